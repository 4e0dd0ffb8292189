import {
  MEMBER_ROLES,
  ROLE_LABELS,
  ROLE_REQUIRED_FIELDS,
  isMemberRole,
  type RoleEntry,
  type RoleField,
} from '@csz/core';

/** A role form's values as its pickers hold them: ids as strings, '' for none. */
export interface RoleFormValues extends Record<string, string> {
  role: string;
  followStateId: string;
  followDistrictId: string;
  followSchoolId: string;
  followSportId: string;
}

/** The value a role form's field is sent under. */
export type PlaceKey = 'followStateId' | 'followDistrictId' | 'followSchoolId' | 'followSportId';

/** The place pickers, from the top down: each choice clears those under it (spec §4). */
export const PLACE_KEYS: readonly PlaceKey[] = [
  'followStateId',
  'followDistrictId',
  'followSchoolId',
  'followSportId',
];

const KEY_OF: Record<RoleField, PlaceKey> = {
  stateId: 'followStateId',
  districtId: 'followDistrictId',
  schoolId: 'followSchoolId',
  sportId: 'followSportId',
};

/** An empty role form. */
export const EMPTY_ROLE_FORM: RoleFormValues = {
  role: '',
  followStateId: '',
  followDistrictId: '',
  followSchoolId: '',
  followSportId: '',
};

/** The role picker's options, in priority order. */
export const ROLE_OPTIONS = MEMBER_ROLES.map((role) => ({ id: role, name: ROLE_LABELS[role] }));

/** The place pickers a role asks for (spec §5 "Add role"); none until a role is chosen. */
export function placeKeysFor(role: string): PlaceKey[] {
  return isMemberRole(role) ? ROLE_REQUIRED_FIELDS[role].map((field) => KEY_OF[field]) : [];
}

/** A new role: its pickers that the role does not ask for are emptied. */
export function changeRole(role: string): Partial<RoleFormValues> {
  const kept = placeKeysFor(role);
  return {
    role,
    ...Object.fromEntries(PLACE_KEYS.filter((key) => !kept.includes(key)).map((key) => [key, ''])),
  };
}

/** A place choice, and the pickers under it emptied (spec §4 "Selection rules"). */
export function choosePlace(key: PlaceKey, value: string): Partial<RoleFormValues> {
  const below = PLACE_KEYS.slice(PLACE_KEYS.indexOf(key) + 1);
  return { [key]: value, ...Object.fromEntries(below.map((k) => [k, ''])) };
}

/** The entries the tab shows: a declined role is gone (the server's groups leave it out too). */
export function currentEntries(items: readonly RoleEntry[]): RoleEntry[] {
  return items.filter((entry) => entry.pendingStatus !== 'Rejected');
}

/** A followed school and the follows of it, one a sport (or the whole school). */
export interface FollowedSchool {
  schoolId: number;
  name: string;
  follows: { id: number; label: string }[];
}

/**
 * The schools followed (spec §2 "Complete Preferences": a school and its sports), from the fan
 * entries a follow makes, one per school in the order first followed.
 */
export function followedSchools(items: readonly RoleEntry[]): FollowedSchool[] {
  const schools = new Map<number, FollowedSchool>();
  for (const entry of currentEntries(items)) {
    if (entry.memberRoleType !== 'Fan' || entry.followedSchoolId == null) continue;
    const school = schools.get(entry.followedSchoolId) ?? {
      schoolId: entry.followedSchoolId,
      name: entry.schoolFullName ?? 'School',
      follows: [],
    };
    school.follows.push({ id: entry.id, label: entry.sportName ?? 'All sports' });
    schools.set(entry.followedSchoolId, school);
  }
  return [...schools.values()];
}
