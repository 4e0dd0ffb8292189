import { and, asc, eq, gt, isNotNull, lte, max, ne, sql, type SQL } from 'drizzle-orm';
import type { DateString } from '@csz/core';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { visiblePosts } from '../forum/queries';
import { forumPosts } from '../forum/schema';
import { gameResults, games } from '../games/schema';
import { schools } from '../lookups/schema';
import { bracketMatches, brackets } from '../playoffs/schema';

/**
 * The reads of the sitemaps. Each kind of page is split into files by its id: file `n` lists the
 * rows whose id is in ((n - 1) × perFile, n × perFile], so a file is one range of the primary key
 * (never an OFFSET over a million rows), holds at most perFile addresses however the ids are spread,
 * and keeps its contents when rows are added elsewhere.
 */

/** The kinds of page listed from the data, one series of files each. */
export const SITEMAP_KINDS = ['games', 'schools', 'posts', 'brackets'] as const;

/** One of {@link SITEMAP_KINDS}. */
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** A file of one kind that has something to list, with the newest change of what it lists. */
export interface SitemapPart {
  kind: SitemapKind;
  part: number;
  lastmod: Date | null;
}

/** A row a file lists: its id (the post's slug too) and when it last changed. */
export interface SitemapRow {
  id: number;
  slug: string | null;
  lastmod: Date | null;
  /** A game's day, so a file with this week's games is kept only briefly. */
  day: DateString | null;
}

/** A game, as against a custom event (spec glossary: no type, or Event), which has no teams. */
const isGame = and(isNotNull(games.gameType), ne(games.gameType, 'Event')) as SQL;

/** What each kind lists: its table's id, the rows that are public pages, and their parts. */
const SOURCES: Record<SitemapKind, { table: PgTable; id: PgColumn; where: SQL | undefined }> = {
  games: { table: games, id: games.id, where: isGame },
  schools: { table: schools, id: schools.id, where: eq(schools.isActive, true) },
  posts: { table: forumPosts, id: forumPosts.id, where: visiblePosts() },
  brackets: { table: brackets, id: brackets.id, where: undefined },
};

/** The part an id falls in. */
const partOf = (id: SQL | PgColumn, perFile: number) =>
  sql<number>`(${id} - 1) / ${sql.raw(String(perFile))} + 1`.mapWith(Number);

/** The newest of two instants, either of which may be missing. */
function newest(a: Date | null, b: Date | null): Date | null {
  if (a == null || b == null) return a ?? b;
  return a > b ? a : b;
}

const asDate = (value: unknown): Date | null =>
  value == null ? null : value instanceof Date ? value : new Date(String(value));

/**
 * The parts of one kind that list something, in order, with the newest change of each: what the
 * index names. One pass over the table (and for games, schools and brackets, over what dates
 * them); the index is kept briefly, not computed per file.
 */
export async function sitemapParts(
  db: Database,
  kind: SitemapKind,
  perFile: number,
): Promise<SitemapPart[]> {
  const { id, where } = SOURCES[kind];
  const part = partOf(id, perFile);
  const rows = await db
    .select({ part, lastmod: lastmodColumn(kind) })
    .from(SOURCES[kind].table)
    .where(where)
    .groupBy(part)
    .orderBy(part);
  const parts = new Map(rows.map((row) => [row.part, asDate(row.lastmod)]));
  // A game's score is written to its results, not to the game: their newest change dates it too.
  // A school is dated by its games' results alone. Read apart from the games, a join of 2.6
  // million results with 1.3 million games costs the national index seconds.
  if (kind === 'games' || kind === 'schools') {
    const owner = kind === 'games' ? gameResults.gameId : gameResults.schoolId;
    const resultPart = partOf(owner, perFile);
    const changes = await db
      .select({ part: resultPart, lastmod: max(gameResults.updatedAt) })
      .from(gameResults)
      .groupBy(resultPart);
    for (const change of changes) {
      if (parts.has(change.part)) {
        parts.set(change.part, newest(parts.get(change.part) ?? null, asDate(change.lastmod)));
      }
    }
  }
  if (kind === 'brackets') {
    const changes = await db
      .select({ part: partOf(bracketMatches.bracketId, perFile), lastmod: max(games.updatedAt) })
      .from(bracketMatches)
      .innerJoin(games, eq(games.id, bracketMatches.gameId))
      .groupBy(partOf(bracketMatches.bracketId, perFile));
    for (const change of changes) {
      if (parts.has(change.part)) parts.set(change.part, asDate(change.lastmod));
    }
  }
  return [...parts].map(([n, lastmod]) => ({ kind, part: n, lastmod }));
}

/** The newest change of a kind's own rows, where the table keeps one. */
function lastmodColumn(kind: SitemapKind): SQL<Date | null> {
  switch (kind) {
    case 'games':
      return sql`max(${games.updatedAt})`;
    case 'posts':
      return sql`max(${forumPosts.updatedAt})`;
    // Schools and brackets keep no time of their own: their games say when they changed.
    case 'schools':
    case 'brackets':
      return sql`null::timestamptz`;
  }
}

/**
 * The rows of one file: ids in ((part - 1) × perFile, part × perFile] that are public pages, in id
 * order, each with its newest change. Empty when the part lists nothing.
 */
export async function sitemapRows(
  db: Database,
  kind: SitemapKind,
  part: number,
  perFile: number,
): Promise<SitemapRow[]> {
  const from = (part - 1) * perFile;
  const to = part * perFile;
  const { id, where } = SOURCES[kind];
  const range = and(gt(id, from), lte(id, to), where);
  // The results of the rows in range, the range said again on the results: without it PostgreSQL
  // joins all 2.6 million of them (a hash join over a sequential scan: 600 ms for a file of games at
  // national scale, against 56 ms).
  const resultsOf = (owner: PgColumn, ownerId: PgColumn) =>
    and(eq(owner, ownerId), gt(owner, from), lte(owner, to));
  switch (kind) {
    case 'games': {
      const rows = await db
        .select({
          id: games.id,
          day: games.eventDate,
          lastmod: sql<Date>`greatest(${games.updatedAt}, max(${gameResults.updatedAt}))`,
        })
        .from(games)
        .leftJoin(gameResults, resultsOf(gameResults.gameId, games.id))
        .where(range)
        .groupBy(games.id)
        .orderBy(asc(games.id));
      return rows.map((row) => ({ ...row, slug: null, lastmod: asDate(row.lastmod) }));
    }
    case 'schools': {
      const rows = await db
        .select({ id: schools.id, lastmod: max(gameResults.updatedAt) })
        .from(schools)
        .leftJoin(gameResults, resultsOf(gameResults.schoolId, schools.id))
        .where(range)
        .groupBy(schools.id)
        .orderBy(asc(schools.id));
      return rows.map((row) => ({ ...row, slug: null, day: null, lastmod: asDate(row.lastmod) }));
    }
    case 'posts': {
      const rows = await db
        .select({ id: forumPosts.id, slug: forumPosts.slug, lastmod: forumPosts.updatedAt })
        .from(forumPosts)
        .where(range)
        .orderBy(asc(forumPosts.id));
      return rows.map((row) => ({ ...row, day: null, lastmod: asDate(row.lastmod) }));
    }
    case 'brackets': {
      const rows = await db
        .select({ id: brackets.id, lastmod: max(games.updatedAt) })
        .from(brackets)
        .leftJoin(bracketMatches, eq(bracketMatches.bracketId, brackets.id))
        .leftJoin(games, eq(games.id, bracketMatches.gameId))
        .where(range)
        .groupBy(brackets.id)
        .orderBy(asc(brackets.id));
      return rows.map((row) => ({ ...row, slug: null, day: null, lastmod: asDate(row.lastmod) }));
    }
  }
}
