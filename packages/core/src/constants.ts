/**
 * Business constants and limits of spec §9, in one place so the site, the embeds and the server
 * agree on them.
 */

/** The network's name, last part of every page title (spec §2 "Page title pattern"). */
export const NETWORK_NAME = 'CSZ';

/** The default page title: the scores, schedules and standings tagline (spec §2). */
export const DEFAULT_PAGE_TITLE = 'CSZ | High School Sports Scores, Schedules and Standings';

/** Staff contact address quoted in messages such as the empty-league schedule text (spec §8). */
export const CONTACT_EMAIL = 'info@countysportszone.com';

/** Page sizes of the lists the product loads (spec §9). */
export const PAGE_SIZES = {
  /** Comments under a post. */
  comments: 10,
  /** Forum posts page. */
  forumPosts: 15,
  /** Member feed (home tab). */
  memberFeed: 20,
  /** Scoreboard games. */
  scoreboard: 16,
  /** Today-scores grid. */
  todayScores: 12,
  /** Any list without a size of its own. */
  default: 25,
  /** Playoff games feed. */
  playoffGames: 16,
  /** Notifications list. */
  notifications: 10,
  /** Lookup lists (states, districts, schools, sports). */
  lookups: 500,
  /** The largest page any list may ask for. */
  lookupsMax: 5000,
  /** School search dropdown. */
  schoolSearchDropdown: 5,
} as const;

/** Timers in milliseconds (spec §9). */
export const TIMERS_MS = {
  /** Search fields wait this long after the last keystroke. */
  searchDebounce: 500,
  /** A failed comments load is retried after this long. */
  commentRetry: 2000,
  /** Failed state, county and school lookups are retried after this long. */
  lookupRetry: 5000,
  /** Failed sports and playoff-sports lookups are retried after this long. */
  sportsRetry: 5000,
  /** Failed notifications loads are retried after this long. */
  notificationsRetry: 1000,
  /** Alerts (toasts) stay this long. */
  alert: 4000,
} as const;

/** Access-token lifetime when the server does not say, in seconds (spec §4 "Auth"). */
export const DEFAULT_TOKEN_EXPIRY_SECONDS = 86_400;

/** Length limits of text fields (spec §9). */
export const LENGTHS = {
  /** The longest address mail can carry (RFC 5321's path limit less its brackets). */
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 100,
  /** First name, last name, display name, coach name. */
  nameMax: 50,
  phoneMin: 10,
  phoneMax: 15,
  /** The phone input cleaner keeps at most this many digits. */
  phoneCleanerDigits: 10,
  commentMax: 12_000,
} as const;

/** Embed widget defaults (spec §9). */
export const WIDGET_DEFAULTS = {
  /** Frame width in pixels. */
  width: 300,
  /** Frame height in pixels. */
  height: 600,
} as const;

/** Height of the team calendar in pixels (spec §9). */
export const CALENDAR_HEIGHT = 500;

/** Game cards and the scoreboard show at most this many teams (spec §9). */
export const MAX_TEAMS_SHOWN = 2;

/** Label of the link to the teams beyond the first two (spec §9). */
export const SEE_MORE_TEAMS = 'See more teams...';

/** Largest number of images on one post or score upload (not given by the spec; our choice). */
export const MAX_IMAGES = 10;

/**
 * Most links with previews one post carries (not given by the spec). Here, not with the post's
 * schema, so the create-post card can keep to it without loading the validation library.
 */
export const POST_LINKS_MAX = 5;

/** Longest accepted image file name (the spec's "other limit" of 100). */
export const MAX_IMAGE_NAME_LENGTH = 100;

/** Image labels are cut to this many characters (spec §5 "Images"). */
export const IMAGE_LABEL_LENGTH = 7;

/**
 * The largest picture one upload may carry, in bytes (not given by the spec; a phone's photo is
 * 2 to 4 MB), and the same in words for the message that refuses a larger one.
 */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_SIZE_LABEL = '5 MB';

/**
 * The most pixels a picture may have (width times height): 40 megapixels holds any phone's photo,
 * and stops a small file that would decode to a huge image (a decompression bomb).
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * The picture types taken, as browsers name them: photos and screenshots. Not SVG, which is a
 * document that can carry script, and not anything the server cannot re-encode.
 */
export const IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/heic',
  'image/heif',
] as const;
