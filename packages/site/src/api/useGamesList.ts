import { useCallback, useMemo, useState } from 'react';
import {
  PAGE_SIZES,
  takesLiveScores,
  type DateString,
  type Game,
  type ListLeague,
  type ListState,
} from '@csz/core';
import { GAMES_KEY, getGamesPage, type GamesQuery } from './games';
import { useLiveGames } from './live';
import { placeParams, type Place } from './params';
import { useQuery, useQueryCache } from './useQuery';
import { useApi } from '../state/api';
import { useSession } from '../state/session';
import { useToday } from '../state/today';

/** The list of games the pages show (spec §3 "Lists"), as core's list-load rules name it. */
export type GamesListLoad = ListState<Game, GamesQuery, ListLeague>;

/** What the cache holds for a list of games: the pages loaded so far, one after another. */
interface GamesPages {
  items: Game[];
  total: number;
  league: ListLeague | null;
}

/** A place and day whose games to list. */
export type GamesPlace = Pick<Place, 'stateId' | 'countyId' | 'sportId'> & { date: DateString };

/**
 * A day's games for a place, a page at a time (spec §4 "List loads" and "Game list"), from the
 * site's cache: a new place or day is a new key, 'View More Games' appends the next page to the
 * key's answer, and 'Refresh' or 'Retry' starts it over. The key holds the member, so a new
 * session loads the games again (likes are the member's own: youVoted). The recent days' games
 * (core's takesLiveScores) take live score changes as they come.
 */
export function useGamesList(place: GamesPlace | null, perPage: number = PAGE_SIZES.scoreboard) {
  const api = useApi();
  const cache = useQueryCache();
  const member = useSession()?.email ?? null;
  const text =
    place == null
      ? null
      : JSON.stringify({
          ...placeParams({ ...place, schoolId: undefined }),
          date: place.date,
          perPage,
        });
  // The same query and key for as long as the place and day are the same.
  const { query, key } = useMemo(() => {
    const query = text == null ? null : (JSON.parse(text) as GamesQuery);
    return { query, key: query == null ? null : [GAMES_KEY, query, member] };
  }, [text, member]);
  const today = useToday();
  useLiveGames(
    query?.date != null && takesLiveScores(query.date as DateString, today)
      ? {
          stateId: query.stateId,
          districtId: query.districtId,
          sportId: query.sportId,
          date: query.date,
        }
      : null,
  );
  const first = useQuery<GamesPages>(
    key == null
      ? null
      : { key, load: (signal) => getGamesPage(api, { ...query, page: 1 }, signal) },
  );
  const keyText = JSON.stringify(key);
  const [more, setMore] = useState<{ key: string; loading: boolean; error: string | null }>();
  const moreNow = more?.key === keyText ? more : undefined;
  const data = first.status === 'loaded' ? first.data : null;

  const viewMore = useCallback(() => {
    if (key == null || data == null || moreNow?.loading) return;
    const loaded = data.items.length;
    if (loaded >= data.total) return;
    setMore({ key: keyText, loading: true, error: null });
    const page = Math.floor(loaded / perPage) + 1;
    void getGamesPage(api, { ...query, page }).then((answer) => {
      if (answer.ok) {
        // Appended only to the pages it follows: a list loaded again since starts over.
        cache.update<GamesPages>(key, (pages) =>
          pages.items.length === loaded
            ? { ...pages, items: [...pages.items, ...answer.data.items], total: answer.data.total }
            : pages,
        );
      }
      setMore({ key: keyText, loading: false, error: answer.ok ? null : answer.failure.message });
    });
  }, [api, cache, key, keyText, query, data, moreNow?.loading, perPage]);

  const items = data?.items ?? [];
  const total = data?.total ?? null;
  const list: GamesListLoad = {
    items,
    params: query,
    loading: first.status === 'loading' || moreNow?.loading === true,
    error: first.status === 'failed' ? first.failure.message : (moreNow?.error ?? null),
    total,
    league: data?.league ?? null,
    allLoaded: data != null && (items.length === 0 || (total != null && items.length >= total)),
  };
  return { list, reload: first.reload, viewMore };
}
