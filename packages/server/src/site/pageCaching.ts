import type { PageChanges } from '@csz/core';

// How long the HTML of a page rendered here may be kept (issue 31 point 3): by this process, which
// renders a page again after a write to sports data (the response cache's version) or once its
// time is up, and by a CDN or browser, told by Cache-Control. A live scoreboard is kept briefly,
// a page that changes only with a release for long. A page rendered with the reader's own picks
// (their selection cookie) is theirs alone: private, never kept by a shared cache.

/** How long a kind of page is kept here and by a shared cache. */
interface Keeping {
  /**
   * Kept by this process for this long at the most (a write to sports data ends it sooner); 0 for
   * not kept.
   */
  keepMs: number;
  /** Whether a write to sports data ends it here (the response cache's version). */
  followsSportsData: boolean;
  /** Fresh for a shared cache this long, then served stale this long while refreshed. */
  sMaxAgeS: number;
  staleS: number;
}

const KEEPING: Record<PageChanges, Keeping> = {
  // A score reaches the API's answers at once; the page a CDN holds lags by seconds, and the
  // browser, which takes over with a stream of score changes, asks again for what is older.
  scores: { keepMs: 60_000, followsSportsData: true, sMaxAgeS: 10, staleS: 20 },
  sports: { keepMs: 300_000, followsSportsData: true, sMaxAgeS: 60, staleS: 300 },
  // Posts change through The Zone's own writes, which do not touch the sports data's version:
  // rendered afresh here each time, and kept briefly by a CDN, so that a post hidden by staff
  // leaves the page within seconds.
  posts: { keepMs: 0, followsSportsData: false, sMaxAgeS: 10, staleS: 30 },
  // Their own content changes with a release, but the header's strip on them holds live scores:
  // kept here until the next write, and by a CDN for minutes, not a day.
  release: { keepMs: 3_600_000, followsSportsData: true, sMaxAgeS: 300, staleS: 600 },
};

/** How a page that changes with `changes` is kept. */
export function pageKeeping(changes: PageChanges): Keeping {
  return KEEPING[changes];
}

/**
 * How long the answers a page of a kind was rendered with count as fresh in the browser that takes
 * it over: as long as this process and then a shared cache may serve the page (the site's
 * hydration asks for none of them again meanwhile).
 */
export function servedFreshMs(changes: PageChanges): number {
  const { keepMs, sMaxAgeS, staleS } = KEEPING[changes];
  return keepMs + (sMaxAgeS + staleS) * 1000;
}

/** The Cache-Control of each kind of page's HTML for a shared cache. */
const SHARED = Object.fromEntries(
  Object.entries(KEEPING).map(([changes, { sMaxAgeS, staleS }]) => [
    changes,
    // The browser asks again each time (its 304 is cheap); a CDN serves its copy meanwhile.
    `public, max-age=0, s-maxage=${sMaxAgeS}, stale-while-revalidate=${staleS}`,
  ]),
) as Record<PageChanges, string>;

/** The Cache-Control of a page's HTML: shared for a guest's, private for a reader's own. */
export function pageCacheControl(changes: PageChanges, readersOwn: boolean): string {
  return readersOwn ? 'private, no-cache' : SHARED[changes];
}
