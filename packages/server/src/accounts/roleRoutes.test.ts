import { roleEntrySchema, type LoginResponse, type RoleEntry } from '@csz/core';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { memberRoles, members } from './schema';
import { describeOnEngines } from '../testing/engines';
import { jobsSettled, mailArrived } from '../testing/jobs';
import { anotherSchoolPlace, headCoachPlace, type DemoPlace } from '../testing/places';
import { startMailingTestServer } from '../testing/testServer';

type Groups = {
  items: RoleEntry[];
  groups: Record<'pending' | 'leagueDirectors' | 'athleticDirectors' | 'others', RoleEntry[]>;
};

describeOnEngines('roles and follows', startMailingTestServer, (server) => {
  let place: DemoPlace;
  let newcomer: LoginResponse;

  beforeAll(async () => {
    place = await headCoachPlace(server.handle.db);
    newcomer = (
      await server.call<LoginResponse>('POST', '/api/csz/register', {
        json: { email: 'newcomer@example.com', password: 'newcomer-pass' },
      })
    ).body;
  });

  const token = () => newcomer.accessToken;
  const mine = async () =>
    (await server.call<Groups>('GET', '/api/csz/memberRoles', { token: token() })).body;

  it('grants a public role at once and keeps a coach role pending', async () => {
    const fan = await server.call<RoleEntry>('POST', '/api/csz/memberRoles', {
      token: token(),
      json: {
        role: 'Fan',
        followStateId: place.stateId,
        followDistrictId: place.districtId,
        followSchoolId: place.schoolId,
      },
    });
    expect(fan.status).toBe(201);
    expect(roleEntrySchema.parse(fan.body)).toMatchObject({
      memberRoleType: 'Fan',
      isPending: false,
      pendingStatus: 'Approved',
      followedSchoolId: place.schoolId,
    });
    expect(fan.body.schoolFullName).toEqual(expect.any(String));
    const coach = await server.call<RoleEntry>('POST', '/api/csz/memberRoles', {
      token: token(),
      json: {
        role: 'HeadCoach',
        followSchoolId: place.schoolId,
        followSportId: place.sportId,
        followStateId: place.stateId,
        followDistrictId: place.districtId,
      },
    });
    expect(coach.body).toMatchObject({
      memberRoleType: 'HeadCoach',
      isPending: true,
      pendingStatus: 'Pending',
      sportName: 'Football',
    });
    const again = await server.call<RoleEntry>('POST', '/api/csz/memberRoles', {
      token: token(),
      json: {
        role: 'Fan',
        followStateId: place.stateId,
        followDistrictId: place.districtId,
        followSchoolId: place.schoolId,
      },
    });
    expect(again.body.id).toBe(fan.body.id);
    const groups = (await mine()).groups;
    expect(groups.pending.map((r) => r.memberRoleType)).toEqual(['HeadCoach']);
    expect(groups.others.map((r) => r.memberRoleType)).toEqual(['Fan']);
  });

  it.each([
    [{}, { role: 'Role is required' }],
    [
      { role: 'Player', followStateId: 1, followDistrictId: 1, followSchoolId: 1 },
      { followSportId: 'Field is required' },
    ],
    [{ role: 'LeagueDirector', followStateId: 1 }, { followDistrictId: 'Field is required' }],
    [
      { role: 'Fan' },
      {
        followStateId: 'Field is required',
        followDistrictId: 'Field is required',
        followSchoolId: 'Field is required',
      },
    ],
    [{ role: 'Emperor', followStateId: 1 }, { role: 'Role is required' }],
  ])('refuses the role %o with %o', async (json, errors) => {
    const { status, body } = await server.raw<{ errors: Record<string, string> }>(
      'POST',
      '/api/csz/memberRoles',
      { token: token(), json },
    );
    expect(status).toBe(400);
    expect(body.errors).toMatchObject(errors);
  });

  it('refuses a school outside the county it is given in, and unknown places', async () => {
    const wrong = await server.call('POST', '/api/csz/memberRoles', {
      token: token(),
      json: {
        role: 'Fan',
        followStateId: place.stateId,
        followDistrictId: place.districtId + 1,
        followSchoolId: place.schoolId,
      },
    });
    expect(wrong).toMatchObject({
      status: 400,
      body: { message: 'Hagerstown High School is not in Howard' },
    });
    const unknown = await server.call('POST', '/api/csz/memberRoles', {
      token: token(),
      json: {
        role: 'Fan',
        followStateId: place.stateId,
        followDistrictId: place.districtId,
        followSchoolId: 99999,
      },
    });
    expect(unknown).toMatchObject({ status: 400, body: { message: 'No school with id 99999' } });
  });

  it("lets the school's athletic director approve the coach, and emails the coach", async () => {
    const pending = (await mine()).groups.pending[0]!;
    const director = await server.login('athletic.director@demo.csz.test');
    const queue = await server.call<{ items: (RoleEntry & { memberEmail: string })[] }>(
      'GET',
      '/admin/api/memberRoles/pending',
      { token: director.accessToken },
    );
    expect(queue.body.items.map((r) => r.id)).toContain(pending.id);
    expect(queue.body.items.find((r) => r.id === pending.id)!.memberEmail).toBe(
      'newcomer@example.com',
    );
    const leagueDirector = await server.login('league.director@demo.csz.test');
    expect(
      (
        await server.call('POST', `/admin/api/memberRoles/${pending.id}/approve`, {
          token: leagueDirector.accessToken,
        })
      ).status,
    ).toBe(403);
    const approved = await server.call<RoleEntry>(
      'POST',
      `/admin/api/memberRoles/${pending.id}/approve`,
      { token: director.accessToken },
    );
    expect(approved.body).toMatchObject({
      id: pending.id,
      isPending: false,
      pendingStatus: 'Approved',
    });
    const mail = await mailArrived(
      server.smtp,
      (m) => m.to.includes('newcomer@example.com') && m.subject.includes('Head Coach'),
    );
    expect(mail.subject).toBe('Your Head Coach role is approved');
    // The next session carries the new role.
    const session = await server.login('newcomer@example.com', 'newcomer-pass');
    const claims = JSON.parse(
      Buffer.from(session.accessToken.split('.')[1]!, 'base64url').toString(),
    ) as { roleName: string };
    expect(claims.roleName).toBe('HeadCoach');
    newcomer = session;
    const again = await server.call('POST', `/admin/api/memberRoles/${pending.id}/reject`, {
      token: director.accessToken,
    });
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'This role request was already approved' },
    });
  });

  it("tells an athletic director nothing of a role they could never decide: a public role is a 403, not 'already approved'", async () => {
    const fan = (await mine()).items.find((r) => r.memberRoleType === 'Fan')!;
    expect(fan.pendingStatus).toBe('Approved');
    const director = await server.login('athletic.director@demo.csz.test');
    for (const verb of ['approve', 'reject'] as const) {
      const answer = await server.call('POST', `/admin/api/memberRoles/${fan.id}/${verb}`, {
        token: director.accessToken,
      });
      expect(answer.status, verb).toBe(403);
      expect(JSON.stringify(answer.body)).not.toContain('already');
    }
    const [row] = await server.handle.db
      .select({ status: memberRoles.status, decidedBy: memberRoles.decidedBy })
      .from(memberRoles)
      .where(eq(memberRoles.id, fan.id));
    expect(row).toEqual({ status: 'Approved', decidedBy: null });
  });

  it('decides a request once when two people decide it at the same moment, and mails once', async () => {
    const asker = (
      await server.call<LoginResponse>('POST', '/api/csz/register', {
        json: { email: 'two.deciders@example.com', password: 'two-deciders' },
      })
    ).body;
    const asked = await server.call<RoleEntry>('POST', '/api/csz/memberRoles', {
      token: asker.accessToken,
      json: {
        role: 'AssistantCoach',
        followStateId: place.stateId,
        followDistrictId: place.districtId,
        followSchoolId: place.schoolId,
        followSportId: place.sportId,
      },
    });
    expect(asked.body.isPending).toBe(true);
    const [director, admin] = await Promise.all([
      server.login('athletic.director@demo.csz.test'),
      server.login('admin@demo.csz.test'),
    ]);
    const [approval, refusal] = await Promise.all([
      server.call<RoleEntry>('POST', `/admin/api/memberRoles/${asked.body.id}/approve`, {
        token: director.accessToken,
      }),
      server.call<RoleEntry>('POST', `/admin/api/memberRoles/${asked.body.id}/reject`, {
        token: admin.accessToken,
      }),
    ]);
    expect([approval.status, refusal.status].sort()).toEqual([200, 409]);
    const winner = approval.status === 200 ? approval : refusal;
    const [row] = await server.handle.db
      .select()
      .from(memberRoles)
      .where(eq(memberRoles.id, asked.body.id));
    expect(row!.status).toBe(winner.body.pendingStatus);
    await jobsSettled(server.handle.db);
    const mails = server.smtp.received.filter((m) => m.to.includes('two.deciders@example.com'));
    expect(mails.map((m) => m.subject)).toEqual([
      row!.status === 'Approved'
        ? 'Your Assistant Coach role is approved'
        : 'Your Assistant Coach role request',
    ]);
  });

  it('lets nobody approve their own request: an athletic director asking to coach waits', async () => {
    const director = await server.login('athletic.director@demo.csz.test');
    const asked = await server.call<RoleEntry>('POST', '/api/csz/memberRoles', {
      token: director.accessToken,
      json: {
        role: 'HeadCoach',
        followStateId: place.stateId,
        followDistrictId: place.districtId,
        followSchoolId: place.schoolId,
        followSportId: place.sportId,
      },
    });
    expect(asked.status).toBe(201);
    expect(asked.body.isPending).toBe(true);
    const queue = await server.call<{ items: RoleEntry[] }>(
      'GET',
      '/admin/api/memberRoles/pending',
      { token: director.accessToken },
    );
    expect(queue.body.items.map((r) => r.id)).not.toContain(asked.body.id);
    const self = await server.call('POST', `/admin/api/memberRoles/${asked.body.id}/approve`, {
      token: director.accessToken,
    });
    expect(self.status).toBe(403);
    const [row] = await server.handle.db
      .select()
      .from(memberRoles)
      .where(eq(memberRoles.id, asked.body.id));
    expect(row!.status).toBe('Pending');
    // Staff may.
    const admin = await server.login('admin@demo.csz.test');
    const approved = await server.call<RoleEntry>(
      'POST',
      `/admin/api/memberRoles/${asked.body.id}/approve`,
      { token: admin.accessToken },
    );
    expect(approved.body.pendingStatus).toBe('Approved');
  });

  it('follows a school and its sports, lists and toggles and removes follows', async () => {
    const subscribed = await server.call<{ items: RoleEntry[] }>(
      'POST',
      '/api/csz/memberSubscription',
      {
        token: token(),
        json: {
          followSchoolId: place.schoolId,
          followSportIds: [place.sportId],
          roles: ['Parent'],
        },
      },
    );
    expect(subscribed.status).toBe(201);
    expect(subscribed.body.items.map((r) => [r.memberRoleType, r.followedSportId])).toEqual([
      ['Parent', place.sportId],
    ]);
    const all = await server.call<{ items: RoleEntry[] }>(
      'GET',
      '/api/csz/memberSubscription/myAccAll',
      { token: token() },
    );
    expect(
      z
        .array(roleEntrySchema)
        .parse(all.body.items.map(({ memberId: _, ...r }: RoleEntry & { memberId?: number }) => r))
        .length,
    ).toBeGreaterThanOrEqual(3);
    const parentRole = subscribed.body.items[0]!;
    // Texting alerts are for coaches' and directors' roles (spec §6).
    expect(
      (
        await server.call('PUT', `/api/csz/memberSubscription/patchMyAcc/${parentRole.id}`, {
          token: token(),
          json: { isAutomaticallyTexting: true },
        })
      ).status,
    ).toBe(403);
    const coachRole = all.body.items.find((r) => r.memberRoleType === 'HeadCoach')!;
    const toggled = await server.call<RoleEntry>(
      'PUT',
      `/api/csz/memberSubscription/patchMyAcc/${coachRole.id}`,
      { token: token(), json: { isAutomaticallyTexting: true } },
    );
    expect(toggled.body.isAutomaticallyTexting).toBe(true);
    expect(
      (
        await server.raw('PUT', `/api/csz/memberSubscription/patchMyAcc/${coachRole.id}`, {
          token: token(),
          json: { isAutomaticallyTexting: 'yes' },
        })
      ).status,
    ).toBe(400);
    const removed = await server.call(
      'DELETE',
      `/api/csz/memberSubscription/deleteMyAccSubscription/${parentRole.id}`,
      { token: token() },
    );
    expect(removed.body).toEqual({ message: 'Role successfully deleted.' });
    expect(
      (await server.call('DELETE', `/api/csz/memberRoles/${parentRole.id}`, { token: token() }))
        .status,
    ).toBe(404);
    const needsSport = await server.call('POST', '/api/csz/memberSubscription', {
      token: token(),
      json: { followSchoolId: place.schoolId, roles: ['Player'] },
    });
    expect(needsSport.status).toBe(400);
  });

  it('saves Complete Preferences with the self sign-up choice and the roles per sport', async () => {
    const member = (
      await server.call<LoginResponse>('POST', '/api/csz/register', {
        json: { email: 'student@example.com', password: 'student-pass' },
      })
    ).body;
    expect(
      (
        await server.raw('POST', '/api/csz/preferences', {
          token: member.accessToken,
          json: { role: 'Student' },
        })
      ).body,
    ).toMatchObject({
      errors: { followSchoolId: 'Required' },
    });
    const saved = await server.call<{ items: RoleEntry[] }>('POST', '/api/csz/preferences', {
      token: member.accessToken,
      json: {
        followSchoolId: place.schoolId,
        role: 'Student',
        followSports: [{ id: place.sportId, roles: ['StudentAmbassador'] }],
        isCoachOrDirector: true,
      },
    });
    expect(saved.body.items.map((r) => [r.memberRoleType, r.pendingStatus]).sort()).toEqual([
      ['Player', 'Approved'],
      ['StudentAmbassador', 'Pending'],
    ]);
    const [row] = await server.handle.db
      .select()
      .from(members)
      .where(eq(members.email, 'student@example.com'));
    expect(row!.isCoachOrDirector).toBe(true);
    const other = (
      await server.call<LoginResponse>('POST', '/api/csz/register', {
        json: { email: 'spectator@example.com', password: 'spectator-pass' },
      })
    ).body;
    const spectator = await server.call<{ items: RoleEntry[] }>('POST', '/api/csz/preferences', {
      token: other.accessToken,
      json: { followSchoolId: place.schoolId },
    });
    expect(spectator.body.items.map((r) => [r.memberRoleType, r.followedSportId])).toEqual([
      ['Fan', null],
    ]);
  });

  it('sends an invitation email, and checks the invitation form', async () => {
    const fan = await server.login('fan@demo.csz.test');
    const invited = await server.call('POST', '/api/csz/invitemember', {
      token: fan.accessToken,
      json: {
        role: 'Parent',
        firstName: 'Robin',
        lastName: 'Gray',
        email: 'robin.gray@example.com',
        followStateId: place.stateId,
        followDistrictId: place.districtId,
        followSchoolId: place.schoolId,
        followSportId: place.sportId,
      },
    });
    expect(invited.body).toEqual({ message: 'User invited successfully.' });
    const mail = await mailArrived(server.smtp, (m) => m.to.includes('robin.gray@example.com'));
    expect(mail.subject).toMatch(/^Drew Fisher invited you to follow .+ Football$/);
    expect(mail.text).toContain('/sign-up?email=robin.gray%40example.com');
    const bad = await server.call<{ errors: Record<string, string> }>(
      'POST',
      '/api/csz/invitemember',
      {
        token: fan.accessToken,
        json: {
          role: 'Parent',
          firstName: '',
          lastName: 'Gray',
          email: 'nope',
          followStateId: place.stateId,
          followDistrictId: place.districtId,
          followSchoolId: place.schoolId,
        },
      },
    );
    expect(bad.body.errors).toEqual({
      firstName: 'Required',
      email: 'Must be valid email',
      followSportId: 'Field is required',
    });
  });

  it("records 'Update Coach' answers, a claim as a pending role", async () => {
    const parent = await server.login('parent@demo.csz.test');
    const missing = await server.call<{ errors: Record<string, string> }>(
      'POST',
      '/api/csz/updateCoach',
      {
        token: parent.accessToken,
        json: {
          schoolId: place.schoolId,
          sportId: place.sportId,
          isCoach: false,
          role: 'HeadCoach',
        },
      },
    );
    expect(missing.body.errors).toEqual({
      coachFirstName: 'Required',
      coachLastName: 'Required',
      coachEmail: 'Required',
    });
    const claim = await server.call('POST', '/api/csz/updateCoach', {
      token: parent.accessToken,
      json: {
        schoolId: place.schoolId,
        sportId: place.sportId,
        isCoach: true,
        role: 'AssistantCoach',
      },
    });
    expect(claim.status).toBe(200);
    const roles = (
      await server.call<Groups>('GET', '/api/csz/memberRoles', { token: parent.accessToken })
    ).body;
    expect(roles.groups.pending.map((r) => r.memberRoleType)).toEqual(['AssistantCoach']);
  });
  it('lists the queue from SQL: active members only, the director’s schools, at most 200 oldest first with a total', async () => {
    const { db } = server.handle;
    const elsewhere = await anotherSchoolPlace(db, place, 6);
    const made = await db
      .insert(members)
      .values(
        Array.from({ length: 203 }, (_, i) => ({
          email: `queue.${i}@example.com`,
          passwordHash: 'x',
          displayName: `Queue ${i}`,
        })),
      )
      .returning({ id: members.id });
    const ids = made.map((m) => m.id);
    // 202 requests elsewhere, the first the oldest of all; one of a deactivated member here.
    await db.insert(memberRoles).values(
      ids.map((memberId, i) => ({
        memberId,
        role: 'AssistantCoach' as const,
        ...(i === ids.length - 1 ? place : elsewhere),
        followedStateId: place.stateId,
        status: 'Pending' as const,
        createdAt: new Date(Date.UTC(2000, 0, 1, 0, i)),
      })),
    );
    const gone = ids.at(-1)!;
    await db.update(members).set({ isActive: false }).where(eq(members.id, gone));
    type Queue = { items: (RoleEntry & { memberId: number })[]; total: number };
    const admin = await server.login('admin@demo.csz.test');
    const staff = await server.call<Queue>('GET', '/admin/api/memberRoles/pending', {
      token: admin.accessToken,
    });
    expect(staff.status).toBe(200);
    expect(staff.body.items).toHaveLength(200);
    expect(staff.body.total).toBeGreaterThan(200);
    expect(staff.body.items.slice(0, 200).map((r) => r.memberId)).toEqual(ids.slice(0, 200));
    const director = await server.login('athletic.director@demo.csz.test');
    const theirs = await server.call<Queue>('GET', '/admin/api/memberRoles/pending', {
      token: director.accessToken,
    });
    const listed = theirs.body.items.map((r) => r.memberId);
    expect(listed.filter((id) => ids.includes(id))).toEqual([]);
    expect(theirs.body.total).toBe(theirs.body.items.length);
    expect(theirs.body.items.every((r) => r.followedSchoolId === place.schoolId)).toBe(true);
    await db.delete(memberRoles).where(inArray(memberRoles.memberId, ids));
  });
});
