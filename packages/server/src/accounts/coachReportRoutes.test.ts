import {
  coachReportSchema,
  coachReportsPageSchema,
  type CoachReport,
  type CoachReportsPage,
  type LoginResponse,
  type RoleEntry,
} from '@csz/core';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { coachReports, memberRoles, members } from './schema';
import { coaches } from '../games/schema';
import { describeOnEngines } from '../testing/engines';
import { mailArrived } from '../testing/jobs';
import { anotherSchoolPlace, headCoachPlace, type DemoPlace } from '../testing/places';
import {
  startMailingTestServer,
  TEST_LIMITS,
  type CallOptions,
  type Engine,
} from '../testing/testServer';
import type { BodyOf } from '../apiPaths';

describeOnEngines("staff's 'Update Coach' queue", startMailingTestServer, (server) => {
  let place: DemoPlace;
  /** A team of another school, whose coaches this suite changes. */
  let team: DemoPlace;
  let admin: string;
  let fan: string;

  beforeAll(async () => {
    place = await headCoachPlace(server.handle.db);
    team = { ...(await anotherSchoolPlace(server.handle.db, place, 3)), sportId: place.sportId };
    admin = (await server.login('admin@demo.csz.test')).accessToken;
    fan = (await server.login('fan@demo.csz.test')).accessToken;
  });

  const onFile = () =>
    server.handle.db
      .select({
        firstName: coaches.firstName,
        lastName: coaches.lastName,
        email: coaches.email,
        isHead: coaches.isHead,
      })
      .from(coaches)
      .where(and(eq(coaches.schoolId, team.schoolId), eq(coaches.sportId, team.sportId)))
      .orderBy(asc(coaches.id));
  const headCoach = async () =>
    (
      await server.get<{ items: { firstName: string; lastName: string }[] }>(
        `/api/csz/headCoach/${team.schoolId}/${team.sportId}`,
      )
    ).body.items[0];
  const queue = async (token: string, query: `?${string}` | '' = '') =>
    server.call<CoachReportsPage>('GET', `/api/csz/coachReports${query}`, { token });
  const decide = (
    id: number | string,
    verb: 'accept' | 'reject',
    token: string | null,
    init: Omit<CallOptions, 'json'> = {},
  ) => server.call<CoachReport>('POST', `/api/csz/coachReports/${id}/${verb}`, { token, ...init });
  const report = (
    token: string,
    json: Omit<BodyOf<'POST', '/api/csz/updateCoach'>, 'schoolId' | 'sportId'>,
  ) =>
    server.call('POST', '/api/csz/updateCoach', {
      token,
      json: { schoolId: team.schoolId, sportId: team.sportId, ...json },
    });
  const newest = async (): Promise<number> => {
    const rows = await server.handle.db
      .select({ id: coachReports.id })
      .from(coachReports)
      .orderBy(asc(coachReports.id));
    return rows.at(-1)!.id;
  };

  it("lists a fan's report naming the coach, and accepting it makes that coach the team's head", async () => {
    // The team's file, as this test knows it.
    await server.handle.db
      .delete(coaches)
      .where(and(eq(coaches.schoolId, team.schoolId), eq(coaches.sportId, team.sportId)));
    await server.handle.db.insert(coaches).values([
      { ...team, firstName: 'Old', lastName: 'Head', isHead: true },
      { ...team, firstName: 'Stay', lastName: 'Assistant', isHead: false },
    ]);
    const sent = await report(fan, {
      isCoach: false,
      role: 'HeadCoach',
      coachFirstName: 'Nora',
      coachLastName: 'Vance',
      coachEmail: 'nora.vance@example.com',
      coachCellPhone: '3015550100',
    });
    expect(sent.status).toBe(200);
    const id = await newest();
    const listed = await queue(admin, '?status=Pending');
    expect(listed.status).toBe(200);
    const item = coachReportsPageSchema.parse(listed.body).items.find((r) => r.id === id);
    expect(item).toMatchObject({
      status: 'Pending',
      school: { id: team.schoolId },
      sport: { id: team.sportId, name: 'Football' },
      member: { displayName: 'Drew Fisher', email: 'fan@demo.csz.test' },
      isCoach: false,
      role: 'HeadCoach',
      coach: {
        firstName: 'Nora',
        lastName: 'Vance',
        email: 'nora.vance@example.com',
        cellPhone: '3015550100',
      },
    });
    const accepted = await decide(id, 'accept', admin);
    expect(accepted.status).toBe(200);
    expect(coachReportSchema.parse(accepted.body).status).toBe('Accepted');
    // The named coach replaces the head; the assistant stays.
    expect(await onFile()).toEqual([
      { firstName: 'Stay', lastName: 'Assistant', email: null, isHead: false },
      { firstName: 'Nora', lastName: 'Vance', email: 'nora.vance@example.com', isHead: true },
    ]);
    expect(await headCoach()).toMatchObject({ firstName: 'Nora', lastName: 'Vance' });
    // Decided: out of the queue, and a second decision is stale.
    expect((await queue(admin)).body.items.map((r) => r.id)).not.toContain(id);
    expect((await queue(admin, '?status=Accepted')).body.items.map((r) => r.id)).toContain(id);
    const again = await decide(id, 'reject', admin);
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'This coach report was already accepted' },
    });
  });

  it('accepting a report naming an assistant coach adds them beside the head, who stays', async () => {
    await server.handle.db
      .delete(coaches)
      .where(and(eq(coaches.schoolId, team.schoolId), eq(coaches.sportId, team.sportId)));
    await server.handle.db
      .insert(coaches)
      .values({ ...team, firstName: 'Kept', lastName: 'Head', isHead: true });
    const sent = await report(fan, {
      isCoach: false,
      role: 'AssistantCoach',
      coachFirstName: 'Ari',
      coachLastName: 'Helper',
      coachEmail: 'ari.helper@example.com',
    });
    expect(sent.status).toBe(200);
    const id = await newest();
    expect((await decide(id, 'accept', admin)).status).toBe(200);
    expect(await onFile()).toEqual([
      { firstName: 'Kept', lastName: 'Head', email: null, isHead: true },
      { firstName: 'Ari', lastName: 'Helper', email: 'ari.helper@example.com', isHead: false },
    ]);
    expect(await headCoach()).toMatchObject({ firstName: 'Kept', lastName: 'Head' });
  });

  it("accepts a member's claim to coach: their pending role approved, mailed, and on file", async () => {
    const { body } = await server.call<LoginResponse>('POST', '/api/csz/register', {
      json: { email: 'claiming.coach@example.com', password: 'claiming-1' },
    });
    await server.call('PUT', '/api/csz/memberProfile', {
      token: body.accessToken,
      json: { firstName: 'Quinn', lastName: 'Harper' },
    });
    expect((await report(body.accessToken, { isCoach: true, role: 'HeadCoach' })).status).toBe(200);
    const roles = await server.call<{ items: RoleEntry[] }>('GET', '/api/csz/memberRoles', {
      token: body.accessToken,
    });
    // 'Update Coach' answered yes: a Head Coach role waiting for approval.
    expect(roles.body.items.map((r) => [r.memberRoleType, r.pendingStatus])).toEqual([
      ['HeadCoach', 'Pending'],
    ]);
    const id = await newest();
    expect((await queue(admin)).body.items.find((r) => r.id === id)).toMatchObject({
      isCoach: true,
      role: 'HeadCoach',
      coach: null,
      member: { email: 'claiming.coach@example.com', displayName: 'Quinn Harper' },
    });
    expect((await decide(id, 'accept', admin)).body.status).toBe('Accepted');
    const [role] = await server.handle.db
      .select({ status: memberRoles.status })
      .from(memberRoles)
      .where(eq(memberRoles.id, roles.body.items[0]!.id));
    expect(role!.status).toBe('Approved');
    const mail = await mailArrived(server.smtp, (m) => m.to.includes('claiming.coach@example.com'));
    expect(mail.subject).toBe('Your Head Coach role is approved');
    expect(await headCoach()).toMatchObject({ firstName: 'Quinn', lastName: 'Harper' });
    expect((await onFile()).filter((c) => c.isHead)).toHaveLength(1);
  });

  it('rejects a claim: the pending role declined; an assistant accepted joins the coaches', async () => {
    const member = async (email: string) =>
      (
        await server.call<LoginResponse>('POST', '/api/csz/register', {
          json: { email, password: 'claiming-2', displayName: 'Claimer' },
        })
      ).body.accessToken;
    const refused = await member('refused.coach@example.com');
    await report(refused, { isCoach: true, role: 'AssistantCoach' });
    const refusedId = await newest();
    expect((await decide(refusedId, 'reject', admin)).body.status).toBe('Rejected');
    const refusedRoles = await server.call<{ items: RoleEntry[] }>('GET', '/api/csz/memberRoles', {
      token: refused,
    });
    expect(refusedRoles.body.items.map((r) => r.pendingStatus)).toEqual(['Rejected']);
    const before = (await onFile()).length;
    const assistant = await member('assistant.claim@example.com');
    await server.call('PUT', '/api/csz/memberProfile', {
      token: assistant,
      json: { firstName: 'Eli', lastName: 'Stone' },
    });
    await report(assistant, { isCoach: true, role: 'AssistantCoach' });
    expect((await decide(await newest(), 'accept', admin)).status).toBe(200);
    const after = await onFile();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({ firstName: 'Eli', lastName: 'Stone', isHead: false });
    expect(await headCoach()).toMatchObject({ firstName: 'Quinn' });
  });

  it('tells staff to reject a claim whose role request was declined since', async () => {
    const { body } = await server.call<LoginResponse>('POST', '/api/csz/register', {
      json: { email: 'declined.coach@example.com', password: 'declined-1' },
    });
    expect((await report(body.accessToken, { isCoach: true, role: 'AssistantCoach' })).status).toBe(
      200,
    );
    const id = await newest();
    const [role] = await server.handle.db
      .select({ id: memberRoles.id })
      .from(memberRoles)
      .innerJoin(members, eq(members.id, memberRoles.memberId))
      .where(eq(members.email, 'declined.coach@example.com'));
    const declined = await server.call('POST', `/admin/api/memberRoles/${role!.id}/reject`, {
      token: admin,
    });
    expect(declined.status).toBe(200);
    const accept = await decide(id, 'accept', admin);
    expect(accept.status).toBe(409);
    expect((accept.body as unknown as { message: string }).message).toBe(
      "The member's coach role request was removed or declined since: reject this report instead",
    );
    expect((await decide(id, 'reject', admin)).body.status).toBe('Rejected');
  });

  it('refuses a claim to coach in a role that is not a coach’s', async () => {
    const answer = await report(fan, { isCoach: true, role: 'Parent' });
    expect(answer).toMatchObject({
      status: 400,
      body: { errors: { role: 'A coach is a Head Coach or an Assistant Coach' } },
    });
  });

  it('decides a report once when two staff decide it at the same moment', async () => {
    await report(fan, {
      isCoach: false,
      role: 'HeadCoach',
      coachFirstName: 'Race',
      coachLastName: 'Winner',
      coachEmail: 'race@example.com',
    });
    const id = await newest();
    const answers = await Promise.all([decide(id, 'accept', admin), decide(id, 'reject', admin)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it('answers hostile requests with a 4xx and changes nothing', async () => {
    await report(fan, {
      isCoach: false,
      role: 'HeadCoach',
      coachFirstName: 'Never',
      coachLastName: 'Decided',
      coachEmail: 'never@example.com',
    });
    const id = await newest();
    const head = await headCoach();
    for (const bad of ['abc', '0', '-1', '1.5', '%00', '99999999999', `${id}%0A`]) {
      expect((await decide(bad, 'accept', admin)).status, bad).toBe(400);
    }
    expect((await decide(999_999, 'accept', admin)).status).toBe(404);
    expect(
      (
        await decide(id, 'accept', admin, {
          body: 'yes',
          headers: { 'Content-Type': 'text/plain' },
        })
      ).status,
    ).toBe(415);
    expect(
      (await server.raw('POST', `/api/csz/coachReports/${id}/approve`, { token: admin })).status,
    ).toBe(404);
    for (const query of [
      '?status=Maybe',
      '?perPage=51',
      '?page=-1',
      '?page=%00',
      '?status=%0A',
    ] as const) {
      expect((await queue(admin, query)).status, query).toBe(400);
    }
    // Guests log in; members, however involved, may not decide (their own report included).
    expect((await decide(id, 'accept', null)).status).toBe(401);
    expect((await decide(id, 'accept', fan)).status).toBe(403);
    expect((await queue(fan)).status).toBe(403);
    const [row] = await server.handle.db
      .select({ status: coachReports.status })
      .from(coachReports)
      .where(eq(coachReports.id, id));
    expect(row!.status).toBe('Pending');
    expect(await headCoach()).toEqual(head);
  });
});

/** A server whose members may answer 'Update Coach' four times a minute. */
const startWithCoachLimit = (engine: Engine) =>
  startMailingTestServer(engine, {
    limits: {
      ...TEST_LIMITS,
      updateCoach: { ip: TEST_LIMITS.updateCoach.ip, account: { points: 4, seconds: 60 } },
    },
  });

describeOnEngines("answering 'Update Coach'", startWithCoachLimit, (server) => {
  let place: DemoPlace;
  let other: DemoPlace;

  beforeAll(async () => {
    place = await headCoachPlace(server.handle.db);
    other = { ...(await anotherSchoolPlace(server.handle.db, place, 5)), sportId: place.sportId };
  });

  // Sends answers the form refuses too: unchecked against the route's body.
  const answer = (token: string, team: DemoPlace, json: object) =>
    server.raw<{ message?: string; errors?: Record<string, string> }>(
      'POST',
      '/api/csz/updateCoach',
      { token, json: { schoolId: team.schoolId, sportId: team.sportId, ...json } },
    );
  const naming = {
    isCoach: false,
    role: 'HeadCoach',
    coachFirstName: 'Nora',
    coachLastName: 'Vance',
    coachEmail: 'nora.vance@example.com',
  };
  const reportsOf = async (email: string) => {
    const [member] = await server.handle.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.email, email));
    return server.handle.db
      .select({ coachCellPhone: coachReports.coachCellPhone, status: coachReports.status })
      .from(coachReports)
      .where(eq(coachReports.memberId, member!.id));
  };
  const newMember = async (email: string) =>
    (
      await server.call<LoginResponse>('POST', '/api/csz/register', {
        json: { email, password: 'update-coach-1', displayName: 'Answerer' },
      })
    ).body.accessToken;

  it('gives every field’s error in one answer, role included, and bounds the coach’s phone', async () => {
    const token = await newMember('all.errors@example.com');
    const missing = await answer(token, place, { isCoach: false });
    expect(missing).toMatchObject({
      status: 400,
      body: {
        errors: {
          role: 'Role is required',
          coachFirstName: 'Required',
          coachLastName: 'Required',
          coachEmail: 'Required',
        },
      },
    });
    const huge = await answer(token, place, {
      ...naming,
      coachFirstName: 'N'.repeat(51),
      coachEmail: `${'n'.repeat(300)}@example.com`,
      coachCellPhone: '3'.repeat(800_000),
    });
    expect(huge).toMatchObject({
      status: 400,
      body: {
        errors: {
          coachFirstName: 'Must be 50 characters or less',
          coachEmail: 'Must be valid email',
          coachCellPhone: 'Must be 15 characters or less',
        },
      },
    });
    // A member who says they coach cannot store a coach's phone either.
    const claim = await answer(token, place, {
      isCoach: true,
      role: 'AssistantCoach',
      coachCellPhone: '3'.repeat(100),
    });
    expect(claim.status).toBe(400);
    expect(await reportsOf('all.errors@example.com')).toEqual([]);
  });

  it('refuses a second answer for a team while the first waits, and limits answers a minute', async () => {
    const token = await newMember('twice@example.com');
    expect((await answer(token, place, { ...naming, coachCellPhone: '301-555-0100' })).status).toBe(
      200,
    );
    const again = await answer(token, place, { ...naming, coachFirstName: 'Other' });
    expect(again).toMatchObject({
      status: 409,
      body: {
        message: 'You already sent an answer for this team. A CSZ team member will review it.',
      },
    });
    expect(await reportsOf('twice@example.com')).toEqual([
      { coachCellPhone: '301-555-0100', status: 'Pending' },
    ]);
    // Two at once for another team make one report.
    const both = await Promise.all([answer(token, other, naming), answer(token, other, naming)]);
    expect(both.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await reportsOf('twice@example.com')).toHaveLength(2);
    // Four answers counted this minute, refused ones too: the fifth waits.
    const limited = await answer(token, place, naming);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});
