import type { PostsPage } from '@csz/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { newestFirst, type PageRequest } from './listQueries';
import { postsByIds, visiblePosts } from './queries';
import { forumPosts, forumSearchTerms } from './schema';

/** Words of a search past this many are left out (a search box's query, not a document). */
const MAX_WORDS = 8;
/** A last word this long or longer matches as a prefix ('whit' finds Whitman); shorter ones whole. */
const PREFIX_FROM = 3;
/**
 * Words shorter than this are never corrected: too few trigrams to judge. The dictionary holds
 * only words this long (forum_search_terms_of, migration 0014).
 */
const CORRECT_FROM = 4;
/**
 * How many matches are ranked: the newest this many. A frequent word's are read newest first from
 * the posts' date index, a rare word's from the full-text index, so a search reads at most about
 * this many posts' documents however many match; the total says "this many or more" past it.
 */
export const RANKED_MATCHES = 500;
/**
 * How many of the dictionary's words most similar to a misspelt one (pg_trgm similarity, at least
 * its 0.3 threshold, from the trigram index) are weighed by their edit distance.
 */
const CORRECTION_CANDIDATES = 20;
/** At most this many words, equally near, stand in for one misspelt word. */
const CORRECTIONS_PER_WORD = 3;

/** The most edits (a letter added, dropped, changed or two swapped) a correction may be away. */
export function editsAllowed(word: string): number {
  return word.length <= 5 ? 1 : 2;
}

/**
 * Optimal string alignment distance: the letters to add, drop or change, or neighbours to swap,
 * to turn one word into the other ('whitmen' is 1 from 'whitman', 2 from 'white').
 */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

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

/** One required word of a query: the word, or any of its corrections; maybe a prefix. */
interface QueryWord {
  alternatives: string[];
  prefix: boolean;
}

/**
 * The tsquery text for the words: every word required (any of its alternatives), quoted, each
 * holding only letters and digits, so to_tsquery always parses it.
 */
export function tsqueryText(words: readonly QueryWord[]): string {
  return words
    .map(({ alternatives, prefix }) => {
      const each = alternatives.map((w) => `'${w}'${prefix ? ':*' : ''}`);
      return each.length === 1 ? each[0]! : `(${each.join(' | ')})`;
    })
    .join(' & ');
}

/**
 * The query for the words as typed. Only the last word is a prefix (it may be half typed; the
 * ones before it were finished), and not when it is a whole word of the dictionary: a prefix of a
 * word found in most posts ('school':*, from the schools' names) would make the full-text index
 * merge posting lists of most of the table, where the word itself is matched by skipping through
 * its list.
 */
function typedQuery(words: readonly string[], known: ReadonlySet<string>): QueryWord[] {
  return words.map((word, i) => ({
    alternatives: [word],
    prefix: i === words.length - 1 && word.length >= PREFIX_FROM && !known.has(word),
  }));
}

/** The words that are whole words of the dictionary. */
async function dictionaryWords(db: Database, words: readonly string[]): Promise<Set<string>> {
  const candidates = [...new Set(words.filter((w) => w.length >= CORRECT_FROM))];
  if (candidates.length === 0) return new Set();
  const rows = await db
    .select({ term: forumSearchTerms.term })
    .from(forumSearchTerms)
    .where(
      sql`${forumSearchTerms.term} in (${sql.join(
        candidates.map((w) => sql`${w}`),
        sql`, `,
      )})`,
    );
  return new Set(rows.map((r) => r.term));
}

/**
 * Whether a word is worth correcting: not an English stop word (full-text search leaves those
 * out: 'with' is no misspelling of Smith) and found by full-text search in no post at all.
 */
async function unknownWord(db: Database, word: string): Promise<boolean> {
  const tsquery = sql`to_tsquery('english', ${`'${word}'`})`;
  const result = (await db.execute(
    sql`select numnode(${tsquery}) > 0 and not exists (select 1 from ${forumPosts} where ${forumPosts.search} @@ ${tsquery}) as unknown`,
  )) as unknown as { rows: { unknown: boolean }[] };
  return result.rows[0]?.unknown === true;
}

/**
 * The dictionary's words nearest a misspelt one: among its most similar by trigrams, those the
 * fewest edits away, if that is few enough for the word's length; the most similar first. Near
 * look-alikes lose to the nearest ('Whitmen': Whitman, not White).
 */
async function correctionsOf(db: Database, word: string): Promise<string[]> {
  const result = (await db.execute(sql`
    select ${forumSearchTerms.term} as term
    from ${forumSearchTerms}
    where ${forumSearchTerms.term} % ${word}
    order by similarity(${forumSearchTerms.term}, ${word}) desc, ${forumSearchTerms.term}
    limit ${CORRECTION_CANDIDATES}`)) as unknown as { rows: { term: string }[] };
  const near = result.rows.map((r) => ({ term: r.term, edits: editDistance(word, r.term) }));
  const fewest = Math.min(editsAllowed(word), ...near.map((n) => n.edits));
  return near
    .filter((n) => n.edits <= fewest)
    .slice(0, CORRECTIONS_PER_WORD)
    .map((n) => n.term);
}

/**
 * The query with its misspelt words corrected, or null when no word was: a word is misspelt when
 * it is neither a word of the dictionary, nor a stop word, nor found by full-text search in any
 * post ('Whitmen'), and it stands corrected by the dictionary's nearest words (Whitman; Whitman and
 * Whitmer when both are one letter away), matched whole. A word spelt right is never padded with
 * its look-alikes.
 */
async function correctedQuery(
  db: Database,
  words: readonly string[],
  known: ReadonlySet<string>,
): Promise<QueryWord[] | null> {
  let corrected = false;
  const typedWords = typedQuery(words, known);
  const query: QueryWord[] = [];
  for (const [i, word] of words.entries()) {
    const typed = typedWords[i]!;
    if (word.length < CORRECT_FROM || known.has(word) || !(await unknownWord(db, word))) {
      query.push(typed);
      continue;
    }
    const alternatives = await correctionsOf(db, word);
    if (alternatives.length === 0) {
      query.push(typed);
      continue;
    }
    corrected = true;
    query.push({ alternatives, prefix: false });
  }
  return corrected ? query : null;
}

/** A page of ranked matches, how many match up to RANKED_MATCHES, and whether more do. */
interface Matches {
  ids: number[];
  total: number;
  totalIsCapped: boolean;
}

/**
 * The newest RANKED_MATCHES visible posts matching the query (one more, to know whether there are
 * more), ranked by ts_rank_cd (title A > tags B > text C, words near each other), then the newest
 * first; answers the page asked for. The planner reads the newest matches from the date index
 * when the query's words are frequent and from the full-text index when they are rare (the order
 * must be the date index's own for the first: newestFirst).
 */
async function rankedMatches(
  db: Database,
  query: QueryWord[],
  { page, perPage }: PageRequest,
): Promise<Matches> {
  const tsquery = sql`to_tsquery('english', ${tsqueryText(query)})`;
  const result = (await db.execute(sql`
    with newest as materialized (
      select ${forumPosts.id} as id, ${forumPosts.createdAt} as created_at, ${forumPosts.search} as search
      from ${forumPosts}
      where ${visiblePosts()} and ${forumPosts.search} @@ ${tsquery}
      order by ${newestFirst()}
      limit ${RANKED_MATCHES + 1}
    ),
    ranked as (
      select id, created_at, search from newest order by created_at desc, id desc limit ${RANKED_MATCHES}
    )
    select
      (select count(*) from newest)::int as found,
      array(
        select id from ranked
        order by ts_rank_cd(search, ${tsquery}) desc, created_at desc, id desc
        limit ${perPage} offset ${(page - 1) * perPage}
      ) as ids`)) as unknown as { rows: { found: number; ids: (number | string)[] }[] };
  const found = result.rows[0]?.found ?? 0;
  return {
    ids: (result.rows[0]?.ids ?? []).map(Number),
    total: Math.min(found, RANKED_MATCHES),
    totalIsCapped: found > RANKED_MATCHES,
  };
}

/**
 * Text search of The Zone (GET posts?searchTerm, the site's /forums/search/plain-text/{query}):
 * PostgreSQL full-text search on the posts' weighted document (title A, tags B, text C), every
 * word required and the last one as a prefix, the newest RANKED_MATCHES matches ranked by
 * ts_rank_cd and then the newest first; the total is exact up to RANKED_MATCHES and flagged
 * `totalIsCapped` past it. When nothing matches, misspelt words are corrected from the dictionary
 * of the posts' titles' and tags' words (forum_search_terms: 'Whitmen' is searched as Whitman) and
 * the search is run again. Any text gives an answer: words only reach the query.
 */
export async function searchPosts(
  db: Database,
  term: string,
  paging: PageRequest,
  viewerId: number | null,
): Promise<PostsPage> {
  const words = searchWords(term);
  if (words.length === 0) return { posts: [], total: 0, totalPages: 0 };
  const known = await dictionaryWords(db, words);
  let matches = await rankedMatches(db, typedQuery(words, known), paging);
  if (matches.total === 0) {
    const corrected = await correctedQuery(db, words, known);
    if (corrected != null) matches = await rankedMatches(db, corrected, paging);
  }
  return {
    posts: await postsByIds(db, matches.ids, viewerId),
    total: matches.total,
    totalPages: Math.ceil(matches.total / paging.perPage),
    ...(matches.totalIsCapped ? { totalIsCapped: true } : {}),
  };
}
