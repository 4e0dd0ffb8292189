import { shiftDate, type DateString } from '../dates/dateStrings';

/**
 * The 23 kinds of Spirit Points (spec §4 "Spirit-point types"), keyed by the number the API uses.
 * A Record over the union so that the list and the type cannot drift apart.
 */
export const SPIRIT_POINT_TYPES = {
  0: 'Downloaded the iOS app',
  1: 'Added a profile picture',
  2: 'Added a mobile number',
  3: 'Added a zip code',
  4: 'Added a birthday',
  5: 'Followed a team',
  6: 'Followed a school',
  7: 'Posted a highlight with a picture',
  8: 'Shared a game',
  9: 'Posted with 5 pictures',
  10: 'Posted a highlight',
  11: 'Posted with a picture',
  12: 'Posted',
  13: 'Posted',
  14: 'Posted',
  15: 'Posted about a game',
  16: 'Reported a correct score',
  17: 'Commented',
  18: 'Liked a post',
  19: 'Liked a post',
  20: 'Reported a score',
  21: 'Got points',
  22: 'Liked a game',
} as const satisfies Record<SpiritPointType, string>;

/** A Spirit Points type number, 0 to 22. */
export type SpiritPointType =
  | 0
  | 1
  | 2
  | 3
  | 4
  | 5
  | 6
  | 7
  | 8
  | 9
  | 10
  | 11
  | 12
  | 13
  | 14
  | 15
  | 16
  | 17
  | 18
  | 19
  | 20
  | 21
  | 22;

/** Every Spirit Points type number, in order. */
export const SPIRIT_POINT_TYPE_IDS = Object.keys(SPIRIT_POINT_TYPES).map(
  Number,
) as SpiritPointType[];

/**
 * Score-reporting accuracy (spec §3 "Profile"): correct over total, and the percent, which is 100
 * when nothing has been reported yet.
 */
export function scoreAccuracy(
  statTrue: number,
  statFalse: number,
): {
  label: string;
  percent: number;
} {
  const total = statTrue + statFalse;
  return {
    label: `${statTrue}/${total}`,
    percent: total === 0 ? 100 : Math.round((statTrue / total) * 100),
  };
}

/**
 * Points each type earns. The spec names the types but not their worth; these are ours: a little
 * for setting up a profile and following, more for what brings the community content (posts with
 * pictures, highlights) and most for reporting a score that staff confirm, the service's purpose.
 * Two types cannot be earned here (SPIRIT_POINT_SOURCES says why): 0 ('downloaded the iOS app':
 * there is no app of ours) and 21 ('got points': no action of ours earns it); they keep a value for
 * the notifications and histories that name them.
 */
export const SPIRIT_POINT_VALUES = {
  0: 10,
  1: 10,
  2: 5,
  3: 5,
  4: 5,
  5: 5,
  6: 5,
  7: 15,
  8: 2,
  9: 20,
  10: 10,
  11: 10,
  12: 5,
  13: 5,
  14: 5,
  15: 10,
  16: 25,
  17: 2,
  18: 1,
  19: 1,
  20: 10,
  21: 0,
  22: 1,
} as const satisfies Record<SpiritPointType, number>;

/**
 * How many games a member earns 'shared a game' (type 8) for in any 24 hours. Sharing costs a
 * click, so without a cap a script sharing every game id farms points (120 games an hour was seen);
 * a fan shares the few games they care about on a night. Shares past the cap still work, and earn 0.
 */
export const SHARED_GAME_DAILY_LIMIT = 5;

/** The named Spirit Points types the server awards, so a call site says what it awards. */
export const SPIRIT_POINTS = {
  profilePicture: 1,
  mobileNumber: 2,
  zipCode: 3,
  birthday: 4,
  followedTeam: 5,
  followedSchool: 6,
  sharedGame: 8,
  reportedCorrectScore: 16,
  reportedScore: 20,
  likedGame: 22,
} as const satisfies Record<string, SpiritPointType>;

/** Where a Spirit Points type is earned: the server's write that awards it, or why nothing does. */
export type SpiritPointSource = { awardedBy: string } | { notEarnable: string };

/**
 * Every type and where it is earned (issue 18 "Every one of the 23 types is awarded where its
 * action happens"): the server's write that awards it, or, for the types no feature of ours can
 * earn, why. The server's tests walk this map, perform each earnable type's action over HTTP and
 * check the ledger for it, so an entry here that no code awards fails them.
 */
export const SPIRIT_POINT_SOURCES = {
  0: { notEarnable: 'Downloaded the iOS app: there is no app of ours to download.' },
  1: { awardedBy: 'accounts/profileWrites.ts setAvatar (POST upload/images/avatar)' },
  2: { awardedBy: 'accounts/profileWrites.ts updateProfile (a mobile number)' },
  3: { awardedBy: 'accounts/profileWrites.ts updateProfile (a zip code)' },
  4: { awardedBy: 'accounts/profileWrites.ts updateProfile (a birthday)' },
  5: { awardedBy: 'accounts/roleWrites.ts addRole (a school and sport followed)' },
  6: { awardedBy: 'accounts/roleWrites.ts addRole (a school followed)' },
  7: { awardedBy: 'forum/postState.ts awardPostPoints (a highlight with a picture)' },
  8: { awardedBy: 'points/writes.ts shareGame (POST games/share/{id})' },
  9: { awardedBy: 'forum/postState.ts awardPostPoints (a post with 5 pictures)' },
  10: { awardedBy: 'forum/postState.ts awardPostPoints (a highlight)' },
  11: { awardedBy: 'forum/postState.ts awardPostPoints (a post with a picture)' },
  12: { awardedBy: 'forum/postState.ts awardPostPoints (a post)' },
  13: { awardedBy: 'forum/postState.ts awardPostPoints (a blog post)' },
  14: { awardedBy: 'forum/postState.ts awardPostPoints (a post with a link)' },
  15: { awardedBy: 'forum/postWrites.ts createGamePost (a post about a game)' },
  16: { awardedBy: 'scores/writes.ts countDecided (a report staff found right)' },
  17: { awardedBy: 'forum/commentWrites.ts addComment (a comment on a post)' },
  18: { awardedBy: "forum/postState.ts likePoints (liking another's post)" },
  19: { awardedBy: 'forum/postState.ts likePoints (the author, for each member who likes it)' },
  20: { awardedBy: 'scores/writes.ts countDecided (a report staff decided)' },
  21: {
    notEarnable:
      "Got points: the spec names no action, and staff grant no points by hand here; 19 covers a post's likes.",
  },
  22: { awardedBy: 'games/writes.ts setLike (liking a game)' },
} as const satisfies Record<SpiritPointType, SpiritPointSource>;

/** The types no feature of ours can earn (SPIRIT_POINT_SOURCES gives the reasons). */
export const NOT_EARNABLE_SPIRIT_POINT_TYPES = SPIRIT_POINT_TYPE_IDS.filter(
  (type) => 'notEarnable' in SPIRIT_POINT_SOURCES[type],
);

/**
 * Days in a row, ending today or yesterday, on which a member earned points (spec §3 "Spirit
 * stats"), counted in the member's own calendar days: `days` are local dates, any order, repeats
 * allowed. A streak not yet extended today still counts until today ends.
 */
export function daysStreak(days: readonly DateString[], today: DateString): number {
  const earned = new Set(days);
  let day = earned.has(today) ? today : shiftDate(today, -1);
  let streak = 0;
  while (earned.has(day)) {
    streak += 1;
    day = shiftDate(day, -1);
  }
  return streak;
}
