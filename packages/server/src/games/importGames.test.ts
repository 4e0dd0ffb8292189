import { fixedClock } from '../clock';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { standingsResponseSchema, type StandingsResponse } from '@csz/core';
import { parse } from 'csv-parse/sync';
import { and, count, eq, inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { gameResults, games } from './schema';
import { schools, sports, states } from '../lookups/schema';
import { sportsDataWriter } from '../live/sportsData';
import { describeOnEngines } from '../testing/engines';
import { startTestServer } from '../testing/testServer';
import { ImportError, importGames, type ImportReport } from './importGames';

const REAL_FILE = fileURLToPath(
  new URL('../../test-data/wv_football_2009_2016.csv', import.meta.url),
);
const TODAY = '2026-11-20';

interface CsvRow {
  year: string;
  date: string;
  home_team: string;
  home_team_score: string;
  home_team_state: string;
  visiting_team: string;
  visiting_team_score: string;
  visiting_team_state: string;
}

/**
 * The records the file implies, worked out here without the importer's code: every game with a
 * US team counts, including those against teams from outside the US.
 */
function impliedRecords(rows: CsvRow[], season: string, usStates: Set<string>) {
  const name = (team: string) =>
    team
      .replace(/\s*\([A-Z]{2}\)?$/, '')
      .trim()
      .toLowerCase();
  const records = new Map<string, { won: number; lose: number; tie: number }>();
  const add = (team: string, state: string, result: 'won' | 'lose' | 'tie') => {
    const key = `${state}:${name(team)}`;
    const record = records.get(key) ?? { won: 0, lose: 0, tie: 0 };
    record[result] += 1;
    records.set(key, record);
  };
  for (const row of rows) {
    if (`${row.year}-${Number(row.year) + 1}` !== season) continue;
    if (!usStates.has(row.home_team_state) && !usStates.has(row.visiting_team_state)) continue;
    const [h, v] = [Number(row.home_team_score), Number(row.visiting_team_score)];
    add(row.home_team, row.home_team_state, h > v ? 'won' : h < v ? 'lose' : 'tie');
    add(row.visiting_team, row.visiting_team_state, v > h ? 'won' : v < h ? 'lose' : 'tie');
  }
  return records;
}

async function gameCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(games);
  return row!.n;
}

describeOnEngines('importing games', startTestServer, (server) => {
  /** Writes as the import route does: publishing and emptying the server's cache on commit. */
  const writer = () => sportsDataWriter(server.handle.db, server.cache);
  const text = readFileSync(REAL_FILE, 'utf8');
  const rows = parse(text, { columns: true, skip_empty_lines: true }) as CsvRow[];
  let first: ImportReport;
  let usStates: Set<string>;

  beforeAll(async () => {
    usStates = new Set((await server.handle.db.select().from(states)).map((s) => s.abbreviation));
    first = await importGames(
      writer(),
      text,
      { fileName: 'wv_football_2009_2016.csv' },
      fixedClock(TODAY),
    );
  });

  it('loads the real West Virginia file and reports every row it could not use', () => {
    // Teams from Canada ('(ON)', '(CN)') are US teams' opponents; only games between two of them,
    // which are no US team's, are refused.
    const inUs = (state: string) => usStates.has(state);
    const canadian = rows.filter((r) => !inUs(r.home_team_state) || !inUs(r.visiting_team_state));
    const withoutUsTeam = canadian.filter(
      (r) => !inUs(r.home_team_state) && !inUs(r.visiting_team_state),
    );
    expect(canadian).toHaveLength(14);
    expect(withoutUsTeam).toHaveLength(7);
    expect(first.rows).toBe(9603);
    expect(first.rejected).toHaveLength(withoutUsTeam.length);
    expect(first.rejectedByReason).toEqual({ 'no team from the US': withoutUsTeam.length });
    expect(first.rejected[0]).toEqual({
      line: 329,
      reason: 'no team from the US: "Trinity" (ON) and "Bishop Tonnos" (ON)',
    });
    expect(first.gamesAdded + first.scoresAdded + first.alreadyPresent).toBe(
      9603 - withoutUsTeam.length,
    );
    expect(first.regionsCreated).toEqual([
      { code: 'ON', name: 'Ontario' },
      { code: 'CN', name: 'Canada' },
    ]);
    expect(first.schoolsCreated.length).toBeGreaterThan(500);
    expect(first.schoolsCreated).toEqual(
      expect.arrayContaining([
        { name: 'Coeburn', state: 'VA' },
        { name: 'Trinity', state: 'ON' },
        { name: 'Grande Prairie', state: 'CN' },
        { name: 'Pinehurst', state: 'CN' },
      ]),
    );
    expect(first.schoolsCreated).not.toContainEqual({ name: 'Bishop Tonnos', state: 'ON' });
    // Double-booked teams are loaded, with a warning for staff to check.
    expect(first.warnings.map((w) => w.line)).toEqual(expect.arrayContaining([298, 301]));
  });

  it('gives standings that match the records the file implies', async () => {
    const season = '2015-2016';
    const implied = impliedRecords(rows, season, usStates);
    const [wv] = await server.handle.db.select().from(states).where(eq(states.abbreviation, 'WV'));
    const [football] = await server.handle.db
      .select()
      .from(sports)
      .where(eq(sports.name, 'Football'));
    const wvSchools = await server.handle.db
      .selectDistinct({ id: schools.id, name: schools.name })
      .from(schools)
      .innerJoin(gameResults, eq(gameResults.schoolId, schools.id))
      .where(and(eq(schools.stateId, wv!.id), eq(gameResults.season, season)));
    expect(wvSchools.length).toBeGreaterThan(100);
    let compared = 0;
    for (let i = 0; i < wvSchools.length; i += 100) {
      const ids = wvSchools.slice(i, i + 100).map((s) => s.id);
      const { body } = await server.get<StandingsResponse>(
        `/api/csz/standings/bySchools?schoolIds=${ids.join(',')}&sportId=${football!.id}&year=${season}`,
      );
      for (const row of standingsResponseSchema.parse(body).items[0]!.standings) {
        const expected = implied.get(`WV:${row.name.toLowerCase()}`);
        expect({ school: row.name, won: row.won, lose: row.lose, tie: row.tie }).toEqual({
          school: row.name,
          ...expected,
        });
        compared += 1;
      }
    }
    expect(compared).toBe(wvSchools.length);
  });

  it("counts games against teams from Canada in the US team's record", async () => {
    const [football] = await server.handle.db
      .select()
      .from(sports)
      .where(eq(sports.name, 'Football'));
    // Seasons before the demo data's first, so the file's games are the teams' only ones.
    for (const [team, state, season] of [
      ['Wheeling Central', 'WV', '2009-2010'],
      ['Steubenville', 'OH', '2013-2014'],
      ['Steubenville', 'OH', '2014-2015'],
      ['Johnson Central', 'KY', '2011-2012'],
    ] as const) {
      const [school] = await server.handle.db
        .select({ id: schools.id })
        .from(schools)
        .innerJoin(states, eq(states.id, schools.stateId))
        .where(and(eq(schools.name, team), eq(states.abbreviation, state)));
      const { body } = await server.get<StandingsResponse>(
        `/api/csz/standings/bySchools?schoolIds=${school!.id}&sportId=${football!.id}&year=${season}`,
      );
      const [row] = standingsResponseSchema.parse(body).items[0]!.standings;
      const expected = impliedRecords(rows, season, usStates).get(`${state}:${team.toLowerCase()}`);
      expect({ team, season, won: row!.won, lose: row!.lose, tie: row!.tie }).toEqual({
        team,
        season,
        ...expected,
      });
    }
  });

  it('keeps regions outside the US out of the state pickers and out of standings', async () => {
    const listed = async (query: string) =>
      (
        await server.get<{ items: { abbreviation: string }[] }>(`/api/csz/states${query}`)
      ).body.items.map((s) => s.abbreviation);
    for (const query of ['?perPage=100', '?perPage=100&isActive=false']) {
      const codes = await listed(query);
      expect(codes).toContain('WV');
      expect(codes).not.toContain('ON');
      expect(codes).not.toContain('CN');
    }
    const [ontario] = await server.handle.db
      .select()
      .from(states)
      .where(eq(states.abbreviation, 'ON'));
    expect(ontario).toMatchObject({ name: 'Ontario', outsideUs: true, isActive: false });
    const { body: districts } = await server.get<{ items: { id: number }[] }>(
      `/api/csz/districts?stateId=${ontario!.id}`,
    );
    expect(districts.items).toEqual([]);
    // The region's schools are listed nowhere as a county's and get no standings of their own.
    const [trinity] = await server.handle.db
      .select()
      .from(schools)
      .where(and(eq(schools.name, 'Trinity'), eq(schools.stateId, ontario!.id)));
    expect(trinity).toMatchObject({ isActive: false });
    const [football] = await server.handle.db
      .select()
      .from(sports)
      .where(eq(sports.name, 'Football'));
    const standings = await server.get<StandingsResponse>(
      `/api/csz/standings?stateId=${ontario!.id}&countyId=${trinity!.districtId}&sportId=${football!.id}&year=2009-2010`,
    );
    expect(standingsResponseSchema.parse(standings.body).items.flatMap((g) => g.standings)).toEqual(
      [],
    );
  });

  it('adds nothing when the same file is imported again', async () => {
    const before = await gameCount(server.handle.db);
    const again = await importGames(writer(), text, { fileName: 'again.csv' }, fixedClock(TODAY));
    expect(again.gamesAdded).toBe(0);
    expect(again.scoresAdded).toBe(0);
    expect(again.schoolsCreated).toEqual([]);
    expect(again.regionsCreated).toEqual([]);
    expect(again.alreadyPresent).toBe(first.gamesAdded + first.scoresAdded + first.alreadyPresent);
    expect(await gameCount(server.handle.db)).toBe(before);
  });

  it.each([
    [
      'a missing column',
      'year,date,home_team,home_team_score,visiting_team\n2015,2015-09-04,A,1,B\n',
      /no column "visiting_team_score"/,
    ],
    [
      'unbalanced quotes',
      'date,home_team,home_team_score,visiting_team,visiting_team_score,home_team_state,visiting_team_state\n2015-09-04,"Hancock,14,Clear Spring,7,MD,MD\n2015-09-05,A,1,B,2,MD,MD\n',
      /not valid CSV/,
    ],
    ['an empty file', '', /empty/],
    [
      'an unknown sport',
      'date,home_team,home_team_score,visiting_team,visiting_team_score\n2015-09-04,A,1,B,2\n',
      /Unknown sport "Curling"/,
    ],
  ])('refuses %s and writes nothing', async (name, csv, message) => {
    const before = await gameCount(server.handle.db);
    const options = name === 'an unknown sport' ? { sport: 'Curling', defaultState: 'MD' } : {};
    await expect(importGames(writer(), csv, options, fixedClock(TODAY))).rejects.toThrow(
      ImportError,
    );
    await expect(importGames(writer(), csv, options, fixedClock(TODAY))).rejects.toThrow(message);
    expect(await gameCount(server.handle.db)).toBe(before);
  });

  it('rejects bad rows by line and reason and loads the rest', async () => {
    const csv = [
      'date,home_team,home_team_score,home_team_state,visiting_team,visiting_team_score,visiting_team_state',
      '2024-09-06,Rowline Alpha,21,MD,Rowline Beta,14,MD',
      '2024-13-45,Rowline Alpha,21,MD,Rowline Gamma,14,MD',
      'yesterday,Rowline Alpha,21,MD,Rowline Gamma,14,MD',
      '2024-09-13,Rowline Alpha,twenty,MD,Rowline Gamma,14,MD',
      '2024-09-13,,21,MD,Rowline Gamma,14,MD',
      '2024-09-13,Rowline Alpha,21,XX,Rowline Gamma,14,MD',
      '2024-09-13,Rowline Alpha,21,MD,Rowline Alpha,14,MD',
      '2024-09-06,Rowline Beta,14,MD,Rowline Alpha,21,MD',
      '2024-09-06,Rowline Alpha,20,MD,Rowline Beta,14,MD',
      '"2024-09-20","Rowline ""Quoted"" Delta",7,MD,Rowline Beta,3,MD',
    ].join('\n');
    const before = await gameCount(server.handle.db);
    const report = await importGames(writer(), csv, {}, fixedClock(TODAY));
    expect(report.rejected).toEqual([
      { line: 3, reason: 'bad date "2024-13-45" (expected yyyy-MM-dd)' },
      { line: 4, reason: 'bad date "yesterday" (expected yyyy-MM-dd)' },
      { line: 5, reason: 'bad score "twenty" for home team' },
      { line: 6, reason: 'missing home team' },
      { line: 7, reason: 'unknown state "XX" for team "Rowline Alpha"' },
      { line: 8, reason: 'team "Rowline Alpha" plays itself' },
      { line: 9, reason: 'duplicate of line 2' },
      { line: 10, reason: 'conflicts with line 2: same teams and day, different score' },
    ]);
    expect(report.gamesAdded).toBe(2);
    expect(await gameCount(server.handle.db)).toBe(before + 2);
    const [quoted] = await server.handle.db
      .select()
      .from(schools)
      .where(eq(schools.name, 'Rowline "Quoted" Delta'));
    expect(quoted).toBeDefined();
    const conflict = await importGames(
      writer(),
      'date,home_team,home_team_score,home_team_state,visiting_team,visiting_team_score,visiting_team_state\n2024-09-06,Rowline Alpha,0,MD,Rowline Beta,0,MD\n',
      {},
      fixedClock(TODAY),
    );
    expect(conflict.rejected[0]?.reason).toMatch(
      /^conflicts with game \d+ already stored with score 21-14$/,
    );
  });

  it('maps the columns and date format of another system', async () => {
    const csv =
      'Game Date,Home,Away,H,A\n9/27/2024,Mapped North,Mapped South,3,1\n10/4/2024,Mapped South,Mapped North,2,2\n';
    const options = {
      columns: { date: 'Game Date', home: 'Home', away: 'Away', homeScore: 'H', awayScore: 'A' },
      dateFormat: 'M/d/yyyy',
      sport: 'Boys Soccer',
      defaultState: 'md',
    };
    const dry = await importGames(writer(), csv, { ...options, dryRun: true }, fixedClock(TODAY));
    expect(dry).toMatchObject({ dryRun: true, gamesAdded: 2, rejected: [] });
    expect(
      await server.handle.db.select().from(schools).where(eq(schools.name, 'Mapped North')),
    ).toEqual([]);
    const report = await importGames(writer(), csv, options, fixedClock(TODAY));
    expect(report.gamesAdded).toBe(2);
    const mapped = await server.handle.db
      .select({ id: schools.id })
      .from(schools)
      .where(inArray(schools.name, ['Mapped North', 'Mapped South']));
    const results = await server.handle.db
      .select()
      .from(gameResults)
      .where(
        inArray(
          gameResults.schoolId,
          mapped.map((m) => m.id),
        ),
      );
    expect(results.map((r) => [r.eventDate, r.season, r.score]).sort()).toEqual([
      ['2024-09-27', '2024-2025', 1],
      ['2024-09-27', '2024-2025', 3],
      ['2024-10-04', '2024-2025', 2],
      ['2024-10-04', '2024-2025', 2],
    ]);
  });

  it('imports through the staff endpoint and refreshes cached answers', async () => {
    const csv =
      'date,home_team,home_team_score,home_team_state,visiting_team,visiting_team_score,visiting_team_state\n2026-11-19,Endpoint East,28,DE,Endpoint West,21,DE\n';
    const admin = (await server.login('admin@demo.csz.test')).accessToken;
    const fan = (await server.login('fan@demo.csz.test')).accessToken;
    const post = (headers: Record<string, string>, body = csv) =>
      fetch(
        `${server.url}/admin/api/import/games?options=${encodeURIComponent('{"fileName":"web.csv"}')}`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'text/csv', ...headers },
          body,
        },
      );
    expect((await post({})).status).toBe(401);
    expect((await post({ Authorization: 'Bearer not-a-token' })).status).toBe(401);
    expect((await post({ Authorization: `Bearer ${fan}` })).status).toBe(403);
    const before = await server.get<{ total: number }>('/api/csz/games?date=2026-11-19');
    const response = await post({ Authorization: `Bearer ${admin}` });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      fileName: 'web.csv',
      gamesAdded: 1,
      rejected: [],
    });
    const after = await server.get<{ total: number }>('/api/csz/games?date=2026-11-19');
    expect(after.body.total).toBe(before.body.total + 1);
    const broken = await post({ Authorization: `Bearer ${admin}` }, 'date,home\n2026-11-19,X\n');
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { message: string }).message).toMatch(/no column/);
    const form = new FormData();
    form.set('file', new Blob([csv], { type: 'text/csv' }), 'form.csv');
    const multipart = await fetch(`${server.url}/admin/api/import/games`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin}` },
      body: form,
    });
    expect(await multipart.json()).toMatchObject({
      fileName: 'form.csv',
      gamesAdded: 0,
      alreadyPresent: 1,
    });
  });

  it('creates a region for an opponent from another province through the staff endpoint, once', async () => {
    const csv =
      'date,home_team,home_team_score,home_team_state,visiting_team,visiting_team_score,visiting_team_state\n2026-09-18,Border Heights,35,VT,Lennoxville (QC),14,QC\n';
    const admin = (await server.login('admin@demo.csz.test')).accessToken;
    const post = async () => {
      const response = await fetch(`${server.url}/admin/api/import/games`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'text/csv' },
        body: csv,
      });
      expect(response.status).toBe(200);
      return (await response.json()) as ImportReport;
    };
    const before = await gameCount(server.handle.db);
    expect(await post()).toMatchObject({
      gamesAdded: 1,
      rejected: [],
      regionsCreated: [{ code: 'QC', name: 'Quebec' }],
      schoolsCreated: [
        { name: 'Border Heights', state: 'VT' },
        { name: 'Lennoxville', state: 'QC' },
      ],
    });
    expect(await gameCount(server.handle.db)).toBe(before + 1);
    const { body: found } = await server.get<{ items: { id: number }[] }>(
      '/api/csz/schools?searchTerm=Border%20Heights&isAllStates=true',
    );
    const { body: games } = await server.get<{ items: { name: string }[] }>(
      `/api/csz/games?schoolId=${found.items[0]!.id}&season=2026-2027`,
    );
    expect(games.items.map((g) => g.name)).toEqual([expect.stringContaining('Lennoxville')]);
    const { body: listed } = await server.get<{ items: { abbreviation: string }[] }>(
      '/api/csz/states?perPage=100&isActive=false',
    );
    expect(listed.items.map((s) => s.abbreviation)).not.toContain('QC');
    expect(await post()).toMatchObject({
      gamesAdded: 0,
      alreadyPresent: 1,
      regionsCreated: [],
      schoolsCreated: [],
    });
    expect(await gameCount(server.handle.db)).toBe(before + 1);
  });

  it('answers a broken upload or a date format date-fns refuses with a 4xx, adding nothing', async () => {
    const admin = (await server.login('admin@demo.csz.test')).accessToken;
    const count = async () =>
      (await server.get<{ total: number }>('/api/csz/games?date=2026-11-18')).body.total;
    const before = await count();
    const send = (headers: Record<string, string>, body: string, query = '') =>
      fetch(`${server.url}/admin/api/import/games${query}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${admin}`, ...headers },
        body,
      });
    for (const body of [
      'garbage',
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nabc',
    ]) {
      const broken = await send({ 'Content-Type': 'multipart/form-data; boundary=xyz' }, body);
      expect(broken.status).toBe(400);
      expect(((await broken.json()) as { message: string }).message).toBe(
        'The upload could not be read: send the CSV again',
      );
    }
    const csv =
      'date,home_team,home_team_score,visiting_team,visiting_team_score\n2026-18-11,A,1,B,2\n';
    for (const dateFormat of ['YYYY-DD-MM', 'yyyy-qq-zz-X', 'bogus format %s']) {
      const answer = await send(
        { 'Content-Type': 'text/csv' },
        csv,
        `?options=${encodeURIComponent(JSON.stringify({ dateFormat }))}`,
      );
      expect(answer.status, dateFormat).toBe(400);
      expect(((await answer.json()) as { message: string }).message).toContain(
        'Must be a date format in date-fns tokens',
      );
    }
    expect(await send({ 'Content-Type': 'application/xml' }, '<csv/>')).toHaveProperty(
      'status',
      415,
    );
    expect(await count()).toBe(before);
  });
});
