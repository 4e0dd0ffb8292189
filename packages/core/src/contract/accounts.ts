import { z } from 'zod';
import { MEMBER_ROLES, ROLE_NAMES } from '../roles/roles';
import { SPIRIT_POINT_TYPE_IDS } from '../spirit/spiritPoints';
import { SCHEDULE_CHANGE_KINDS } from '../games/gameTypes';
import type { ScheduleChangeSummary } from '../games/scheduleChanges';
import { PAGE_SIZES } from '../constants';
import {
  dateStringSchema,
  idParamSchema,
  idSchema,
  timeStringSchema,
  timestampSchema,
} from './primitives';
import { pageParamSchema } from './queries';

/** An id in a query string that may be left out (an empty value counts as left out). */
function optionalQueryId() {
  return z.preprocess((value) => (value === '' ? undefined : value), idParamSchema.optional());
}

/** A role a member holds at a school (spec §3 "Role entry"). */
export const roleEntrySchema = z.object({
  id: idSchema,
  memberRoleType: z.enum(MEMBER_ROLES),
  isPending: z.boolean(),
  pendingStatus: z.enum(['Pending', 'Approved', 'Rejected']),
  followedSchoolId: idSchema.nullable(),
  followedSportId: idSchema.nullable(),
  followedDistrictId: idSchema.nullable(),
  /** The state of the followed school or county, for links to its pages. */
  followedStateId: idSchema.nullable(),
  districtName: z.string().nullable(),
  schoolFullName: z.string().nullable(),
  schoolShortName: z.string().nullable(),
  schoolLogoUrl: z.string().nullable(),
  sportName: z.string().nullable(),
  isAutomaticallyTexting: z.boolean(),
});
export type RoleEntry = z.infer<typeof roleEntrySchema>;

/** A member's profile (spec §3 "Profile"). */
export const profileSchema = z.object({
  id: idSchema,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  displayName: z.string().nullable(),
  /** Read-only. */
  email: z.string(),
  birthday: dateStringSchema.nullable(),
  cellPhone: z.string().nullable(),
  zipCode: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  /** Scores this member reported that staff confirmed. */
  statTrue: z.number().int().nonnegative(),
  /** Scores this member reported that staff found wrong. */
  statFalse: z.number().int().nonnegative(),
  spiritPoints: z.object({ sum: z.number().int() }),
});
export type Profile = z.infer<typeof profileSchema>;

/** What the login and refresh calls return. */
export const loginResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Seconds the access token lives; 86400 when absent (spec §4 "Auth"). */
  expiresIn: z.number().int().positive().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The session kept in the browser (spec §3 "Auth session"). */
export const authSessionSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Epoch milliseconds when the access token expires. */
  expiresAt: z.number().int(),
  email: z.string(),
});
export type AuthSession = z.infer<typeof authSessionSchema>;

/** The claims an access token carries (spec §3, §6: the role name is read from the token). */
export const tokenClaimsSchema = z.object({
  memberId: idSchema,
  roleName: z.enum(ROLE_NAMES as [string, ...string[]]).nullable(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

/** The answer to check: does an account exist for this email (spec §7). */
export const accountCheckResponseSchema = z.object({ exists: z.boolean() });

/** A followed school and sports (spec §3 "Subscription"). */
export const subscriptionSchema = z.object({
  id: idSchema,
  followedSchoolId: idSchema.nullable(),
  followedSportId: idSchema.nullable(),
  followedDistrictId: idSchema.nullable(),
  isAutomaticallyTexting: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** A member's Spirit Points standing (spec §3 "Spirit stats"). */
export const spiritStatsSchema = z.object({
  rank: z.number().int().positive().nullable(),
  spiritPoints: z.object({ sum: z.number().int() }),
  correctScores: z.object({ count: z.number().int().nonnegative() }),
  allEventsCount: z.object({ count: z.number().int().nonnegative() }),
  daysStreak: z.number().int().nonnegative(),
});
export type SpiritStats = z.infer<typeof spiritStatsSchema>;

/** Points earned on one day, for the chart. */
export const spiritPointsByDateSchema = z.object({
  date: dateStringSchema,
  spiritPoints: z.number().int(),
});
export type SpiritPointsByDate = z.infer<typeof spiritPointsByDateSchema>;

/** Points earned in one month, for 'Points Earned by Month'. */
export const spiritPointsByMonthSchema = z.object({
  year: z.number().int(),
  month: z.number().int().min(1).max(12),
  spiritPointsSum: z.number().int(),
});
export type SpiritPointsByMonth = z.infer<typeof spiritPointsByMonthSchema>;

/** What sharing a game earned (POST games/share/{id}): 0 when the member shared it before. */
export const shareGameResponseSchema = z.object({ spiritPoints: z.number().int().nonnegative() });
export type ShareGameResponse = z.infer<typeof shareGameResponseSchema>;

/** The largest page of the Spirit Points leaderboard and of staff's coach reports. */
export const LEADERBOARD_MAX_PER_PAGE = 50;

/** A page size of the account screens' lists: 25 by default, at most 50. */
const smallPageSize = z.coerce
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .min(1, 'Must be 1 or more')
  .max(LEADERBOARD_MAX_PER_PAGE, `Must be ${LEADERBOARD_MAX_PER_PAGE} or less`)
  .default(PAGE_SIZES.default);

/**
 * GET spiritPoints/leaderboard (issue 18): a state's or a school's members by points, exactly one
 * of stateId and schoolId, paged (25 a page by default, at most 50).
 */
export const leaderboardQuerySchema = z
  .object({
    stateId: optionalQueryId(),
    schoolId: optionalQueryId(),
    page: pageParamSchema,
    perPage: smallPageSize,
  })
  .superRefine((query, ctx) => {
    if ((query.stateId == null) === (query.schoolId == null)) {
      const message =
        query.stateId == null ? 'Give a state or a school' : 'Give a state or a school, not both';
      for (const path of ['stateId', 'schoolId'])
        ctx.addIssue({ code: 'custom', message, path: [path] });
    }
  });
export type LeaderboardQuery = z.output<typeof leaderboardQuerySchema>;

/**
 * A leaderboard page: members ranked by their total points with competition ranking (equal totals
 * share a rank and the next rank skips: 1, 2, 2, 4), the number of members ranked, the caller's
 * own standing there (null when they are not ranked at the place), and the place's name.
 */
export const leaderboardSchema = z.object({
  items: z.array(
    z.object({
      rank: z.number().int().positive(),
      memberId: idSchema,
      displayName: z.string(),
      avatarUrl: z.string().nullable(),
      spiritPoints: z.number().int(),
    }),
  ),
  total: z.number().int().nonnegative(),
  you: z.object({ rank: z.number().int().positive(), spiritPoints: z.number().int() }).nullable(),
  place: z.object({ name: z.string() }),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

/** Where a member's 'Update Coach' report stands. */
export const COACH_REPORT_STATUSES = ['Pending', 'Accepted', 'Rejected'] as const;
export type CoachReportStatus = (typeof COACH_REPORT_STATUSES)[number];

/** GET coachReports: staff's queue of 'Update Coach' reports by status, paged. */
export const coachReportsQuerySchema = z.object({
  status: z
    .enum(COACH_REPORT_STATUSES, { error: 'Must be Pending, Accepted or Rejected' })
    .default('Pending'),
  page: pageParamSchema,
  perPage: smallPageSize,
});
export type CoachReportsQuery = z.output<typeof coachReportsQuerySchema>;

/**
 * A member's 'Update Coach' report as staff review it: the team, who sent it (their email, for
 * staff only), whether they say they are the coach and in which role, and the coach they name
 * (null when they say they are the coach themselves).
 */
export const coachReportSchema = z.object({
  id: idSchema,
  created: timestampSchema,
  status: z.enum(COACH_REPORT_STATUSES),
  school: z.object({ id: idSchema, name: z.string() }),
  sport: z.object({ id: idSchema, name: z.string() }),
  member: z.object({ id: idSchema, displayName: z.string(), email: z.string() }),
  isCoach: z.boolean(),
  role: z.enum(MEMBER_ROLES),
  coach: z
    .object({
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      email: z.string().nullable(),
      cellPhone: z.string().nullable(),
    })
    .nullable(),
});
export type CoachReport = z.infer<typeof coachReportSchema>;

/** A page of coach reports. */
export const coachReportsPageSchema = z.object({
  items: z.array(coachReportSchema),
  total: z.number().int().nonnegative(),
});
export type CoachReportsPage = z.infer<typeof coachReportsPageSchema>;

/** When a game is played, on its venue's clocks (core's GameWhen). */
const gameWhenSchema = z.object({
  eventDate: dateStringSchema.nullable(),
  startTime: timeStringSchema.nullable(),
});

/** A change to a game's schedule that a notification tells (core's ScheduleChangeSummary). */
export const scheduleChangeSchema = z.object({
  kind: z.enum(SCHEDULE_CHANGE_KINDS),
  gameName: z.string(),
  sportName: z.string(),
  timeZone: z.string(),
  previous: gameWhenSchema.nullable(),
  current: gameWhenSchema.nullable(),
}) satisfies z.ZodType<ScheduleChangeSummary>;

/**
 * The kinds of notification: spec §3's Like, NewPost and NewComment, and GameChanged (issue 19), a
 * followed team's game entered, postponed, canceled, moved or re-timed.
 */
export const NOTIFICATION_TYPES = ['Like', 'NewPost', 'NewComment', 'GameChanged'] as const;

/** One of {@link NOTIFICATION_TYPES}. */
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** A notification (spec §3 "Notification"). */
export const notificationSchema = z.object({
  id: idSchema,
  spiritPointType: z.union(SPIRIT_POINT_TYPE_IDS.map((id) => z.literal(id))),
  type: z.enum(NOTIFICATION_TYPES),
  postId: idSchema.nullable(),
  postName: z.string().nullable(),
  gameId: idSchema.nullable(),
  schoolId: idSchema.nullable(),
  districtId: idSchema.nullable(),
  stateId: idSchema.nullable(),
  sportId: idSchema.nullable(),
  fromMemberId: idSchema.nullable(),
  authorName: z.string().nullable(),
  created: timestampSchema,
  spiritPoints: z.number().int(),
  /** What changed, for a GameChanged notification; null for the others. */
  gameChange: scheduleChangeSchema.nullable().default(null),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET notifications (spec §7): a page, newest first, how many in all and how many unread. */
export const notificationsPageSchema = z.object({
  notifications: z.array(notificationSchema),
  total: z.number().int().nonnegative(),
  unread: z.number().int().nonnegative(),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;
