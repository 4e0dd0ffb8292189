import { statusLabel } from './calendarVisibility';
import { orderTeamsForDisplay } from './gameTeams';
import type { GameStatus } from './gameTypes';
import { scoreLabel, type ScoreLabelGame } from './scoreLabel';

/** What a game without teams yet shows in their place. */
export const TEAMS_TO_COME = 'Teams to be announced';

/** What {@link scoreSummary} and {@link matchup} need of a game. */
export interface SummaryGame extends ScoreLabelGame {
  name: string;
  status: GameStatus;
  teams: readonly {
    name: string;
    shortName?: string | null;
    score: number | null;
    isHome: boolean;
  }[];
}

const SEPARATORS = { '@': ' at ', vs: ' versus ', FINAL: ', ', SCRIMMAGE: ', ' } as const;
const SUFFIXES = { '@': null, vs: null, FINAL: 'Final', SCRIMMAGE: 'Scrimmage' } as const;

/**
 * A game's score as one sentence (screen readers, shared links' descriptions), in the order the
 * card shows the teams: 'B-CC 21, Whitman 28, Final.', 'Churchill at Wootton.', 'Sherwood versus
 * Blair, Postponed.'
 */
export function scoreSummary(game: SummaryGame): string {
  const label = scoreLabel(game);
  const names = orderTeamsForDisplay(game.teams).map((team) => {
    const name = team.shortName || team.name;
    return team.score == null ? name : `${name} ${team.score}`;
  });
  const suffix = statusLabel(game) ?? SUFFIXES[label];
  return `${names.join(SEPARATORS[label])}${suffix ? `, ${suffix}` : ''}.`;
}

/** Who plays whom, for a card's heading: 'B-CC at Whitman', 'Quince Orchard versus Damascus'. */
export function matchup(game: Pick<SummaryGame, 'name' | 'noHomeTeam' | 'teams'>): string {
  const names = orderTeamsForDisplay(game.teams).map((team) => team.shortName || team.name);
  // A meet, or a game whose teams are not set yet, goes by its own name.
  if (names.length > 2 || names.length === 0) return game.name || TEAMS_TO_COME;
  return names.join(game.noHomeTeam ? ' versus ' : ' at ');
}
