import {
  CALENDAR_ROLES,
  ROLE_FILTERS,
  ROLE_LABELS,
  sortByRolePriority,
  type EventTarget,
  type MemberRole,
  type RoleEntry,
} from '@csz/core';

/**
 * The schedule tab's role filters (spec §3 "Role filters", §6 "Role-based filters"): the role the
 * member looks through, and the school and sport picked where that role lets them pick. Ids are
 * kept as strings, as the selection keeps them.
 */
export interface RoleFilters {
  roleId: string | null;
  schoolId: string | null;
  sportId: string | null;
}

/** No role chosen, nothing picked. */
export const NO_ROLE_FILTERS: RoleFilters = { roleId: null, schoolId: null, sportId: null };

/** The localStorage key of the schedule tab's role filters (spec §3 "Persisted locally"). */
export const ROLE_FILTERS_KEY = 'csz.roleFilters';

const idOrNull = (value: unknown): string | null =>
  typeof value === 'string' && /^\d{1,15}$/.test(value) ? value : null;

/** The stored role filters; anything unreadable (an older shape, edited by hand) counts as none. */
export function readRoleFilters(storage: Pick<Storage, 'getItem'> | null): RoleFilters {
  try {
    const stored = JSON.parse(storage?.getItem(ROLE_FILTERS_KEY) ?? 'null') as unknown;
    if (stored == null || typeof stored !== 'object') return NO_ROLE_FILTERS;
    const fields = stored as Record<string, unknown>;
    return {
      roleId: idOrNull(fields.roleId),
      schoolId: idOrNull(fields.schoolId),
      sportId: idOrNull(fields.sportId),
    };
  } catch {
    return NO_ROLE_FILTERS;
  }
}

/** Keeps the role filters for the next visit; private browsing keeps them for this page only. */
export function writeRoleFilters(storage: Pick<Storage, 'setItem'> | null, filters: RoleFilters) {
  try {
    storage?.setItem(ROLE_FILTERS_KEY, JSON.stringify(filters));
  } catch {
    // Storage full or refused: the filters last as long as the page.
  }
}

/** The roles the tab offers: the approved ones (a pending role grants nothing yet), highest first. */
export function viewableRoles(entries: readonly RoleEntry[]): RoleEntry[] {
  return sortByRolePriority(
    entries.filter((entry) => !entry.isPending),
    (entry) => entry.memberRoleType,
  );
}

/** The role the member looks through: the one chosen if they still hold it, else their highest. */
export function chosenRole(roles: readonly RoleEntry[], filters: RoleFilters): RoleEntry | null {
  return roles.find((entry) => String(entry.id) === filters.roleId) ?? roles[0] ?? null;
}

/** What a role lets its holder pick (core ROLE_FILTERS): a league director school and sport. */
export function rolePicks(role: MemberRole): { school: boolean; sport: boolean } {
  const picks = ROLE_FILTERS[role];
  return { school: picks.includes('schoolId'), sport: picks.includes('sportId') };
}

/** Whether a role manages a calendar (spec §6 "Calendar actions"). */
export function isCalendarRole(role: MemberRole): boolean {
  return (CALENDAR_ROLES as readonly MemberRole[]).includes(role);
}

/** The place and sport a role looks at, with the member's picks where the role lets them pick. */
export interface CalendarPlace {
  stateId: number | null;
  districtId: number | null;
  schoolId: number | null;
  sportId: number | null;
}

const numberOrNull = (id: string | null) => (id == null ? null : Number(id));

/**
 * The calendar a role shows (spec §6 "Role-based filters"): a league director their league, or the
 * school and sport they pick in it; an athletic director, student ambassador, alumnus or fan their
 * school, or the sport they pick there; a coach, player or parent their team.
 */
export function calendarPlace(role: RoleEntry, filters: RoleFilters): CalendarPlace {
  const picks = rolePicks(role.memberRoleType);
  const league = role.followedSchoolId == null;
  return {
    stateId: league ? role.followedStateId : null,
    districtId: league ? role.followedDistrictId : null,
    schoolId: picks.school ? numberOrNull(filters.schoolId) : role.followedSchoolId,
    sportId: picks.sport ? numberOrNull(filters.sportId) : role.followedSportId,
  };
}

/** Where a new game or event of this view goes, as core's addEvent permission reads it. */
export function eventTarget(role: RoleEntry, place: CalendarPlace): EventTarget {
  return {
    schoolId: place.schoolId,
    districtId: role.followedDistrictId,
    sportId: place.sportId,
  };
}

/** A role as the role picker names it: 'Head Coach: Northside, Football'. */
export function roleLabel(entry: RoleEntry): string {
  const place = entry.schoolShortName || entry.schoolFullName || entry.districtName;
  const where = [place, entry.sportName].filter(Boolean).join(', ');
  return where === ''
    ? ROLE_LABELS[entry.memberRoleType]
    : `${ROLE_LABELS[entry.memberRoleType]}: ${where}`;
}
