import {
  can,
  MEMBER_ROLES,
  memberDisplayName,
  noPlaceMessage,
  placeProblems,
  rolePriority,
  type Actor,
  type RoleEntry,
} from '@csz/core';
import { and, asc, count, eq, inArray, ne, notInArray, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { memberRoles, members } from './schema';
import { districts, schools, sports, states } from '../lookups/schema';
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

/** The most pending roles the approval queue lists at once, oldest first. */
export const PENDING_ROLES_PAGE = 200;

/** A pending role in the approval queue, with who asked. */
export interface PendingRole {
  row: RoleRow;
  entry: MemberRoleEntry;
  memberEmail: string;
  memberName: string;
}

/**
 * The approval queue of a decider: the pending roles of active members that they may decide,
 * oldest first, at most {@link PENDING_ROLES_PAGE}, and how many there are in all. Filtered in SQL
 * (a SiteAdmin's every request but their own; an athletic director's, the requests ranked below
 * theirs at the schools where they are approved), then by core's approveRole, the final word.
 */
export async function pendingRoles(
  db: Database,
  actor: NonNullable<Actor>,
): Promise<{ items: PendingRole[]; total: number }> {
  const schoolsDirected = actor.roles
    .filter((g) => !g.isPending && g.role === 'AthleticDirector' && g.schoolId != null)
    .map((g) => g.schoolId!);
  if (!actor.isSiteAdmin && schoolsDirected.length === 0) return { items: [], total: 0 };
  const where = and(
    eq(memberRoles.status, 'Pending'),
    eq(members.isActive, true),
    ne(memberRoles.memberId, actor.memberId),
    ...(actor.isSiteAdmin
      ? []
      : [
          inArray(memberRoles.followedSchoolId, schoolsDirected),
          notInArray(
            memberRoles.role,
            MEMBER_ROLES.filter((r) => rolePriority(r) <= rolePriority('AthleticDirector')),
          ),
        ]),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ row: memberRoles, email: members.email, person: members })
      .from(memberRoles)
      .innerJoin(members, eq(members.id, memberRoles.memberId))
      .where(where)
      .orderBy(asc(memberRoles.createdAt), asc(memberRoles.id))
      .limit(PENDING_ROLES_PAGE),
    db
      .select({ n: count() })
      .from(memberRoles)
      .innerJoin(members, eq(members.id, memberRoles.memberId))
      .where(where),
  ]);
  const entries = new Map(
    (
      await roleEntriesByIds(
        db,
        rows.map((r) => r.row.id),
      )
    ).map((e) => [e.id, e]),
  );
  const items = rows.flatMap(({ row, person }) => {
    const entry = entries.get(row.id);
    if (entry == null) return [];
    if (!can(actor, { action: 'approveRole', entry: roleSubject(row) }).allowed) return [];
    return [{ row, entry, memberEmail: person.email, memberName: memberDisplayName(person) }];
  });
  return { items, total: counted?.n ?? 0 };
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
