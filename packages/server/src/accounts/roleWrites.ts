import type { subscriptionRequestSchema } from '@csz/core';
import {
  can,
  initialRoleStatus,
  memberDisplayName,
  ROLE_LABELS,
  ROLE_REQUIRED_FIELDS,
  SELF_SIGNUP_ROLE,
  SPIRIT_POINTS,
  type Actor,
  type AddRole,
  type Invite,
  type MemberRole,
  type Preferences,
  type SelfSignupChoice,
  type UpdateCoachRequest,
} from '@csz/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Member } from '../auth/authenticate';
import type { Database } from '../db/client';
import { coachReports, invitations, memberRoles, members } from './schema';
import { badInput, conflict, forbidden, notFound } from '../http/errors';
import { enqueue } from '../jobs/enqueue';
import { invitationMail, roleDecisionMail, type MailContext } from '../mail/templates';
import { awardPoints } from '../points/writes';
import {
  placeName,
  resolvePlace,
  roleEntriesByIds,
  roleEntry,
  type MemberRoleEntry,
  type Place,
  roleSubject,
} from './roleQueries';

/** A follow request: a school and some of its sports, with the roles held there. */
export type SubscriptionRequest = z.output<typeof subscriptionRequestSchema>;

/**
 * Gives a member a role at a place unless they hold the same one already (the same role, school,
 * sport and county: the table's unique constraint `member_roles_once`, so two requests at once
 * still make one row); answers the entry's id. A new follow of a school or a team earns its Spirit
 * Points (spec §4 types 5 and 6) in the same transaction.
 */
async function addRole(
  tx: Database,
  memberId: number,
  role: MemberRole,
  place: Place,
  now: Date,
): Promise<number> {
  const [created] = await tx
    .insert(memberRoles)
    .values({
      memberId,
      role,
      followedStateId: place.stateId,
      followedDistrictId: place.districtId,
      followedSchoolId: place.schoolId,
      followedSportId: place.sportId,
      status: initialRoleStatus(role),
    })
    .onConflictDoNothing()
    .returning({ id: memberRoles.id });
  if (created == null) {
    const [same] = await tx
      .select({ id: memberRoles.id })
      .from(memberRoles)
      .where(
        and(
          eq(memberRoles.memberId, memberId),
          eq(memberRoles.role, role),
          ...(
            [
              ['followedSchoolId', place.schoolId],
              ['followedSportId', place.sportId],
              ['followedDistrictId', place.districtId],
            ] as const
          ).map(([column, value]) =>
            value == null ? isNull(memberRoles[column]) : eq(memberRoles[column], value),
          ),
        ),
      );
    return same!.id;
  }
  if (place.schoolId != null && place.sportId != null) {
    const subject = `team:${place.schoolId}:${place.sportId}`;
    await awardPoints(tx, memberId, SPIRIT_POINTS.followedTeam, subject, now);
  } else if (place.schoolId != null) {
    const subject = `school:${place.schoolId}`;
    await awardPoints(tx, memberId, SPIRIT_POINTS.followedSchool, subject, now);
  }
  return created.id;
}

/** A member adds a role at a school, county or state (public roles at once, others pending). */
export async function addMemberRole(
  db: Database,
  memberId: number,
  input: AddRole,
  now: Date,
): Promise<MemberRoleEntry> {
  return db.transaction(async (tx) => {
    const place = await resolvePlace(tx, {
      stateId: input.followStateId,
      districtId: input.followDistrictId,
      schoolId: input.followSchoolId,
      sportId: input.followSportId,
    });
    return roleEntry(tx, await addRole(tx, memberId, input.role, place, now));
  });
}

/** A member follows a school and some of its sports, in each of some roles (a fan by default). */
export async function subscribe(
  db: Database,
  memberId: number,
  input: SubscriptionRequest,
  now: Date,
): Promise<MemberRoleEntry[]> {
  return db.transaction(async (tx) => {
    const roles: MemberRole[] = input.roles.length > 0 ? input.roles : ['Fan'];
    const sportIds: (number | null)[] =
      input.followSportIds.length > 0 ? input.followSportIds : [null];
    const ids: number[] = [];
    for (const role of roles) {
      for (const sportId of sportIds) {
        if (sportId == null && ROLE_REQUIRED_FIELDS[role].includes('sportId')) {
          throw badInput(`${ROLE_LABELS[role]} needs a sport`, {
            followSportIds: 'Field is required',
          });
        }
        const place = await resolvePlace(tx, {
          stateId: null,
          districtId: null,
          schoolId: input.followSchoolId,
          sportId,
        });
        ids.push(await addRole(tx, memberId, role, place, now));
      }
    }
    return roleEntriesByIds(tx, ids);
  });
}

/**
 * Complete Preferences (spec §4): the school, its sports with the roles held in each, and the self
 * sign-up choice, which grants a public role. All of it or nothing: a sport that fails its check
 * leaves the member and their roles as they were.
 */
export async function savePreferences(
  db: Database,
  memberId: number,
  input: Preferences,
  now: Date,
): Promise<MemberRoleEntry[]> {
  return db.transaction(async (tx) => {
    if (input.isCoachOrDirector) {
      await tx.update(members).set({ isCoachOrDirector: true }).where(eq(members.id, memberId));
    }
    const base = SELF_SIGNUP_ROLE[input.role as SelfSignupChoice];
    const schoolPlace = await resolvePlace(tx, {
      stateId: null,
      districtId: null,
      schoolId: input.followSchoolId,
      sportId: null,
    });
    const ids: number[] = [];
    if (input.followSports.length === 0) {
      // A role that needs a sport cannot stand without one; the school is followed as a fan.
      const role = ROLE_REQUIRED_FIELDS[base].includes('sportId') ? 'Fan' : base;
      ids.push(await addRole(tx, memberId, role, schoolPlace, now));
    }
    for (const sport of input.followSports) {
      const place = await resolvePlace(tx, { ...schoolPlace, sportId: sport.id });
      for (const role of new Set<MemberRole>([base, ...sport.roles])) {
        ids.push(await addRole(tx, memberId, role, place, now));
      }
    }
    return roleEntriesByIds(tx, ids);
  });
}

/** Removes a role entry (its permission checked by the caller). */
export async function removeRole(db: Database, id: number): Promise<void> {
  await db.delete(memberRoles).where(eq(memberRoles.id, id));
}

/** Turns text alerts on or off for a role entry. */
export async function setRoleTexting(
  db: Database,
  id: number,
  isAutomaticallyTexting: boolean,
): Promise<MemberRoleEntry> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(memberRoles)
      .set({ isAutomaticallyTexting })
      .where(eq(memberRoles.id, id))
      .returning({ id: memberRoles.id });
    if (changed.length === 0) throw notFound(`No role with id ${id}`);
    return roleEntry(tx, id);
  });
}

/** A member invites someone to follow a team: the invitation and its mail commit together. */
export async function inviteMember(
  db: Database,
  mail: MailContext,
  inviter: Member,
  input: Invite,
): Promise<void> {
  await db.transaction(async (tx) => {
    const place = await resolvePlace(tx, {
      stateId: input.followStateId,
      districtId: input.followDistrictId,
      schoolId: input.followSchoolId,
      sportId: input.followSportId,
    });
    await tx.insert(invitations).values({
      invitedBy: inviter.id,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      role: input.role,
      followedDistrictId: place.districtId,
      followedSchoolId: place.schoolId,
      followedSportId: place.sportId,
      cellPhone: input.cellPhone || null,
    });
    await enqueue(tx, {
      kind: 'mail',
      mail: invitationMail(
        mail,
        input.email,
        input.firstName,
        memberDisplayName(inviter),
        ROLE_LABELS[input.role],
        await placeName(tx, place),
      ),
    });
  });
}

/** A member's second answer to 'Update Coach' for a team while their first waits for staff. */
export const COACH_REPORT_WAITING_MESSAGE =
  'You already sent an answer for this team. A CSZ team member will review it.';

/**
 * 'Update Coach' (spec §5): a coach claims the team (a pending role), or a fan names the coach;
 * either way staff review it. The claim and the report commit together. A member has one report
 * waiting per team: another while it waits is a 409, decided under a lock on the member's row so
 * that two sent at once make one report.
 */
export async function reportCoach(
  db: Database,
  memberId: number,
  input: UpdateCoachRequest,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
    const [waiting] = await tx
      .select({ id: coachReports.id })
      .from(coachReports)
      .where(
        and(
          eq(coachReports.memberId, memberId),
          eq(coachReports.schoolId, input.schoolId),
          eq(coachReports.sportId, input.sportId),
          eq(coachReports.status, 'Pending'),
        ),
      )
      .limit(1);
    if (waiting != null) throw conflict(COACH_REPORT_WAITING_MESSAGE);
    const place = await resolvePlace(tx, {
      stateId: null,
      districtId: null,
      schoolId: input.schoolId,
      sportId: input.sportId,
    });
    if (input.isCoach) await addRole(tx, memberId, input.role, place, now);
    // The coach's details only when the member named someone else: a coach's claim is their own.
    const named = (value: string | null | undefined) =>
      input.isCoach || value == null || value === '' ? null : value;
    await tx.insert(coachReports).values({
      memberId,
      schoolId: input.schoolId,
      sportId: input.sportId,
      isCoach: input.isCoach,
      role: input.role,
      coachFirstName: named(input.coachFirstName),
      coachLastName: named(input.coachLastName),
      coachEmail: named(input.coachEmail),
      coachCellPhone: named(input.coachCellPhone),
    });
  });
}

/**
 * Approves or declines a pending role (its permission checked by the caller): the decision and the
 * member's mail commit together.
 */
export async function decideRole(
  db: Database,
  mail: MailContext,
  id: number,
  decider: NonNullable<Actor>,
  status: 'Approved' | 'Rejected',
  now: Date,
): Promise<MemberRoleEntry> {
  return db.transaction(async (tx) => {
    // Read under lock: of two deciders at once, the second sees the first's decision and stops,
    // so a role is decided once and its member gets one mail.
    const [row] = await tx.select().from(memberRoles).where(eq(memberRoles.id, id)).for('update');
    if (row == null) throw notFound(`No role with id ${id}`);
    await decideLockedRole(tx, mail, row, decider, status, now);
    return roleEntry(tx, id);
  });
}

/**
 * Decides a role request read under lock, inside the caller's transaction (decideRole, and staff
 * accepting a coach's 'Update Coach' claim): the decider's permission (core's approveRole), a 409
 * when it was decided already, the decision, and the member's mail through the outbox.
 */
export async function decideLockedRole(
  tx: Database,
  mail: MailContext,
  row: typeof memberRoles.$inferSelect,
  decider: NonNullable<Actor>,
  status: 'Approved' | 'Rejected',
  now: Date,
): Promise<void> {
  // Whether the decider could have decided this role when it was asked for, before saying it is
  // decided: its rank and school for them (core's approveRole), and a role that is a request at
  // all (a public role is granted at once: nobody ever decides it). Anyone else learns nothing of
  // its status.
  const wasRequest = initialRoleStatus(row.role) === 'Pending';
  if (
    !wasRequest ||
    !can(decider, { action: 'approveRole', entry: { ...roleSubject(row), isPending: true } })
      .allowed
  ) {
    throw forbidden();
  }
  if (row.status !== 'Pending') {
    throw conflict(
      `This role request was already ${row.status === 'Approved' ? 'approved' : 'declined'}`,
    );
  }
  const [person] = await tx
    .select({ email: members.email })
    .from(members)
    .where(eq(members.id, row.memberId));
  await tx
    .update(memberRoles)
    .set({ status, decidedBy: decider.memberId, decidedAt: now })
    .where(eq(memberRoles.id, row.id));
  const where = await placeName(tx, {
    stateId: row.followedStateId,
    districtId: row.followedDistrictId,
    schoolId: row.followedSchoolId,
    sportId: row.followedSportId,
  });
  await enqueue(tx, {
    kind: 'mail',
    mail: roleDecisionMail(
      mail,
      person!.email,
      ROLE_LABELS[row.role],
      where,
      status === 'Approved',
    ),
  });
}
