import { z } from 'zod';
import { MEMBER_ROLES, ROLE_NAMES } from '../roles/roles';
import { SPIRIT_POINT_TYPE_IDS } from '../spirit/spiritPoints';
import { dateStringSchema, idSchema, timestampSchema } from './primitives';

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

/** A notification (spec §3 "Notification"). */
export const notificationSchema = z.object({
  id: idSchema,
  spiritPointType: z.union(SPIRIT_POINT_TYPE_IDS.map((id) => z.literal(id))),
  type: z.enum(['Like', 'NewPost', 'NewComment']),
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
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET notifications (spec §7): a page, newest first, how many in all and how many unread. */
export const notificationsPageSchema = z.object({
  notifications: z.array(notificationSchema),
  total: z.number().int().nonnegative(),
  unread: z.number().int().nonnegative(),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

/**
 * A member's 'Update Coach' answer (spec §5 "Update coach"), as staff review it (issue 18): the
 * team it is about, who sent it, whether they said they are the coach and the role, the coach they
 * named when not, and where it stands.
 */
export const coachReportSchema = z.object({
  id: idSchema,
  created: timestampSchema,
  school: z.object({ id: idSchema, name: z.string() }),
  sport: z.object({ id: idSchema, name: z.string() }),
  memberName: z.string(),
  memberEmail: z.string(),
  isCoach: z.boolean(),
  role: z.enum(MEMBER_ROLES),
  coachFirstName: z.string().nullable(),
  coachLastName: z.string().nullable(),
  coachEmail: z.string().nullable(),
  coachCellPhone: z.string().nullable(),
  status: z.enum(['Pending', 'Accepted', 'Rejected']),
});
export type CoachReport = z.infer<typeof coachReportSchema>;

/** GET coachReports (issue 18): the answers with the status asked for, oldest first. */
export const coachReportsSchema = z.object({ items: z.array(coachReportSchema) });
