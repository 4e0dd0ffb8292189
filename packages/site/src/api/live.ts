import {
  applyScoreChange,
  type Game,
  type Schedule,
  type SchedulesResponse,
  type ScoreChange,
  type liveScoresQuerySchema,
} from '@csz/core';
import { useLiveScores } from '@csz/widgets';
import { GAME_KEY, GAMES_KEY, gameKey } from './games';
import { SCHEDULES_KEY } from './schedules';
import type { QueryParams } from './params';
import { useQueryCache, type QueryCache } from './useQuery';

/** Which games' changes to hear: the games list's filter (spec §7 GET live/scores). */
export type LiveFilter = QueryParams<typeof liveScoresQuerySchema>;

/** A sport's schedule with a change applied, the same object when it does not hold the game. */
function scheduleWith(schedule: Schedule, change: ScoreChange): Schedule {
  const holds = (games: readonly Game[]) => games.some((g) => g.id === change.gameId);
  if (!holds(schedule.gamesPast) && !holds(schedule.gamesFuture)) return schedule;
  return {
    ...schedule,
    gamesPast: applyScoreChange(schedule.gamesPast, change),
    gamesFuture: applyScoreChange(schedule.gamesFuture, change),
  };
}

/**
 * Puts a live change into every cached answer that holds the game, so every page showing it (the
 * scoreboard, today's scores, the header strip, the game page, a school's schedules) shows the new
 * score, status, day and time at once: the lists of games, the schedules and the game itself. The
 * game's history is read again, as the change adds a line to it.
 */
export function applyLiveChange(cache: QueryCache, change: ScoreChange): void {
  cache.update<{ items: Game[] }>([GAMES_KEY], (pages) => ({
    ...pages,
    items: applyScoreChange(pages.items, change),
  }));
  cache.update<SchedulesResponse>([SCHEDULES_KEY], (answer) => ({
    ...answer,
    schedules: answer.schedules.map((schedule) => scheduleWith(schedule, change)),
  }));
  // Under the game's key is also its history, which has no id and so is left as it is.
  cache.update<Game>(gameKey(change.gameId), (game) => applyScoreChange([game], change)[0]!);
  cache.invalidate([...gameKey(change.gameId), 'scoreHistory']);
}

/** The stream's address for a filter: the same text for the same filter, so it is not reopened. */
export function liveScoresUrl(filter: LiveFilter): string {
  const params = new URLSearchParams(
    Object.entries(filter)
      .filter(([, value]) => value != null && value !== '')
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, value]) => [key, String(value)]),
  );
  return `/api/live/scores?${params}`;
}

/**
 * Hears the score changes of the games a filter names while the page is open (null hears
 * nothing), and puts them in the cache: the site's side of the live hook the embed frames use.
 */
export function useLiveGames(filter: LiveFilter | null): void {
  const cache = useQueryCache();
  useLiveScores(
    filter == null ? null : liveScoresUrl(filter),
    (change) => applyLiveChange(cache, change),
    // Back after a dropped connection: what changed meanwhile was not sent, so the games shown
    // (lists, schedules, the game pages) are asked for again.
    () => {
      cache.invalidate([GAMES_KEY]);
      cache.invalidate([GAME_KEY]);
      cache.invalidate([SCHEDULES_KEY]);
    },
  );
}
