import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client';
import {
  cardBracket,
  cardGame,
  cardPlace,
  cardPost,
  cardSchedule,
  cardSchool,
  type CardBracket,
  type CardGame,
  type CardPlace,
  type CardPost,
  type CardSchedule,
  type CardSchool,
} from './queries';

/**
 * What shared links show of games, schools and posts, each read with one small query. Games and
 * schools are kept for a short while: a link pasted into a busy group chat is fetched by every
 * reader's preview at once, and a score reaches new previews within {@link CARD_DATA_TTL_MS}.
 * Posts are read on every visit: a post staff hide must lose its title at once, not in 30 s.
 */
export interface CardData {
  game(id: number): Promise<CardGame | null>;
  school(id: number): Promise<CardSchool | null>;
  post(id: number): Promise<CardPost | null>;
  bracket(id: number): Promise<CardBracket | null>;
  /** A school's games of a season, for its schedules page's structured data (read each visit). */
  schedule(query: {
    schoolId: number;
    season: string;
    sportId: number | null;
  }): Promise<CardSchedule[]>;
  /** The names of a place and sport a page is about (the scoreboard, standings, playoffs). */
  place(ids: {
    stateId: number | null;
    districtId: number | null;
    sportId: number | null;
  }): Promise<CardPlace>;
}

/** How long a game's, school's or post's card data is kept. */
export const CARD_DATA_TTL_MS = 30_000;

/** {@link CardData} over a database, with its own cache. */
export function cardData(db: Database): CardData {
  // Misses are kept too (as null), so a crawler walking ids does not reach the database each time;
  // concurrent readers of the same id share one query.
  const cache = new LRUCache<string, { found: unknown }>({
    max: 5_000,
    ttl: CARD_DATA_TTL_MS,
    fetchMethod: async (key) => {
      const [kind, id] = key.split(':') as [string, string];
      if (kind === 'place') {
        const [stateId, districtId, sportId] = id
          .split(',')
          .map((v) => (v === '' ? null : Number(v)));
        return {
          found: await cardPlace(db, {
            stateId: stateId!,
            districtId: districtId!,
            sportId: sportId!,
          }),
        };
      }
      return { found: await READERS[kind as keyof typeof READERS](db, Number(id)) };
    },
  });
  const read = async <T>(kind: keyof typeof READERS, id: number): Promise<T | null> =>
    ((await cache.fetch(`${kind}:${id}`))?.found as T | null | undefined) ?? null;
  return {
    game: (id) => read<CardGame>('game', id),
    school: (id) => read<CardSchool>('school', id),
    post: (id) => cardPost(db, id),
    bracket: (id) => read<CardBracket>('bracket', id),
    schedule: (query) => cardSchedule(db, query),
    place: async ({ stateId, districtId, sportId }) =>
      ((await cache.fetch(`place:${stateId ?? ''},${districtId ?? ''},${sportId ?? ''}`))?.found as
        CardPlace | undefined) ?? { stateName: null, districtName: null, sportName: null },
  };
}

const READERS = { game: cardGame, school: cardSchool, bracket: cardBracket } as const;
