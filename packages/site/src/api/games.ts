import type {
  CacheKey,
  MemberScores,
  calendarQuerySchema,
  gamesQuerySchema,
  streamsQuerySchema,
} from '@csz/core';
import type { ApiClient } from './client';
import { getQuery, type QueryParams } from './params';

/** The query of one page of games (spec §7 GET games). */
export type GamesQuery = QueryParams<typeof gamesQuerySchema>;

/** The cache key of every list of games, for writes that change games (a like). */
export const GAMES_KEY = 'games';

/** The cache key of one game's answers (the game page, its history): see {@link gameKey}. */
export const GAME_KEY = 'game';

/** GET /api/csz/games: one page of a day's games, with the county's league (spec §7, 16 a page). */
export function getGamesPage(api: ApiClient, query: GamesQuery, signal?: AbortSignal) {
  return api.call('GET', '/api/csz/games', (s) => s.gamesPageSchema, {
    searchParams: query,
    expect: 'paged',
    ...(signal ? { signal } : {}),
  });
}

/** GET /api/csz/games/dates: the days with games around a day, for the strip and the calendar. */
export function gameDatesQuery(api: ApiClient, query: QueryParams<typeof calendarQuerySchema>) {
  const path = '/api/csz/games/dates';
  return getQuery(api, ['games/dates', query], path, (s) => s.scheduleDatesSchema, {
    searchParams: query,
  });
}

/** The cache key of one game, for writes that change it (a like, a score report). */
export function gameKey(id: number): CacheKey {
  return [GAME_KEY, id];
}

/** GET /api/csz/games/{id}: one game with its teams' records, coaches and league. */
export function gameQuery(api: ApiClient, id: number) {
  return getQuery(api, gameKey(id), `/api/csz/games/${id}`, (s) => s.gameSchema);
}

/** GET /api/csz/games/scoreHistory/{id}: who changed a game's score, when, from what to what. */
export function scoreHistoryQuery(api: ApiClient, id: number) {
  return getQuery(
    api,
    [...gameKey(id), 'scoreHistory'],
    `/api/csz/games/scoreHistory/${id}`,
    (s) => s.scoreHistory,
  );
}

/** PUT /api/csz/games/reactions/{id}: a member likes or unlikes a game (spec §4 "Game like"). */
export function reactToGame(api: ApiClient, id: number, type: 'Like' | 'Unlike') {
  return api.call('PUT', `/api/csz/games/reactions/${id}`, (s) => s.gameReactionSchema, {
    json: { type },
  });
}

/**
 * POST /api/csz/memberScores: a member reports a game's final score (spec §7), answered with what
 * became of it (published, agrees, pending review, disputed) and the spec's message.
 */
export function reportScore(api: ApiClient, report: MemberScores) {
  return api.call('POST', '/api/csz/memberScores', (s) => s.scoreReportAnswerSchema, {
    json: report,
  });
}

/** GET /api/csz/games/streams: the latest games with a live stream where the reader is. */
export function streamsQuery(api: ApiClient, query: QueryParams<typeof streamsQuerySchema>) {
  const path = '/api/csz/games/streams';
  return getQuery(api, ['games/streams', query], path, (s) => s.streamsPage, {
    searchParams: query,
    expect: 'paged',
  });
}

/**
 * POST /api/csz/games/share/{id}: a member shared a game's link; answers the Spirit Points it
 * earned (spec §4 type 8 'Shared a game': once a game for each member, then 0).
 */
export function shareGame(api: ApiClient, id: number) {
  return api.call('POST', `/api/csz/games/share/${id}`, (s) => s.shareGameResponseSchema);
}
