/**
 * The tabs of /my-account/:tab (spec §2 "Account and navigation"): each is on or off by a flag, so
 * that a tab can ship dark and be turned on without a new build (the schedule tab did, until the
 * team calendar was built). The server writes the flags into the page ({@link ACCOUNT_TABS_META}).
 */
export const ACCOUNT_TABS = ['home', 'profile', 'schedule', 'activity'] as const;

/** One of the account page's tabs. */
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/** The tabs' names in the account menu (spec §2). */
export const ACCOUNT_TAB_LABELS: Record<AccountTab, string> = {
  home: 'Home',
  profile: 'Profile',
  schedule: 'Schedule',
  activity: 'Spirit PointZ',
};

/** Which tabs are on when the page names none: all of them, the team calendar's schedule too. */
export const DEFAULT_ACCOUNT_TABS: readonly AccountTab[] = ACCOUNT_TABS;

/** The meta tag in which the server names the tabs that are on, comma-separated. */
export const ACCOUNT_TABS_META = 'csz-account-tabs';

/** The tab's address. */
export function accountTabPath(tab: AccountTab): string {
  return `/my-account/${tab}`;
}

/** Whether a path segment names a tab. */
export function isAccountTab(value: string | undefined): value is AccountTab {
  return (ACCOUNT_TABS as readonly string[]).includes(value ?? '');
}

/**
 * The tabs that are on, in the menu's order, from a flag list such as 'home,profile,activity'
 * (spaces and unknown names ignored); the defaults when there is no list.
 */
export function enabledAccountTabs(flags: string | null | undefined): AccountTab[] {
  if (flags == null) return [...DEFAULT_ACCOUNT_TABS];
  const named = new Set(flags.split(',').map((flag) => flag.trim().toLowerCase()));
  return ACCOUNT_TABS.filter((tab) => named.has(tab));
}
