import type { PostsPage } from '@csz/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { PageRequest } from './listQueries';
import { postsByIds, visiblePosts } from './queries';
import { forumPosts } from './schema';

/** Words of a search past this many are left out (a search box's query, not a document). */
const MAX_WORDS = 8;
/** Words this long or longer match as prefixes ('whit' finds Whitman); shorter ones whole. */
const PREFIX_FROM = 3;
/** Words shorter than this are left out of the misspelling match: too few trigrams to judge. */
const FUZZY_FROM = 4;

/**
 * The words of a search: runs of letters and digits, in lower case; everything else (quotes,
 * operators, emoji) only separates them. The full-text query is built from these alone, so nothing
 * a reader types is ever read as tsquery syntax.
 */
export function searchWords(term: string): string[] {
  return (
    term
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).slice(0, MAX_WORDS);
}

/**
 * The tsquery text for the words: every word required, the longer ones as prefixes. Each word is
 * quoted, and holds only letters and digits, so to_tsquery always parses it.
 */
export function prefixQuery(words: readonly string[]): string {
  return words.map((w) => `'${w}'${w.length >= PREFIX_FROM ? ':*' : ''}`).join(' & ');
}

/**
 * The text the trigram index covers (migration 0013 indexes this very expression): a misspelt name
 * is looked for where names are, the title and the tags.
 */
const titleAndTags = sql`(coalesce(${forumPosts.title}, '') || ' ' || ${forumPosts.tagsText})`;

/** Ids of a page of matches and how many match in all. */
interface Matches {
  ids: number[];
  total: number;
}

/** Reads a page of ids with their `count(*) over ()`; past the last page, counts on its own. */
async function pageOfMatches(
  db: Database,
  where: SQL,
  order: SQL,
  { page, perPage }: PageRequest,
): Promise<Matches> {
  const result = (await db.execute(sql`
    select ${forumPosts.id} as id, count(*) over () as total
    from ${forumPosts}
    where ${visiblePosts()} and ${where}
    order by ${order}
    limit ${perPage} offset ${(page - 1) * perPage}`)) as unknown as {
    rows: { id: number | string; total: number | string }[];
  };
  if (result.rows.length > 0 || page === 1) {
    return { ids: result.rows.map((r) => Number(r.id)), total: Number(result.rows[0]?.total ?? 0) };
  }
  const counted = (await db.execute(
    sql`select count(*) as total from ${forumPosts} where ${visiblePosts()} and ${where}`,
  )) as unknown as { rows: { total: number | string }[] };
  return { ids: [], total: Number(counted.rows[0]?.total ?? 0) };
}

/**
 * Text search of The Zone (GET posts?searchTerm, the site's /forums/search/plain-text/{query}):
 * PostgreSQL full-text search on the posts' weighted document (title A, tags B, text C), every
 * word required and the longer ones as prefixes, ranked by ts_rank_cd and then the newest first.
 * When nothing matches that way, the words are likely misspelt: posts whose title or tags hold
 * similar words (pg_trgm's word_similarity, 'Whitmen' for Whitman) are listed, the most similar
 * first. Correctly spelt searches keep their precise matches and exact totals, unpadded by
 * look-alike names (Whitmore for Whitman). Any text gives an answer: words only reach the query.
 */
export async function searchPosts(
  db: Database,
  term: string,
  paging: PageRequest,
  viewerId: number | null,
): Promise<PostsPage> {
  const words = searchWords(term);
  if (words.length === 0) return { posts: [], total: 0, totalPages: 0 };
  const query = sql`to_tsquery('english', ${prefixQuery(words)})`;
  let matches = await pageOfMatches(
    db,
    sql`${forumPosts.search} @@ ${query}`,
    sql`ts_rank_cd(${forumPosts.search}, ${query}) desc, ${forumPosts.createdAt} desc, ${forumPosts.id} desc`,
    paging,
  );
  const fuzzy = words.filter((w) => w.length >= FUZZY_FROM);
  if (matches.total === 0 && fuzzy.length > 0) {
    // English stop words ('with', 'from') are left out: they would find nearly every post.
    const text = sql`(select string_agg(w, ' ' order by n) from unnest(array[${sql.join(
      fuzzy.map((w) => sql`${w}`),
      sql`, `,
    )}]::text[]) with ordinality as u(w, n) where to_tsvector('english', w) <> ''::tsvector)`;
    matches = await pageOfMatches(
      db,
      sql`${titleAndTags} %> ${text}`,
      sql`word_similarity(${text}, ${titleAndTags}) desc, ${forumPosts.createdAt} desc, ${forumPosts.id} desc`,
      paging,
    );
  }
  return {
    posts: await postsByIds(db, matches.ids, viewerId),
    total: matches.total,
    totalPages: Math.ceil(matches.total / paging.perPage),
  };
}
