import { EMPTY_SELECTION, type Selection } from '../selection/selection';
import { forcedQuery, PAGE_QUERY_KEYS, selectionToQuery } from '../selection/urlSync';

/**
 * The site's addresses (spec §2 route table), written once: the site routes on them, widgets link
 * to them, embeds link back to them and emails point at them.
 */
export const PATHS = {
  home: '/',
  scores: '/scores',
  updates: '/scores/forum',
  standings: '/scores/standings',
  todayScores: '/today-scores',
  schedules: '/schedules',
  scheduleUpdates: '/schedules/forum',
  playoffs: '/playoffs',
  playGames: '/playgames',
  wordOfTheDay: '/word-of-the-day',
  about: '/about-csz',
  signIn: '/sign-in',
  login: '/login',
  signUp: '/sign-up',
  profileSignUp: '/profile-sign-up',
  addSchoolSub: '/add-school-sub',
  forgotPassword: '/forgot-password',
  forgotPasswordChange: '/forgot-password-change',
  changePassword: '/change-password',
  notifications: '/notifications',
  myAccountHome: '/my-account/home',
  myAccountProfile: '/my-account/profile',
  myAccountActivity: '/my-account/activity',
  forums: '/forums',
  distribution: '/distribution',
  standingsWidget: '/standings-widget',
} as const;

/** The game page of a game. */
export function gamePath(gameId: number): string {
  return `/scores/view/${gameId}`;
}

/** A playoff bracket's page. */
export function bracketPath(bracketId: number): string {
  return `/playoffs/view/${bracketId}`;
}

/** A forum post's page, with its slug when it has one. */
export function postPath(postId: number, slug?: string | null): string {
  return slug ? `/forums/post/${postId}/${encodeURIComponent(slug)}` : `/forums/post/${postId}`;
}

/** The contact page, about a game when one is given. */
export function contactPath(game?: { id: number; name: string } | null): string {
  return game == null ? '/contact-us' : `/contact-us/${game.id}/${encodeURIComponent(game.name)}`;
}

/** A page whose URL carries a selection (spec §2: scores, standings, schedules, playoffs). */
export type SelectionPage = keyof typeof PAGE_QUERY_KEYS;

/** The path of a selection page. A function, not a table: a table of PATHS' entries would keep PATHS
 * in every bundle that links to a game, embeds included. */
function pagePath(page: SelectionPage): string {
  return PATHS[page];
}

/**
 * A link to a selection page carrying a selection. With `force` the link's selection overrides the
 * reader's stored one (spec §2: schedule cards' 'Team Page', 'Standings' and 'League Scores').
 */
export function selectionPath(
  page: SelectionPage,
  selection: Partial<Selection>,
  options: { force?: boolean } = {},
): string {
  const full: Selection = { ...EMPTY_SELECTION, ...selection };
  const keys = PAGE_QUERY_KEYS[page];
  const query = options.force ? forcedQuery(full, keys) : selectionToQuery(full, keys);
  const search = Object.entries(query)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  return search === '' ? pagePath(page) : `${pagePath(page)}?${search}`;
}

/** The place a role or a follow names (spec §3 "Role entry"). */
export interface FollowedPlace {
  followedStateId: number | null;
  followedDistrictId: number | null;
  followedSchoolId: number | null;
  followedSportId: number | null;
}

/**
 * Where a member's follow leads: the school's schedule (in the followed sport), else the county's
 * scores, else the state's; its choice over the reader's own (force).
 */
export function followedPlacePath(place: FollowedPlace): string {
  const id = (value: number | null) => (value == null ? null : String(value));
  const selection = {
    selectedStateId: id(place.followedStateId),
    selectedCountyId: id(place.followedDistrictId),
    selectedSportId: id(place.followedSportId),
  };
  return place.followedSchoolId == null
    ? selectionPath('scores', selection, { force: true })
    : selectionPath(
        'schedules',
        { ...selection, selectedSchoolId: id(place.followedSchoolId) },
        { force: true },
      );
}

/** What a forum tag link needs of a tag (spec §3 "Post tag"). */
export interface LinkableTag {
  tagString: string;
  tagLink: string;
  tagType: string;
  tagEntityId: number | null;
  isCategory: boolean;
}

/**
 * Where a post's tag leads (spec §2 forum routes): a category to its page, any other tag to the
 * tag search '/forums/search/tag/{tagType}/{tagString}/{tagEntityId}'.
 */
export function forumTagPath(tag: LinkableTag): string {
  if (tag.isCategory) return `/forums/${tag.tagLink.split('/').map(encodeURIComponent).join('/')}`;
  const entity = tag.tagEntityId == null ? '' : `/${tag.tagEntityId}`;
  return `/forums/search/tag/${encodeURIComponent(tag.tagType)}/${encodeURIComponent(tag.tagString)}${entity}`;
}

/** The iCalendar feed of a team (a school in one sport), or of a school's every sport (issue 19). */
export function calendarFeedPath(team: { schoolId: number; sportId?: number | null }): string {
  return team.sportId == null
    ? `/api/csz/calendar/school/${team.schoolId}.ics`
    : `/api/csz/calendar/team/${team.schoolId}/${team.sportId}.ics`;
}

/** The formats a season's schedule and results are exported in (issue 19). */
export const SCHEDULE_EXPORT_FORMATS = ['csv', 'json'] as const;

/** One of {@link SCHEDULE_EXPORT_FORMATS}. */
export type ScheduleExportFormat = (typeof SCHEDULE_EXPORT_FORMATS)[number];

/** A team's schedule and results of one season as a file (issue 19). */
export function scheduleExportPath(
  team: { schoolId: number; sportId: number; season: string },
  format: ScheduleExportFormat,
): string {
  return `/api/csz/schedules/export/${team.schoolId}/${team.sportId}.${format}?season=${team.season}`;
}

/**
 * The address calendar apps subscribe with: a feed's own address under the webcal scheme, which
 * phones and desktop calendars open as 'subscribe' rather than as a file to download.
 */
export function webcalUrl(feedUrl: string): string {
  return feedUrl.replace(/^https?:/, 'webcal:');
}
