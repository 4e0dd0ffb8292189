import { memberDisplayName, noPlaceMessage, placeProblems, type RoleEntry } from '@csz/core';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { districts, memberRoles, members, schools, sports, states } from '../db/schema';
import { logoUrl } from '../games/queries';
import { badInput, notFound } from '../http/errors';

/** A role entry as stored. */
export type RoleRow = typeof memberRoles.$inferSelect;

/** A role entry as the API shows it, with the member it belongs to. */
export type MemberRoleEntry = RoleEntry & { memberId: number };

/** Role rows as the API shows them (spec §3 "Role entry"), with the names of their places. */
export async function roleEntries(
  db: Database,
  where: SQL | undefined,
): Promise<MemberRoleEntry[]> {
  const rows = await db
    .select({
      role: memberRoles,
      districtName: districts.name,
      schoolName: schools.name,
      schoolShortName: schools.shortName,
      sportName: sports.name,
    })
    .from(memberRoles)
    .leftJoin(districts, eq(districts.id, memberRoles.followedDistrictId))
    .leftJoin(schools, eq(schools.id, memberRoles.followedSchoolId))
    .leftJoin(sports, eq(sports.id, memberRoles.followedSportId))
    .where(where)
    .orderBy(asc(memberRoles.id));
  return rows.map(({ role, ...names }) => ({
    id: role.id,
    memberId: role.memberId,
    memberRoleType: role.role,
    isPending: role.status === 'Pending',
    pendingStatus: role.status,
    followedSchoolId: role.followedSchoolId,
    followedSportId: role.followedSportId,
    followedDistrictId: role.followedDistrictId,
    followedStateId: role.followedStateId,
    districtName: names.districtName,
    schoolFullName: names.schoolName,
    schoolShortName: names.schoolShortName,
    schoolLogoUrl: role.followedSchoolId == null ? null : logoUrl(role.followedSchoolId),
    sportName: names.sportName,
    isAutomaticallyTexting: role.isAutomaticallyTexting,
  }));
}

/** The role entries of one member. */
export function memberRoleEntries(db: Database, memberId: number): Promise<MemberRoleEntry[]> {
  return roleEntries(db, eq(memberRoles.memberId, memberId));
}

/** One role entry as the API shows it (it exists). */
export async function roleEntry(db: Database, id: number): Promise<MemberRoleEntry> {
  const [entry] = await roleEntries(db, eq(memberRoles.id, id));
  return entry!;
}

/** Role entries by id, as the API shows them. */
export function roleEntriesByIds(db: Database, ids: readonly number[]): Promise<MemberRoleEntry[]> {
  return ids.length === 0
    ? Promise.resolve([])
    : roleEntries(db, inArray(memberRoles.id, [...ids]));
}

/** A role entry as stored; a 404 when there is none. */
export async function roleRow(db: Database, id: number): Promise<RoleRow> {
  const [row] = await db.select().from(memberRoles).where(eq(memberRoles.id, id));
  if (row == null) throw notFound(`No role with id ${id}`);
  return row;
}

/** What core's permission rules read of a role entry. */
export function roleSubject(row: RoleRow) {
  return {
    memberId: row.memberId,
    role: row.role,
    schoolId: row.followedSchoolId,
    isPending: row.status === 'Pending',
  };
}

/** Every pending role with its member's email and name, for the approval queue. */
export async function pendingRoles(
  db: Database,
): Promise<{ row: RoleRow; entry: MemberRoleEntry; memberEmail: string; memberName: string }[]> {
  const entries = await roleEntries(db, eq(memberRoles.status, 'Pending'));
  if (entries.length === 0) return [];
  const rows = await db.select().from(memberRoles).where(eq(memberRoles.status, 'Pending'));
  const people = await db
    .select()
    .from(members)
    .where(inArray(members.id, [...new Set(entries.map((e) => e.memberId))]));
  const rowById = new Map(rows.map((r) => [r.id, r]));
  const personById = new Map(people.map((p) => [p.id, p]));
  return entries.flatMap((entry) => {
    const row = rowById.get(entry.id);
    const person = personById.get(entry.memberId);
    if (row == null || person == null) return [];
    return [{ row, entry, memberEmail: person.email, memberName: memberDisplayName(person) }];
  });
}

/** A place a role names: the school's county and state are its own. */
export interface Place {
  stateId: number | null;
  districtId: number | null;
  schoolId: number | null;
  sportId: number | null;
}

/**
 * Fills a place from its school or county and checks it with core's place rules: every place named
 * exists, and each is inside the one above it. A 400 in core's words when not.
 */
export async function resolvePlace(db: Database, place: Place): Promise<Place> {
  const school =
    place.schoolId == null
      ? null
      : ((
          await db
            .select({
              id: schools.id,
              name: schools.name,
              stateId: schools.stateId,
              districtId: schools.districtId,
            })
            .from(schools)
            .where(eq(schools.id, place.schoolId))
        )[0] ?? null);
  if (place.schoolId != null && school == null) {
    throw badInput(noPlaceMessage('school', place.schoolId));
  }
  const district =
    place.districtId == null
      ? null
      : ((
          await db
            .select({ id: districts.id, name: districts.name, stateId: districts.stateId })
            .from(districts)
            .where(eq(districts.id, place.districtId))
        )[0] ?? null);
  if (place.districtId != null && district == null) {
    throw badInput(noPlaceMessage('district', place.districtId));
  }
  const state =
    place.stateId == null
      ? null
      : ((
          await db
            .select({ id: states.id, name: states.name })
            .from(states)
            .where(eq(states.id, place.stateId))
        )[0] ?? null);
  if (place.stateId != null && state == null) {
    throw badInput(noPlaceMessage('state', place.stateId));
  }
  const [problem] = placeProblems({ state, district, school });
  if (problem != null) throw badInput(problem.message);
  if (place.sportId != null) {
    const [sport] = await db
      .select({ isParent: sports.isParent })
      .from(sports)
      .where(eq(sports.id, place.sportId));
    if (sport == null || sport.isParent) throw badInput(noPlaceMessage('sport', place.sportId));
  }
  return {
    schoolId: place.schoolId,
    sportId: place.sportId,
    districtId: school?.districtId ?? place.districtId,
    stateId: school?.stateId ?? district?.stateId ?? place.stateId,
  };
}

/** 'Walt Whitman High School Football', or a county's name. */
export async function placeName(db: Database, place: Place): Promise<string> {
  const [school] =
    place.schoolId == null
      ? []
      : await db.select({ name: schools.name }).from(schools).where(eq(schools.id, place.schoolId));
  const [sport] =
    place.sportId == null
      ? []
      : await db.select({ name: sports.name }).from(sports).where(eq(sports.id, place.sportId));
  const [district] =
    place.districtId == null
      ? []
      : await db
          .select({ name: districts.name })
          .from(districts)
          .where(eq(districts.id, place.districtId));
  return [school?.name ?? district?.name ?? 'your school', sport?.name].filter(Boolean).join(' ');
}
