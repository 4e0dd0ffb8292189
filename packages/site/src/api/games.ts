import { PAGE_SIZES, type DateString } from '@csz/core';
import type { ApiClient } from './client';

type Id = string | null | undefined;

/** Where a list of games is looked for: a state, a county, a school, a sport. */
export interface GamesPlace {
  stateId: Id;
  countyId: Id;
  sportId: Id;
}

/** The params of one scoreboard page: a place, a day and a page number. */
export interface GamesPageParams extends GamesPlace {
  date: DateString;
  page: number;
}

/** GET /api/csz/games: one page of a day's games, with the county's league (spec §7, 16 a page). */
export function getGamesPage(
  api: ApiClient,
  params: GamesPageParams,
  options: { perPage?: number; signal?: AbortSignal } = {},
) {
  return api.call('GET', '/api/csz/games', (s) => s.gamesPageSchema, {
    searchParams: {
      stateId: params.stateId,
      districtId: params.countyId,
      sportId: params.sportId,
      date: params.date,
      page: params.page,
      perPage: options.perPage ?? PAGE_SIZES.scoreboard,
    },
    expect: 'paged',
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/** GET /api/csz/games/dates: the days with games around a day, for the strip and the calendar. */
export function getGameDates(
  api: ApiClient,
  place: GamesPlace,
  window: { from: DateString; to: DateString },
  signal?: AbortSignal,
) {
  return api.call('GET', '/api/csz/games/dates', (s) => s.scheduleDatesSchema, {
    searchParams: {
      stateId: place.stateId,
      districtId: place.countyId,
      sportId: place.sportId,
      ...window,
    },
    ...(signal ? { signal } : {}),
  });
}

/** GET /api/csz/games/{id}: one game with its teams' records, coaches and league. */
export function getGame(api: ApiClient, id: number, signal?: AbortSignal) {
  return api.call('GET', `/api/csz/games/${id}`, (s) => s.gameSchema, signal ? { signal } : {});
}

/** PUT /api/csz/games/reactions/{id}: a member likes or unlikes a game (spec §4 "Game like"). */
export function reactToGame(api: ApiClient, id: number, type: 'Like' | 'Unlike') {
  return api.call('PUT', `/api/csz/games/reactions/${id}`, (s) => s.gameReactionSchema, {
    json: { type },
  });
}

/** GET /api/csz/games/streams: the latest games with a live stream where the reader is. */
export function getStreams(
  api: ApiClient,
  place: GamesPlace,
  perPage: number,
  signal?: AbortSignal,
) {
  return api.call('GET', '/api/csz/games/streams', (s) => s.streamsPage, {
    searchParams: {
      stateId: place.stateId,
      districtId: place.countyId,
      sportId: place.sportId,
      perPage,
    },
    expect: 'paged',
    ...(signal ? { signal } : {}),
  });
}
