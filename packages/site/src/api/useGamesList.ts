import { useCallback, useEffect, useReducer, useRef } from 'react';
import {
  PAGE_SIZES,
  initialListState,
  listLoadReducer,
  type Game,
  type ListLeague,
  type ListState,
} from '@csz/core';
import { getGamesPage, type GamesPageParams } from '../../api/games';
import { NETWORK_FAILURE } from '../../api/client';
import { useApi } from '../../state/api';
import { useSession } from '../../state/session';

type Params = GamesPageParams;
export type GamesListLoad = ListState<Game, Params, ListLeague>;

type Action =
  | Parameters<ReturnType<typeof listLoadReducer<Game, Params, ListLeague>>>[1]
  | { type: 'update'; game: Game };

const load = listLoadReducer<Game, Params, ListLeague>('append');

function reducer(state: GamesListLoad, action: Action): GamesListLoad {
  if (action.type !== 'update') return load(state, action);
  return {
    ...state,
    items: state.items.map((game) => (game.id === action.game.id ? action.game : game)),
  };
}

/**
 * A day's games for a place, a page at a time (spec §4 "List loads" and "Game list"): a new place
 * or day starts over, 'View More Games' appends the next page, and an answer for params that are
 * no longer the latest is dropped by core's reducer.
 */
export function useGamesList(
  place: Omit<Params, 'page'> | null,
  perPage: number = PAGE_SIZES.scoreboard,
) {
  const api = useApi();
  const [list, dispatch] = useReducer(reducer, undefined, () =>
    initialListState<Game, Params, ListLeague>(),
  );
  const latest = useRef(list);
  latest.current = list;

  const fetchPage = useCallback(
    async (params: Params, more: boolean) => {
      dispatch({ type: more ? 'more' : 'start', params });
      const answer = await getGamesPage(api, params, { perPage }).catch(() => ({
        ok: false as const,
        failure: NETWORK_FAILURE,
      }));
      dispatch(
        answer.ok
          ? {
              type: 'success',
              params,
              items: answer.data.items,
              total: answer.data.total,
              league: answer.data.league,
            }
          : { type: 'failure', params, message: answer.failure.message },
      );
    },
    [api, perPage],
  );

  // A new session loads the games again: likes are the member's own (youVoted).
  const member = useSession()?.email ?? null;
  const key = place == null ? null : JSON.stringify({ ...place, member });
  const reload = useCallback(() => {
    if (key != null)
      void fetchPage({ ...(JSON.parse(key) as Omit<Params, 'page'>), page: 1 }, false);
  }, [key, fetchPage]);
  useEffect(reload, [reload]);

  const viewMore = useCallback(() => {
    const current = latest.current;
    if (current.params == null || current.loading) return;
    const page = Math.floor(current.items.length / perPage) + 1;
    void fetchPage({ ...current.params, page }, true);
  }, [fetchPage, perPage]);

  /** Puts a changed game (a like) in place without a reload. */
  const update = useCallback((game: Game) => dispatch({ type: 'update', game }), []);

  return { list, reload, viewMore, update };
}
