import { SPIRIT_POINTS, type LoginResponse, type RoleEntry } from '@csz/core';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { memberRoles, members } from './schema';
import { spiritPointAwards } from '../points/schema';
import { describeOnEngines } from '../testing/engines';
import { headCoachPlace, type DemoPlace } from '../testing/places';
import { startTestServer } from '../testing/testServer';

describeOnEngines('accounts writes', startTestServer, (server) => {
  let place: DemoPlace;

  beforeAll(async () => {
    place = await headCoachPlace(server.handle.db);
  });

  /** A new member: their id and access token. */
  async function newMember(email: string): Promise<{ id: number; token: string }> {
    const { body } = await server.call<LoginResponse>('POST', '/api/csz/register', {
      json: { email, password: 'long-enough-1' },
    });
    const [member] = await server.handle.db.select().from(members).where(eq(members.email, email));
    return { id: member!.id, token: body.accessToken };
  }

  const rolesOf = (memberId: number) =>
    server.handle.db.select().from(memberRoles).where(eq(memberRoles.memberId, memberId));
  const awardsOf = async (memberId: number) =>
    (
      await server.handle.db
        .select({ type: spiritPointAwards.type, subject: spiritPointAwards.subject })
        .from(spiritPointAwards)
        .where(eq(spiritPointAwards.memberId, memberId))
        .orderBy(asc(spiritPointAwards.type), asc(spiritPointAwards.subject))
    ).map((a) => `${a.type} ${a.subject}`);

  it('leaves the member and their roles as they were when a later part of preferences fails', async () => {
    const { id, token } = await newMember('half.written@example.com');
    const answer = await server.call('POST', '/api/csz/preferences', {
      token,
      json: {
        followSchoolId: place.schoolId,
        // The first sport is fine and is written; the second does not exist.
        followSports: [
          { id: place.sportId, roles: ['Player'] },
          { id: 99999, roles: [] },
        ],
        role: 'Parent',
        isCoachOrDirector: true,
      },
    });
    expect(answer).toMatchObject({ status: 400, body: { message: 'No sport with id 99999' } });
    const [member] = await server.handle.db.select().from(members).where(eq(members.id, id));
    expect(member!.isCoachOrDirector).toBe(false);
    expect(await rolesOf(id)).toEqual([]);
    expect(await awardsOf(id)).toEqual([]);
  });

  it('makes one role of the same role asked for twice at the same time', async () => {
    const { id, token } = await newMember('twice.at.once@example.com');
    const json = {
      role: 'Fan' as const,
      followStateId: place.stateId,
      followDistrictId: place.districtId,
      followSchoolId: place.schoolId,
    };
    const answers = await Promise.all(
      [1, 2, 3].map(() => server.call<RoleEntry>('POST', '/api/csz/memberRoles', { token, json })),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    const rows = await rolesOf(id);
    expect(rows).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body.id))).toEqual(new Set([rows[0]!.id]));
    // A county-wide role (no school, no sport) is as unique: its nulls are not distinct.
    const county = {
      role: 'LeagueDirector' as const,
      followStateId: place.stateId,
      followDistrictId: place.districtId,
    };
    const countyAnswers = await Promise.all(
      [1, 2].map(() => server.call('POST', '/api/csz/memberRoles', { token, json: county })),
    );
    expect(countyAnswers.map((a) => a.status)).toEqual([201, 201]);
    const countyRows = await server.handle.db
      .select()
      .from(memberRoles)
      .where(
        and(eq(memberRoles.memberId, id), eq(memberRoles.followedDistrictId, place.districtId)),
      );
    expect(countyRows.filter((r) => r.followedSchoolId == null)).toHaveLength(1);
  });

  it('awards Spirit Points for a followed team and a followed school, once each', async () => {
    const { id, token } = await newMember('follower@example.com');
    const team = { followSchoolId: place.schoolId, followSportIds: [place.sportId] };
    for (const json of [team, team, { followSchoolId: place.schoolId }]) {
      expect(
        (await server.call('POST', '/api/csz/memberSubscription', { token, json })).status,
      ).toBe(201);
    }
    expect(await awardsOf(id)).toEqual([
      `${SPIRIT_POINTS.followedTeam} team:${place.schoolId}:${place.sportId}`,
      `${SPIRIT_POINTS.followedSchool} school:${place.schoolId}`,
    ]);
    const profile = await server.call<{ spiritPoints: { sum: number } }>(
      'GET',
      '/api/csz/memberProfile',
      { token },
    );
    expect(profile.body.spiritPoints.sum).toBe(10);
  });

  it('awards Spirit Points for a mobile number, a zip code, a birthday and a picture, once each', async () => {
    const { id, token } = await newMember('profile.points@example.com');
    const names = { firstName: 'Dana', lastName: 'Reyes' };
    await server.call('PUT', '/api/csz/memberProfile', { token, json: names });
    expect(await awardsOf(id)).toEqual([]);
    const full = { ...names, cellPhone: '301-555-0142', zipCode: '20814', birthday: '1985-04-02' };
    for (const json of [full, full]) {
      expect((await server.call('PUT', '/api/csz/memberProfile', { token, json })).status).toBe(
        200,
      );
    }
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#123456' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    expect(
      (await server.call('POST', '/admin/api/upload/images/avatar', { token, body: form })).status,
    ).toBe(200);
    expect(await awardsOf(id)).toEqual([
      `${SPIRIT_POINTS.profilePicture} profile`,
      `${SPIRIT_POINTS.mobileNumber} profile`,
      `${SPIRIT_POINTS.zipCode} profile`,
      `${SPIRIT_POINTS.birthday} profile`,
    ]);
    const profile = await server.call<{ spiritPoints: { sum: number } }>(
      'GET',
      '/api/csz/memberProfile',
      { token },
    );
    expect(profile.body.spiritPoints.sum).toBe(10 + 5 + 5 + 5);
  });

  /**
   * Every accounts route with a body or an id: method, path (':id' for the id), whether it needs a
   * session. Routes that read no body (a removal, an approval) are tried with bad ids only.
   */
  const ROUTES: [string, string, boolean][] = [
    ['POST', '/api/csz/register', false],
    ['POST', '/api/csz/registerMyAccount', false],
    ['POST', '/api/csz/check', false],
    ['POST', '/api/csz/login', false],
    ['POST', '/api/csz/logout', false],
    ['POST', '/api/csz/token/refresh', false],
    ['POST', '/api/csz/recovery', false],
    ['POST', '/api/csz/recovery/restore', false],
    ['POST', '/api/csz/forgotPassword', false],
    ['POST', '/api/csz/forgotPassword/change', false],
    ['POST', '/api/csz/resetPassword', false],
    ['PUT', '/api/csz/changePassword/:id', true],
    ['PUT', '/api/csz/memberProfile', true],
    ['DELETE', '/api/csz/memberProfile/avatar/:id', true],
    ['POST', '/api/csz/memberRoles', true],
    ['DELETE', '/api/csz/memberRoles/:id', true],
    ['DELETE', '/api/csz/memberSubscription/deleteMyAccSubscription/:id', true],
    ['PUT', '/api/csz/memberSubscription/patchMyAcc/:id', true],
    ['POST', '/api/csz/memberSubscription', true],
    ['POST', '/api/csz/memberSubscription/myAccAddSubs', true],
    ['POST', '/api/csz/preferences', true],
    ['POST', '/api/csz/invitemember', true],
    ['POST', '/api/csz/updateCoach', true],
    ['POST', '/admin/api/memberRoles/:id/approve', true],
    ['POST', '/admin/api/memberRoles/:id/reject', true],
  ];

  it.each(ROUTES)(
    'answers %s %s with a 4xx for hostile input, never a 500',
    async (method, path, session) => {
      const token = session ? (await server.login('admin@demo.csz.test')).accessToken : null;
      const at = (id: string) => path.replace(':id', id);
      const readsBody = !(method === 'DELETE' || /approve|reject/.test(path));
      const bodies: { what: string; path: string; body: string; type: string }[] = [
        {
          what: 'a NUL character',
          path: at('1'),
          body: JSON.stringify({
            email: 'a\u0000@b.co',
            password: 'x\u0000yyyyyyyy',
            firstName: 'A\u0000',
            lastName: 'B',
            role: 'Fan',
            followSchoolId: 1,
            refreshToken: '\u0000',
            token: '\u0000',
            isAutomaticallyTexting: true,
          }),
          type: 'application/json',
        },
        {
          what: 'another control character',
          path: at('1'),
          body: JSON.stringify({ email: 'a\u0007@b.co', firstName: '\u001b[31m', lastName: 'B' }),
          type: 'application/json',
        },
        { what: 'text/plain', path: at('1'), body: '{"email":"a@b.co"}', type: 'text/plain' },
        { what: 'malformed JSON', path: at('1'), body: '{"email":', type: 'application/json' },
      ];
      const tries = readsBody ? bodies : [];
      if (path.includes(':id')) {
        for (const id of ['abc', '-1', '1.5', '99999999999', '%00']) {
          tries.push({ what: `the id ${id}`, path: at(id), body: '{}', type: 'application/json' });
        }
      }
      for (const { what, path: target, body, type } of tries) {
        const answer = await server.raw(method, target, {
          token,
          body,
          headers: { 'Content-Type': type },
        });
        expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBeGreaterThanOrEqual(
          400,
        );
        expect(answer.status, what).toBeLessThan(500);
      }
    },
  );
});
