import {
  coachSchema,
  districtSchema,
  divisionSchema,
  leagueSchema,
  pagedSchema,
  schoolSchema,
  sportSchema,
  stateSchema,
  type District,
  type School,
  type Sport,
  type State,
} from '@csz/core';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { leagueDivisions, leagues } from './schema';
import { describeOnEngines } from '../testing/engines';
import { marylandAndMontgomery, startTestServer } from '../testing/testServer';

type Paged<T> = { items: T[]; total: number };

describeOnEngines('lookups', startTestServer, (server) => {
  let maryland: State;
  let montgomery: District;

  beforeAll(async () => {
    ({ maryland, montgomery } = await marylandAndMontgomery(server));
  });

  it('lists active states with Maryland first', async () => {
    const { status, body } = await server.get<Paged<State>>('/api/csz/states');
    expect(status).toBe(200);
    expect(
      pagedSchema(stateSchema)
        .parse(body)
        .items.map((s) => s.abbreviation),
    ).toEqual(['MD', 'DE']);
    expect(body.total).toBe(2);
  });

  it('lists every state with isActive=false, paged', async () => {
    const all = await server.get<Paged<State>>('/api/csz/states?isActive=false&perPage=5&page=2');
    expect(all.body.total).toBe(51);
    expect(all.body.items).toHaveLength(5);
    const last = await server.get<Paged<State>>('/api/csz/states?isActive=false&perPage=5&page=11');
    expect(last.body.items).toHaveLength(1);
    const beyond = await server.get<Paged<State>>(
      '/api/csz/states?isActive=false&perPage=5&page=12',
    );
    expect(beyond.body).toEqual({ items: [], total: 51 });
  });

  it("lists a state's counties by name, and Maryland's first without a state", async () => {
    const { body } = await server.get<Paged<District>>(`/api/csz/districts?stateId=${maryland.id}`);
    expect(
      pagedSchema(districtSchema)
        .parse(body)
        .items.map((d) => d.name),
    ).toEqual(['Frederick', 'Howard', 'Montgomery']);
    const all = await server.get<Paged<District>>('/api/csz/districts');
    expect(all.body.items.map((d) => d.stateId)).toEqual([
      maryland.id,
      maryland.id,
      maryland.id,
      expect.any(Number),
    ]);
  });

  it("lists a county's schools with logos", async () => {
    const { body } = await server.get<Paged<School>>(
      `/api/csz/schools?districtId=${montgomery.id}`,
    );
    const parsed = pagedSchema(schoolSchema).parse(body);
    expect(parsed.total).toBe(6);
    expect(
      parsed.items.every(
        (s) =>
          s.districtId === montgomery.id && s.district === 'Montgomery' && s.state === 'Maryland',
      ),
    ).toBe(true);
    expect(parsed.items[0]!.imgUrl).toBe(`/logos/${parsed.items[0]!.id}.svg`);
    const logo = await fetch(`${server.url}${parsed.items[0]!.imgUrl}`);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(await logo.text()).toMatch(/^<svg /);
  });

  it('gives one school by id with its county and state, and refuses an unknown or bad id', async () => {
    const { body: listed } = await server.get<Paged<School>>(
      `/api/csz/schools?districtId=${montgomery.id}`,
    );
    const first = listed.items[0]!;
    const one = await server.call<School>('GET', `/api/csz/schools/${first.id}`);
    expect(one.status).toBe(200);
    expect(schoolSchema.parse(one.body)).toEqual(first);
    expect((await server.call('GET', '/api/csz/schools/2147483000')).status).toBe(404);
    for (const id of ['abc', '0', '-1', '1.5', '%00', '99999999999']) {
      expect((await server.call('GET', `/api/csz/schools/${id}`)).status, id).toBe(400);
    }
  });

  it('finds schools by parts of their name, within a state or all', async () => {
    const { body: everyone } = await server.get<Paged<School>>(
      '/api/csz/schools?isActive=true&perPage=500',
    );
    const school = everyone.items[0]!;
    const word = school.name.split(' ')[0]!;
    const query = word.slice(0, 3).toLowerCase();
    const found = await server.get<Paged<School>>(
      `/api/csz/schools?searchTerm=${encodeURIComponent(query)}&isAllStates=true`,
    );
    expect(found.body.items.map((s) => s.id)).toContain(school.id);
    expect(
      found.body.items.every(
        (s) => s.name.toLowerCase().includes(query) || s.shortName.toLowerCase().includes(query),
      ),
    ).toBe(true);
    const otherState = await server.get<Paged<School>>(
      `/api/csz/schools?searchTerm=${encodeURIComponent(query)}&stateId=${school.stateId === maryland.id ? 9999 : maryland.id}`,
    );
    expect(otherState.body.items.map((s) => s.id)).not.toContain(school.id);
    const saints = everyone.items.filter((s) => /^St\. /.test(s.name));
    for (const saint of saints) {
      const spelled = saint.name
        .replace(/^St\. /, 'Saint ')
        .split(' ')
        .slice(0, 2)
        .join(' ');
      const hit = await server.get<Paged<School>>(
        `/api/csz/schools?searchTerm=${encodeURIComponent(spelled)}&isAllStates=true`,
      );
      expect(hit.body.items.map((s) => s.id)).toContain(saint.id);
    }
  });

  it('treats search text as text, never as SQL', async () => {
    for (const term of ["'; drop table schools; --", '%', '_', '<script>alert(1)</script>']) {
      const { status, body } = await server.get<Paged<School>>(
        `/api/csz/schools?searchTerm=${encodeURIComponent(term)}`,
      );
      expect(status).toBe(200);
      expect(body.items).toEqual([]);
    }
    expect((await server.get<Paged<School>>('/api/csz/schools?perPage=1')).body.total).toBe(17);
  });

  it('filters sports by place, season, playoffs and parents, and sorts them', async () => {
    const sports = pagedSchema(sportSchema).parse(
      (await server.get<Paged<Sport>>('/api/csz/sports')).body,
    );
    expect(sports.items.map((s) => s.name)).toEqual([
      'Football',
      'Soccer',
      'Boys Soccer',
      'Girls Soccer',
      'Basketball',
      'Boys Basketball',
      'Girls Basketball',
      'Baseball',
      'Track & Field',
    ]);
    const parents = await server.get<Paged<Sport>>('/api/csz/sports?isParent=true');
    expect(parents.body.items.map((s) => s.name)).toEqual(['Soccer', 'Basketball']);
    const byName = await server.get<Paged<Sport>>(
      '/api/csz/sports?isParent=false&sort=name&order=desc&perPage=2',
    );
    expect(byName.body.items.map((s) => s.name)).toEqual(['Track & Field', 'Girls Soccer']);
    const search = await server.get<Paged<Sport>>('/api/csz/sports?searchTerm=soc');
    expect(search.body.items.map((s) => s.name)).toEqual(['Soccer', 'Boys Soccer', 'Girls Soccer']);
    const playoffs = await server.get<Paged<Sport>>(
      `/api/csz/sports?isForPlayoff=true&stateId=${maryland.id}&season=2026-2027`,
    );
    expect(playoffs.body.items.length).toBeGreaterThan(0);
    expect(playoffs.body.items.every((s) => !s.isParent)).toBe(true);
    const school = (
      await server.get<Paged<School>>(`/api/csz/schools?districtId=${montgomery.id}&perPage=1`)
    ).body.items[0]!;
    const fielded = await server.get<Paged<Sport>>(`/api/csz/sports?schoolId=${school.id}`);
    const played = await server.get<Paged<Sport>>(
      `/api/csz/sports?schoolId=${school.id}&season=2026-2027`,
    );
    expect(fielded.body.total).toBeGreaterThan(0);
    expect(played.body.items.every((s) => fielded.body.items.some((f) => f.id === s.id))).toBe(
      true,
    );
    const inCounty = await server.get<Paged<Sport>>(`/api/csz/sports?districtId=${montgomery.id}`);
    expect(inCounty.body.total).toBeGreaterThanOrEqual(fielded.body.total);
    const none = await server.get<Paged<Sport>>('/api/csz/sports?season=2012-2013');
    expect(none.body).toEqual({ items: [], total: 0 });
  });

  it('lists leagues by state and county', async () => {
    const { body } = await server.get<Paged<unknown>>(
      `/api/csz/leagues?districtId=${montgomery.id}`,
    );
    expect(pagedSchema(leagueSchema).parse(body).items).toEqual([
      {
        id: expect.any(Number),
        name: 'Montgomery County League',
        stateId: maryland.id,
        districtId: montgomery.id,
        sportId: null,
      },
    ]);
    expect(
      (await server.get<Paged<unknown>>(`/api/csz/leagues?stateId=${maryland.id}`)).body.total,
    ).toBe(3);
  });

  it("lists a league's divisions in the league's order, and refuses a list without a league", async () => {
    const [league] = await server.handle.db
      .select()
      .from(leagues)
      .where(eq(leagues.districtId, montgomery.id));
    await server.handle.db.insert(leagueDivisions).values([
      { leagueId: league!.id, name: 'Division II', sortOrder: 1 },
      { leagueId: league!.id, name: 'Division I', sortOrder: 0 },
    ]);
    const { status, body } = await server.get<Paged<unknown>>(
      `/api/csz/divisions?leagueId=${league!.id}`,
    );
    expect(status).toBe(200);
    const divisions = pagedSchema(divisionSchema).parse(body);
    expect(divisions.items.map((d) => [d.name, d.leagueId])).toEqual([
      ['Division I', league!.id],
      ['Division II', league!.id],
    ]);
    expect(divisions.total).toBe(2);
    expect((await server.get('/api/csz/divisions?leagueId=999999')).body).toEqual({
      items: [],
      total: 0,
    });
    for (const query of [
      '',
      '?leagueId=',
      '?leagueId=abc',
      '?leagueId=1%00',
      '?leagueId=99999999999999999999',
      '?leagueId=1&perPage=0',
    ]) {
      expect((await server.get(`/api/csz/divisions${query}`)).status, query).toBe(400);
    }
  });

  it("gives a team's coaches, head coach first, without their contact details", async () => {
    const school = (
      await server.get<Paged<School>>(`/api/csz/schools?districtId=${montgomery.id}&perPage=1`)
    ).body.items[0]!;
    const sport = (
      await server.get<Paged<Sport>>(
        `/api/csz/sports?schoolId=${school.id}&isParent=false&perPage=1`,
      )
    ).body.items[0]!;
    const { status, body } = await server.get<{ items: unknown[] }>(
      `/api/csz/headCoach/${school.id}/${sport.id}`,
    );
    expect(status).toBe(200);
    const coaches = z.object({ items: z.array(coachSchema) }).parse(body).items;
    expect(coaches.length).toBeGreaterThan(0);
    expect(coaches.every((c) => c.email === null && c.cellPhone === null)).toBe(true);
    expect((await server.get(`/api/csz/headCoach/99999/${sport.id}`)).status).toBe(404);
    expect((await server.get(`/api/csz/headCoach/${school.id}/99999`)).status).toBe(404);
    expect((await server.get(`/api/csz/headCoach/${school.id}/football`)).status).toBe(400);
  });
});
