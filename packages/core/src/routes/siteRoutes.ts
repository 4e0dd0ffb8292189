import { PATHS, type SelectionPage } from './paths';

/**
 * The site's pages (spec §2 route table) as router patterns: `:name` is one path segment, `:name?`
 * an optional one, a trailing `*` anything below. The site's router is built from this table and
 * the server answers an address no pattern matches with the 404 page and status 404, so that
 * search engines and monitoring see it. The old addresses of {@link SITE_REDIRECTS} are apart.
 */
export const SITE_ROUTES = {
  home: PATHS.home,
  scores: PATHS.scores,
  game: '/scores/view/:id',
  standings: PATHS.standings,
  updates: PATHS.updates,
  todayScores: PATHS.todayScores,
  schedules: PATHS.schedules,
  scheduleUpdates: PATHS.scheduleUpdates,
  playoffs: PATHS.playoffs,
  bracket: '/playoffs/view/:id',
  playGames: PATHS.playGames,
  wordOfTheDay: PATHS.wordOfTheDay,
  contact: '/contact-us/:gameId?/:gameName?',
  about: PATHS.about,
  distribution: PATHS.distribution,
  standingsWidget: PATHS.standingsWidget,
  forums: '/forums/*',
  myAccount: '/my-account/:tab?',
  notifications: PATHS.notifications,
  signIn: PATHS.signIn,
  login: `${PATHS.login}/:email?/:error?`,
  signUp: PATHS.signUp,
  profileSignUp: PATHS.profileSignUp,
  addSchoolSub: PATHS.addSchoolSub,
  forgotPassword: PATHS.forgotPassword,
  forgotPasswordChange: PATHS.forgotPasswordChange,
  changePassword: PATHS.changePassword,
  /** Issue 16: a stored missing-scores report, as staff and league directors read it. */
  missingScoresReport: '/ms-rp/:reportId',
  /** The same report as a school's athletic director reads it: what is still missing now. */
  missingScoresReportForDirector: '/ms-rp-ad/:reportId',
  /** A league's possible duplicate games, for staff to merge or delete. */
  duplicateGamesReport: '/mc-rp-ad/:reportId',
  uploadScores: '/uploadScores/:id',
  /** Staff only (issue 16): members' score reports to approve, reject or correct. Not in PATHS,
   * which the embeds carry. */
  scoreReview: '/score-review',
  /** Staff only (issue 17): reported, report-hidden and held posts of The Zone to restore or hide. */
  forumReview: '/forum-review',
  /** Issue 18: pending roles for a school's athletic director (their school's) or staff (all) to
   * approve or decline (spec §4 "Role"). */
  roleApprovals: '/role-approvals',
  /** Staff only (issue 18): members' 'Update Coach' answers (spec §5) to accept or reject. */
  coachReports: '/coach-reports',
} as const;

/** A page of the route table. */
export type SiteRoute = keyof typeof SITE_ROUTES;

/**
 * Who a page is for: anyone (`public`), a signed-in member (`member`: the account, its flows, a
 * reminder's upload link), or staff and the roles a report is mailed to (`staff`: the builders,
 * the review queues, the report pages).
 */
export type PageAudience = 'public' | 'member' | 'staff';

/**
 * The audience of each page of {@link SITE_ROUTES} (spec §2, §6): robots.txt keeps search engines
 * to the public pages, since the others show a guest only 'Not Authorized' or a log-in.
 */
export const SITE_ROUTE_AUDIENCE = {
  home: 'public',
  scores: 'public',
  game: 'public',
  standings: 'public',
  updates: 'public',
  todayScores: 'public',
  schedules: 'public',
  scheduleUpdates: 'public',
  playoffs: 'public',
  bracket: 'public',
  playGames: 'public',
  wordOfTheDay: 'public',
  contact: 'public',
  about: 'public',
  distribution: 'staff',
  standingsWidget: 'staff',
  forums: 'public',
  myAccount: 'member',
  notifications: 'member',
  signIn: 'public',
  login: 'public',
  signUp: 'public',
  profileSignUp: 'member',
  addSchoolSub: 'member',
  forgotPassword: 'public',
  forgotPasswordChange: 'public',
  changePassword: 'member',
  missingScoresReport: 'staff',
  missingScoresReportForDirector: 'staff',
  duplicateGamesReport: 'staff',
  // A coach's reminder links here with a signed token; a reader from a search has no score to send.
  uploadScores: 'member',
  scoreReview: 'staff',
  forumReview: 'staff',
  roleApprovals: 'staff',
  coachReports: 'staff',
} as const satisfies Record<SiteRoute, PageAudience>;

/**
 * What changes a public page's content, which says how long a copy of it may be kept (issue 31:
 * the server's HTML of it, in its own memory and a CDN's): `scores`, every score and schedule
 * change (the live pages); `sports`, the same data but read at leisure (standings, schedules,
 * brackets); `posts`, The Zone's posts; `release`, only a new release of the site (the forms).
 */
export type PageChanges = 'scores' | 'sports' | 'posts' | 'release';

/** What changes each public page of {@link SITE_ROUTES}. */
export const PUBLIC_PAGE_CHANGES = {
  home: 'scores',
  scores: 'scores',
  game: 'scores',
  standings: 'sports',
  updates: 'posts',
  todayScores: 'scores',
  schedules: 'sports',
  scheduleUpdates: 'posts',
  playoffs: 'sports',
  bracket: 'sports',
  playGames: 'release',
  wordOfTheDay: 'release',
  contact: 'release',
  about: 'release',
  forums: 'posts',
  signIn: 'release',
  login: 'release',
  signUp: 'release',
  forgotPassword: 'release',
  forgotPasswordChange: 'release',
} as const satisfies {
  [R in SiteRoute as (typeof SITE_ROUTE_AUDIENCE)[R] extends 'public' ? R : never]: PageChanges;
};

/** A pattern as a regular expression, matched as the site's router does: any case, '/' at the end. */
function patternRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .slice(1)
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${body === '/' ? '' : body}/?$`, 'i');
}

const ROUTE_PATTERNS = (Object.entries(SITE_ROUTES) as [SiteRoute, string][]).map(
  ([route, pattern]) => [route, patternRegExp(pattern)] as const,
);

/** The page of the route table an address (its path, decoded) is, or null for none. */
export function siteRouteOf(pathname: string): SiteRoute | null {
  return ROUTE_PATTERNS.find(([, pattern]) => pattern.test(pathname))?.[0] ?? null;
}

/** Whether an address (its path, decoded) is one of the site's pages. */
export function isSitePage(pathname: string): boolean {
  return siteRouteOf(pathname) != null;
}

/** The selection pages (spec §4 "The filter URL syncs with selection") and the keys each reads. */
const SELECTION_PAGE_PATHS: Record<string, SelectionPage> = {
  [PATHS.scores]: 'scores',
  [PATHS.updates]: 'scores',
  [PATHS.standings]: 'standings',
  [PATHS.schedules]: 'schedules',
  [PATHS.scheduleUpdates]: 'schedules',
  [PATHS.playoffs]: 'playoffs',
};

/** An address's path as the pages of the route table are named: no trailing '/', lower case. */
export function pagePathOf(pathname: string): string {
  return (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname).toLowerCase();
}

/**
 * The selection page at an address (its path), whose URL's picks apply on arrival, or null. The
 * updates pages read the picks of the page they belong to.
 */
export function selectionPageAt(pathname: string): SelectionPage | null {
  return SELECTION_PAGE_PATHS[pagePathOf(pathname)] ?? null;
}

/** What changes a page of the route table (or the page at an address), or null for none public. */
export function publicPageChanges(page: SiteRoute | string): PageChanges | null {
  const route = page in SITE_ROUTES ? (page as SiteRoute) : siteRouteOf(page);
  return route == null || !(route in PUBLIC_PAGE_CHANGES)
    ? null
    : PUBLIC_PAGE_CHANGES[route as keyof typeof PUBLIC_PAGE_CHANGES];
}
