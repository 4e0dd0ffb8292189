/**
 * Member roles at schools (spec §1, §3, §6): the priority order, what each role must name when it is
 * added, the filters it offers, and how the role list is grouped.
 */

import type { RoleEntry } from '../contract/accounts';

/** Member roles in priority order, highest first (spec §3 "Role entry"). */
export const MEMBER_ROLES = [
  'LeagueDirector',
  'AthleticDirector',
  'HeadCoach',
  'AssistantCoach',
  'StudentAmbassador',
  'Player',
  'Parent',
  'Alumni',
  'Fan',
] as const;

/** One of {@link MEMBER_ROLES}. */
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** The staff role; it is not a role at a school. */
export const SITE_ADMIN = 'SiteAdmin';

/** Any role name a token may carry. */
export type RoleName = MemberRole | typeof SITE_ADMIN;

/** Every role name, member roles first. */
export const ROLE_NAMES: readonly RoleName[] = [...MEMBER_ROLES, SITE_ADMIN];

/** Human labels of the roles; a Record so that a new role cannot be added without one. */
export const ROLE_LABELS: Readonly<Record<RoleName, string>> = {
  LeagueDirector: 'League Director',
  AthleticDirector: 'Athletic Director',
  HeadCoach: 'Head Coach',
  AssistantCoach: 'Assistant Coach',
  StudentAmbassador: 'Student Ambassador',
  Player: 'Player',
  Parent: 'Parent',
  Alumni: 'Alumni',
  Fan: 'Fan',
  SiteAdmin: 'Site Admin',
};

/** Whether a string is a member role. */
export function isMemberRole(value: unknown): value is MemberRole {
  return (MEMBER_ROLES as readonly unknown[]).includes(value);
}

/** Position in the priority order; lower is higher. SiteAdmin ranks above every member role. */
export function rolePriority(role: RoleName): number {
  return role === SITE_ADMIN ? -1 : MEMBER_ROLES.indexOf(role);
}

/** Sorts anything carrying a role by priority, highest first, keeping the order of equals. */
export function sortByRolePriority<T>(items: readonly T[], roleOf: (item: T) => RoleName): T[] {
  return [...items].sort((a, b) => rolePriority(roleOf(a)) - rolePriority(roleOf(b)));
}

/** The highest of some roles, or null for none; this is the roleName a token carries. */
export function highestRole(roles: readonly RoleName[]): RoleName | null {
  return sortByRolePriority(roles, (r) => r)[0] ?? null;
}

/** Roles anyone may pick for themselves without review (spec §6 "public subset"). */
export const PUBLIC_ROLES = [
  'Fan',
  'Player',
  'Parent',
  'Alumni',
] as const satisfies readonly MemberRole[];

/** Roles that may manage a team calendar (spec §6 "Calendar actions"). */
export const CALENDAR_ROLES = [
  'HeadCoach',
  'AssistantCoach',
  'AthleticDirector',
  'LeagueDirector',
] as const satisfies readonly MemberRole[];

/** Director-type roles: they reach the league page and may change an event's sport (spec §6). */
export const DIRECTOR_ROLES = [
  'LeagueDirector',
  'AthleticDirector',
] as const satisfies readonly MemberRole[];

/** Roles whose holders may toggle email notifications (spec §6: directors and coaches). */
export const NOTIFIABLE_ROLES = CALENDAR_ROLES;

/** Self sign-up choices on the preferences form, with their values (spec §6). */
export const SELF_SIGNUP_CHOICES = [
  { label: 'Student', value: 'Student' },
  { label: 'Parent', value: 'Parent' },
  { label: 'Alumni', value: 'Alumni' },
  { label: 'Other', value: 'Spectator' },
] as const;

/** A self sign-up choice's value. */
export type SelfSignupChoice = (typeof SELF_SIGNUP_CHOICES)[number]['value'];

/** The preferences form preselects 'Other' (spec §5 "Preferences"). */
export const DEFAULT_SELF_SIGNUP_CHOICE: SelfSignupChoice = 'Spectator';

/** The member role a self sign-up choice grants: students play, spectators are fans. */
export const SELF_SIGNUP_ROLE: Readonly<Record<SelfSignupChoice, MemberRole>> = {
  Student: 'Player',
  Parent: 'Parent',
  Alumni: 'Alumni',
  Spectator: 'Fan',
};

/** The place fields a role entry names. */
export type RoleField = 'stateId' | 'districtId' | 'schoolId' | 'sportId';

/**
 * Fields each role must name when it is added or invited (spec §5 "Add role"); the district is the
 * league (county or conference).
 */
export const ROLE_REQUIRED_FIELDS: Readonly<Record<MemberRole, readonly RoleField[]>> = {
  Fan: ['stateId', 'districtId', 'schoolId'],
  Alumni: ['stateId', 'districtId', 'schoolId'],
  StudentAmbassador: ['stateId', 'districtId', 'schoolId'],
  AthleticDirector: ['stateId', 'districtId', 'schoolId'],
  Player: ['stateId', 'districtId', 'schoolId', 'sportId'],
  Parent: ['stateId', 'districtId', 'schoolId', 'sportId'],
  HeadCoach: ['stateId', 'districtId', 'schoolId', 'sportId'],
  AssistantCoach: ['stateId', 'districtId', 'schoolId', 'sportId'],
  LeagueDirector: ['stateId', 'districtId'],
};

/** Filters a role's holder picks on role-based views (spec §6 "Role-based filters"). */
export const ROLE_FILTERS: Readonly<Record<MemberRole, readonly ('schoolId' | 'sportId')[]>> = {
  LeagueDirector: ['schoolId', 'sportId'],
  AthleticDirector: ['sportId'],
  StudentAmbassador: ['sportId'],
  Alumni: ['sportId'],
  Fan: ['sportId'],
  HeadCoach: [],
  AssistantCoach: [],
  Player: [],
  Parent: [],
};

/** The least a role list entry needs for grouping. */
export interface GroupableRole {
  /** The role held. */
  memberRoleType: MemberRole;
  /** True until staff approve it. */
  isPending: boolean;
}

/** The role list as shown (spec §6): pending apart, then league directors, athletic directors, others. */
export interface GroupedRoles<T> {
  /** Roles waiting for approval, shown with a disclaimer. */
  pending: T[];
  /** Approved league director roles. */
  leagueDirectors: T[];
  /** Approved athletic director roles. */
  athleticDirectors: T[];
  /** Every other approved role, in priority order. */
  others: T[];
}

/** Splits a role list into the groups of spec §6, each in priority order. */
export function groupRoles<T extends GroupableRole>(roles: readonly T[]): GroupedRoles<T> {
  const sorted = sortByRolePriority(roles, (r) => r.memberRoleType);
  const approved = sorted.filter((r) => !r.isPending);
  return {
    pending: sorted.filter((r) => r.isPending),
    leagueDirectors: approved.filter((r) => r.memberRoleType === 'LeagueDirector'),
    athleticDirectors: approved.filter((r) => r.memberRoleType === 'AthleticDirector'),
    others: approved.filter(
      (r) => r.memberRoleType !== 'LeagueDirector' && r.memberRoleType !== 'AthleticDirector',
    ),
  };
}

/**
 * The status a new role starts with: public roles are granted at once, since following a school
 * as a fan gives no power; the others (student ambassador, coaches, directors) wait for approval
 * (spec §4 "Role").
 */
export function initialRoleStatus(role: MemberRole): 'Approved' | 'Pending' {
  return (PUBLIC_ROLES as readonly MemberRole[]).includes(role) ? 'Approved' : 'Pending';
}

/** The name a member is shown by to others: their display name, else their full name. */
export function memberDisplayName(member: {
  displayName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}): string {
  return (
    member.displayName ||
    [member.firstName, member.lastName].filter(Boolean).join(' ') ||
    'A CSZ member'
  );
}

/**
 * A role entry naming only what is given, everything else empty: the follow a page shows before the
 * server's answer holds the real one, and entries in tests.
 */
export function roleEntryWith(
  fields: Partial<RoleEntry> & Pick<RoleEntry, 'memberRoleType'>,
): RoleEntry {
  return {
    id: 0,
    isPending: false,
    pendingStatus: 'Approved',
    followedSchoolId: null,
    followedSportId: null,
    followedDistrictId: null,
    followedStateId: null,
    districtName: null,
    schoolFullName: null,
    schoolShortName: null,
    schoolLogoUrl: null,
    sportName: null,
    isAutomaticallyTexting: false,
    ...fields,
  };
}
