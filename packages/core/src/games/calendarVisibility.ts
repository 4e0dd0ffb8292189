import { SCORE_MESSAGES } from '../messages/scores';
import type { GameStatus } from './gameTypes';

/** What calendar visibility needs of a game. */
export interface StatusGame {
  status: GameStatus;
  /** Set when the postponed game has been given a new date as another game. */
  nextPostponeGame: number | null;
}

/**
 * Whether a game shows on the team calendar (spec §4 "Game status"): canceled games are hidden, and
 * so are postponed games that a rescheduled game has superseded; a postponed game still waiting
 * for its new date shows as 'Postponed'.
 */
export function isVisibleOnCalendar(game: StatusGame): boolean {
  if (game.status === 'Canceled') return false;
  return !(game.status === 'Postponed' && game.nextPostponeGame != null);
}

/** The status shown on a game, or null for an active game. */
export function statusLabel(game: Pick<StatusGame, 'status'>): string | null {
  if (game.status === 'Postponed') return SCORE_MESSAGES.postponed;
  if (game.status === 'Canceled') return SCORE_MESSAGES.canceled;
  return null;
}
