import {
  addRoleSchema,
  groupRoles,
  idPathSchema,
  inviteSchema,
  MESSAGES,
  patchSubscriptionSchema,
  preferencesSchema,
  PUBLIC_ROLES,
  roleEntrySchema,
  ROLE_LABELS,
  ROLE_REQUIRED_FIELDS,
  SELF_SIGNUP_ROLE,
  subscriptionRequestSchema,
  updateCoachRequestSchema,
  type MemberRole,
  type RoleEntry,
  type SelfSignupChoice,
} from '@csz/core';
import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import {
  authenticate,
  noStore,
  denied,
  signedIn,
  type AuthEnv,
  type Member,
} from '../auth/authenticate';
import type { AppDeps } from '../deps';
import type { Database } from '../db/client';
import { enqueue } from '../jobs/enqueue';
import {
  coachReports,
  districts,
  invitations,
  memberRoles,
  members,
  schools,
  sports,
} from '../db/schema';
import { describeJson } from '../http/openapi';
import { badRequest, readJson } from '../http/validation';
import { invitationMail, roleDecisionMail } from '../mail/templates';
import { logoUrl } from '../games/queries';

type RoleRow = typeof memberRoles.$inferSelect;

/**
 * Public roles are granted at once: following a school as a fan gives no power. The others
 * (student ambassador, coaches, directors) wait for approval (spec §4 "Role").
 */
export function initialStatus(role: MemberRole): 'Approved' | 'Pending' {
  return (PUBLIC_ROLES as readonly MemberRole[]).includes(role) ? 'Approved' : 'Pending';
}

/** Role rows as the API shows them (spec §3 "Role entry"), with the names of their places. */
export async function roleEntries(
  db: Database,
  where: SQL | undefined,
): Promise<(RoleEntry & { memberId: number })[]> {
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

/** A place a role names, checked against the data: the school's county and state are its own. */
interface Place {
  stateId: number | null;
  districtId: number | null;
  schoolId: number | null;
  sportId: number | null;
}

/** Fills a place from its school or county and checks it exists; a message when it does not. */
async function resolvePlace(db: Database, place: Place): Promise<Place | string> {
  let { stateId, districtId } = place;
  if (place.schoolId != null) {
    const [school] = await db.select().from(schools).where(eq(schools.id, place.schoolId));
    if (school == null) return `No school with id ${place.schoolId}`;
    if (
      (districtId != null && districtId !== school.districtId) ||
      (stateId != null && stateId !== school.stateId)
    ) {
      return 'The school is not in that county and state';
    }
    ({ districtId, stateId } = school);
  } else if (districtId != null) {
    const [district] = await db.select().from(districts).where(eq(districts.id, districtId));
    if (district == null) return `No county with id ${districtId}`;
    if (stateId != null && stateId !== district.stateId) return 'The county is not in that state';
    stateId = district.stateId;
  }
  if (place.sportId != null) {
    const [sport] = await db.select().from(sports).where(eq(sports.id, place.sportId));
    if (sport == null || sport.isParent) return `No sport with id ${place.sportId}`;
  }
  return { ...place, stateId, districtId };
}

/** Adds a role for a member unless they hold the same one already; answers the entry's id. */
async function addRole(
  db: Database,
  memberId: number,
  role: MemberRole,
  place: Place,
): Promise<number> {
  const same = await db
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
  if (same[0] != null) return same[0].id;
  const [created] = await db
    .insert(memberRoles)
    .values({
      memberId,
      role,
      followedStateId: place.stateId,
      followedDistrictId: place.districtId,
      followedSchoolId: place.schoolId,
      followedSportId: place.sportId,
      status: initialStatus(role),
    })
    .returning({ id: memberRoles.id });
  return created!.id;
}

async function ownEntry(
  db: Database,
  c: Context<AuthEnv>,
  param: string,
): Promise<RoleRow | Response> {
  const id = idPathSchema.safeParse({ id: c.req.param(param) });
  if (!id.success) return badRequest(c, 'param', id.error.issues);
  const [row] = await db.select().from(memberRoles).where(eq(memberRoles.id, id.data.id));
  if (row == null) return c.json({ message: `No role with id ${id.data.id}` }, 404);
  return row;
}

function subject(row: RoleRow) {
  return {
    memberId: row.memberId,
    role: row.role,
    schoolId: row.followedSchoolId,
    isPending: row.status === 'Pending',
  };
}

/**
 * The start of every action on one role entry: the caller, the entry named in the path, and
 * core's permission for the action on it; or the 401, 400, 404 or 403 to answer instead.
 */
async function roleAction(
  db: Database,
  c: Context<AuthEnv>,
  action: 'removeRole' | 'toggleRoleNotifications' | 'approveRole',
): Promise<{ member: Member; row: RoleRow } | Response> {
  const caller = signedIn(c);
  if (caller instanceof Response) return caller;
  const row = await ownEntry(db, c, 'id');
  if (row instanceof Response) return row;
  const refused = denied(c, { action, entry: subject(row) });
  if (refused) return refused;
  return { member: caller.member, row };
}

/**
 * Roles, follows and preferences (spec §7 "Profile, roles, subscriptions"), invitations and
 * 'Update Coach'. Every route checks core's permission rule (spec §6).
 */
export function roleRoutes(deps: AppDeps): Hono<AuthEnv> {
  const { db } = deps.handle;
  const app = new Hono<AuthEnv>();
  // Per route, not use('*'): a sub-app's '*' would cover every route mounted beside it.
  const auth = [authenticate(db, deps.tokens), noStore] as const;

  const myRoles = async (c: Context<AuthEnv>) => {
    const caller = signedIn(c);
    if (caller instanceof Response) return caller;
    const refused = denied(c, { action: 'viewRoles' });
    if (refused) return refused;
    const items = await roleEntries(db, eq(memberRoles.memberId, caller.member.id));
    const current = items.filter((r) => r.pendingStatus !== 'Rejected');
    return c.json({ items, groups: groupRoles(current) });
  };
  app.get(
    '/memberRoles',
    describeJson('Roles', 'The roles and follows of the member logged in, grouped', {
      session: true,
    }),
    ...auth,
    myRoles,
  );
  app.get(
    '/memberSubscription/myAccAll',
    describeJson('Roles', 'The follows of the member logged in', { session: true }),
    ...auth,
    myRoles,
  );

  app.post(
    '/memberRoles',
    describeJson('Roles', 'Add a role at a school (public roles at once, others pending)', {
      body: addRoleSchema,
      response: roleEntrySchema,
      session: true,
    }),
    ...auth,
    async (c) => {
      const caller = signedIn(c);
      if (caller instanceof Response) return caller;
      const input = await readJson(c, addRoleSchema);
      if (!input.ok) return input.response;
      const place = await resolvePlace(db, {
        stateId: input.data.followStateId,
        districtId: input.data.followDistrictId,
        schoolId: input.data.followSchoolId,
        sportId: input.data.followSportId,
      });
      if (typeof place === 'string') return c.json({ message: place }, 400);
      const id = await addRole(db, caller.member.id, input.data.role, place);
      const [entry] = await roleEntries(db, eq(memberRoles.id, id));
      return c.json(entry, 201);
    },
  );

  const removeRole = async (c: Context<AuthEnv>) => {
    const target = await roleAction(db, c, 'removeRole');
    if (target instanceof Response) return target;
    const { row } = target;
    await db.delete(memberRoles).where(eq(memberRoles.id, row.id));
    return c.json({ message: MESSAGES.roleDeleted });
  };
  app.delete(
    '/memberRoles/:id',
    describeJson('Roles', 'Remove a role', { session: true }),
    ...auth,
    removeRole,
  );
  app.delete(
    '/memberSubscription/deleteMyAccSubscription/:id',
    describeJson('Roles', 'Remove a follow', { session: true }),
    ...auth,
    removeRole,
  );

  app.put(
    '/memberSubscription/patchMyAcc/:id',
    describeJson('Roles', 'Turn text alerts on or off for a role (coaches and directors)', {
      body: patchSubscriptionSchema,
      response: roleEntrySchema,
      session: true,
    }),
    ...auth,
    async (c) => {
      const target = await roleAction(db, c, 'toggleRoleNotifications');
      if (target instanceof Response) return target;
      const { row } = target;
      const input = await readJson(c, patchSubscriptionSchema);
      if (!input.ok) return input.response;
      await db
        .update(memberRoles)
        .set({ isAutomaticallyTexting: input.data.isAutomaticallyTexting })
        .where(eq(memberRoles.id, row.id));
      const [entry] = await roleEntries(db, eq(memberRoles.id, row.id));
      return c.json(entry);
    },
  );

  const subscribe = async (c: Context<AuthEnv>) => {
    const caller = signedIn(c);
    if (caller instanceof Response) return caller;
    const refused = denied(c, { action: 'follow' });
    if (refused) return refused;
    const input = await readJson(c, subscriptionRequestSchema);
    if (!input.ok) return input.response;
    const roles: MemberRole[] = input.data.roles.length > 0 ? input.data.roles : ['Fan'];
    const sportIds: (number | null)[] =
      input.data.followSportIds.length > 0 ? input.data.followSportIds : [null];
    const ids: number[] = [];
    for (const role of roles) {
      for (const sportId of sportIds) {
        if (sportId == null && ROLE_REQUIRED_FIELDS[role].includes('sportId')) {
          return c.json(
            {
              message: `${ROLE_LABELS[role]} needs a sport`,
              errors: { followSportIds: 'Field is required' },
            },
            400,
          );
        }
        const place = await resolvePlace(db, {
          stateId: null,
          districtId: null,
          schoolId: input.data.followSchoolId,
          sportId,
        });
        if (typeof place === 'string') return c.json({ message: place }, 400);
        ids.push(await addRole(db, caller.member.id, role, place));
      }
    }
    return c.json({ items: await roleEntries(db, inArray(memberRoles.id, ids)) }, 201);
  };
  app.post(
    '/memberSubscription',
    describeJson('Roles', 'Follow a school and some of its sports', {
      body: subscriptionRequestSchema,
      session: true,
    }),
    ...auth,
    subscribe,
  );
  app.post(
    '/memberSubscription/myAccAddSubs',
    describeJson('Roles', 'Follow a school and some of its sports', {
      body: subscriptionRequestSchema,
      session: true,
    }),
    ...auth,
    subscribe,
  );

  // Complete Preferences (spec §4): the school, its sports with the roles held in each, and the
  // self sign-up choice, which grants a public role.
  app.post(
    '/preferences',
    describeJson('Roles', 'Save Complete Preferences', { body: preferencesSchema, session: true }),
    ...auth,
    async (c) => {
      const caller = signedIn(c);
      if (caller instanceof Response) return caller;
      const input = await readJson(c, preferencesSchema);
      if (!input.ok) return input.response;
      const base = SELF_SIGNUP_ROLE[input.data.role as SelfSignupChoice];
      const ids: number[] = [];
      const schoolPlace = await resolvePlace(db, {
        stateId: null,
        districtId: null,
        schoolId: input.data.followSchoolId,
        sportId: null,
      });
      if (typeof schoolPlace === 'string') return c.json({ message: schoolPlace }, 400);
      if (input.data.followSports.length === 0) {
        // A role that needs a sport cannot stand without one; the school is followed as a fan.
        ids.push(
          await addRole(
            db,
            caller.member.id,
            ROLE_REQUIRED_FIELDS[base].includes('sportId') ? 'Fan' : base,
            schoolPlace,
          ),
        );
      }
      for (const sport of input.data.followSports) {
        const place = await resolvePlace(db, { ...schoolPlace, sportId: sport.id });
        if (typeof place === 'string') return c.json({ message: place }, 400);
        for (const role of new Set<MemberRole>([base, ...sport.roles]))
          ids.push(await addRole(db, caller.member.id, role, place));
      }
      if (input.data.isCoachOrDirector) {
        await db
          .update(members)
          .set({ isCoachOrDirector: true })
          .where(eq(members.id, caller.member.id));
      }
      return c.json({ items: await roleEntries(db, inArray(memberRoles.id, ids)) });
    },
  );

  app.post(
    '/invitemember',
    describeJson('Roles', 'Invite someone to follow a team', { body: inviteSchema, session: true }),
    ...auth,
    async (c) => {
      const caller = signedIn(c);
      if (caller instanceof Response) return caller;
      const refused = denied(c, { action: 'invite' });
      if (refused) return refused;
      const input = await readJson(c, inviteSchema);
      if (!input.ok) return input.response;
      const limited = await deps.limiter.consume(c, 'invite', caller.member.id);
      if (limited) return limited;
      const place = await resolvePlace(db, {
        stateId: input.data.followStateId,
        districtId: input.data.followDistrictId,
        schoolId: input.data.followSchoolId,
        sportId: input.data.followSportId,
      });
      if (typeof place === 'string') return c.json({ message: place }, 400);
      const where = await placeName(db, place);
      await db.transaction(async (tx) => {
        await tx.insert(invitations).values({
          invitedBy: caller.member.id,
          email: input.data.email,
          firstName: input.data.firstName,
          lastName: input.data.lastName,
          role: input.data.role,
          followedDistrictId: place.districtId,
          followedSchoolId: place.schoolId,
          followedSportId: place.sportId,
          cellPhone: input.data.cellPhone || null,
        });
        await enqueue(tx, {
          kind: 'mail',
          mail: invitationMail(
            deps.mail,
            input.data.email,
            input.data.firstName,
            displayName(caller.member),
            ROLE_LABELS[input.data.role],
            where,
          ),
        });
      });
      return c.json({ message: MESSAGES.userInvited });
    },
  );

  // 'Update Coach' (spec §5): a coach claims the team (a pending role), or a fan names the coach;
  // either way staff review it.
  app.post(
    '/updateCoach',
    describeJson('Roles', "Answer 'Update Coach' for a team", {
      body: updateCoachRequestSchema,
      session: true,
    }),
    ...auth,
    async (c) => {
      const caller = signedIn(c);
      if (caller instanceof Response) return caller;
      const refused = denied(c, { action: 'updateCoach' });
      if (refused) return refused;
      const input = await readJson(c, updateCoachRequestSchema);
      if (!input.ok) return input.response;
      const place = await resolvePlace(db, {
        stateId: null,
        districtId: null,
        schoolId: input.data.schoolId,
        sportId: input.data.sportId,
      });
      if (typeof place === 'string') return c.json({ message: place }, 400);
      if (input.data.isCoach) await addRole(db, caller.member.id, input.data.role, place);
      await db.insert(coachReports).values({
        memberId: caller.member.id,
        schoolId: input.data.schoolId,
        sportId: input.data.sportId,
        isCoach: input.data.isCoach,
        role: input.data.role,
        coachFirstName: input.data.coachFirstName ?? null,
        coachLastName: input.data.coachLastName ?? null,
        coachEmail: input.data.coachEmail ?? null,
        coachCellPhone: input.data.coachCellPhone ?? null,
      });
      return c.json({ message: 'Thank you: a CSZ team member will review the coach details.' });
    },
  );

  return app;
}

function displayName(member: Member): string {
  return (
    member.displayName ||
    [member.firstName, member.lastName].filter(Boolean).join(' ') ||
    'A CSZ member'
  );
}

/** 'Walt Whitman High School Football', or a county's name. */
async function placeName(db: Database, place: Place): Promise<string> {
  const [school] =
    place.schoolId == null
      ? []
      : await db.select().from(schools).where(eq(schools.id, place.schoolId));
  const [sport] =
    place.sportId == null ? [] : await db.select().from(sports).where(eq(sports.id, place.sportId));
  const [district] =
    place.districtId == null
      ? []
      : await db.select().from(districts).where(eq(districts.id, place.districtId));
  return [school?.name ?? district?.name ?? 'your school', sport?.name].filter(Boolean).join(' ');
}

/**
 * The approval queue (spec §4 "Role"): a SiteAdmin approves any role; an approved athletic
 * director approves roles ranked below theirs at their own school. The member is emailed either way.
 */
export function roleReviewRoutes(deps: AppDeps): Hono<AuthEnv> {
  const { db } = deps.handle;
  const app = new Hono<AuthEnv>();
  // Per route, not use('*'): a sub-app's '*' would cover every route mounted beside it.
  const auth = [authenticate(db, deps.tokens), noStore] as const;

  app.get(
    '/memberRoles/pending',
    describeJson('Staff', 'Roles waiting for the caller to approve', { session: true }),
    ...auth,
    async (c) => {
      const refused = denied(c, { action: 'reviewRoles' });
      if (refused) return refused;
      const pending = await roleEntries(db, eq(memberRoles.status, 'Pending'));
      const rows = await db.select().from(memberRoles).where(eq(memberRoles.status, 'Pending'));
      const byId = new Map(rows.map((r) => [r.id, r]));
      const mine = pending.filter(
        (entry) =>
          denied(c, { action: 'approveRole', entry: subject(byId.get(entry.id)!) }) == null,
      );
      const people =
        mine.length === 0
          ? []
          : await db
              .select()
              .from(members)
              .where(
                inArray(
                  members.id,
                  mine.map((e) => e.memberId),
                ),
              );
      return c.json({
        items: mine.map((entry) => {
          const person = people.find((p) => p.id === entry.memberId)!;
          return { ...entry, memberEmail: person.email, memberName: displayName(person) };
        }),
      });
    },
  );

  for (const [verb, status] of [
    ['approve', 'Approved'],
    ['reject', 'Rejected'],
  ] as const) {
    app.post(
      `/memberRoles/:id/${verb}`,
      describeJson(
        'Staff',
        `${verb === 'approve' ? 'Approve' : 'Decline'} a pending role; the member is emailed`,
        { session: true },
      ),
      ...auth,
      async (c) => {
        const target = await roleAction(db, c, 'approveRole');
        if (target instanceof Response) return target;
        const { row } = target;
        const [person] = await db.select().from(members).where(eq(members.id, row.memberId));
        const where = await placeName(db, {
          stateId: row.followedStateId,
          districtId: row.followedDistrictId,
          schoolId: row.followedSchoolId,
          sportId: row.followedSportId,
        });
        // The decision and the member's mail commit together.
        const entry = await db.transaction(async (tx) => {
          await tx
            .update(memberRoles)
            .set({ status, decidedBy: target.member.id, decidedAt: new Date() })
            .where(eq(memberRoles.id, row.id));
          await enqueue(tx, {
            kind: 'mail',
            mail: roleDecisionMail(
              deps.mail,
              person!.email,
              ROLE_LABELS[row.role],
              where,
              status === 'Approved',
            ),
          });
          const [decided] = await roleEntries(tx, eq(memberRoles.id, row.id));
          return decided;
        });
        return c.json(entry);
      },
    );
  }
  return app;
}
