import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { games } from '../games/schema';
import { parse as parseCsv } from 'csv-parse/sync';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEngines } from '../testing/engines';
import { parseFeed } from '../testing/icalendar';
import { anotherSchoolPlace, headCoachPlace, insertGame, type DemoPlace } from '../testing/places';
import { startTestServer, TEST_TODAY } from '../testing/testServer';
import type { ApiCallPath } from '../apiPaths';

const KHAL = '/usr/bin/khal';
const khalInstalled = existsSync(KHAL);

describeOnEngines('calendar feeds', startTestServer, (server) => {
  let place: DemoPlace;
  const ids = { winter: 0, summer: 0, tbd: 0, canceled: 0, superseded: 0, today: 0 };
  const uid = (id: number) => `game-${id}@calendar.csz`;
  const teamFeed = () => `/api/csz/calendar/team/${place.schoolId}/${place.sportId}.ics` as const;
  const schoolFeed = () => `/api/csz/calendar/school/${place.schoolId}.ics` as const;
  const feed = async (
    path: ApiCallPath<'GET'> = teamFeed(),
    headers: Record<string, string> = {},
  ) => {
    const answer = await server.call<string>('GET', path, { headers });
    return { ...answer, events: answer.status === 200 ? parseFeed(answer.body) : new Map() };
  };

  beforeAll(async () => {
    const { db } = server.handle;
    place = await headCoachPlace(db);
    const at = async (date: string, set: ReturnType<typeof sql>) => {
      const { id } = await insertGame(db, place, { date });
      await db.execute(sql`update games set ${set} where id = ${id}`);
      return id;
    };
    ids.winter = await at('2027-01-15', sql`start_time = '19:00:00'`);
    ids.summer = await at('2027-07-15', sql`start_time = '19:00:00', end_time = '21:00:00'`);
    ids.tbd = await at('2027-02-01', sql`is_tbd = true`);
    ids.canceled = await at('2027-02-02', sql`status = 'Canceled'`);
    ids.today = (await insertGame(db, place)).id;
    ids.superseded = await at(
      '2027-02-03',
      sql`status = 'Postponed', next_postpone_game_id = ${ids.today}`,
    );
  });

  it('answers text/calendar with a stable UID per game and a short lifetime with a game this week', async () => {
    const { status, headers, events, body } = await feed();
    expect(status).toBe(200);
    expect(headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(headers.get('Cache-Control')).toBe('public, max-age=300');
    expect(headers.get('ETag')).toMatch(/^"[\w-]+"$/);
    // Every game has its event; the rescheduled one carries the UID of the game it replaced.
    for (const [name, id] of Object.entries(ids))
      expect(events.has(uid(id))).toBe(name !== 'today');
    expect(body).toMatch(/^X-WR-CALNAME:.+$/m);
    expect(events.get(uid(ids.superseded))!.component.getFirstPropertyValue('url')).toMatch(
      new RegExp(`/scores/view/${ids.today}$`),
    );
    const again = await feed(teamFeed(), { 'If-None-Match': headers.get('ETag')! });
    expect(again.status).toBe(304);
  });

  it('writes every DTSTAMP in UTC, ending in Z', async () => {
    const { body } = await feed(schoolFeed());
    const stamps = body.match(/^DTSTAMP.*$/gm) ?? [];
    expect(stamps.length).toBeGreaterThan(0);
    for (const stamp of stamps) expect(stamp.trim()).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
  });

  it("writes a 7 pm New York game in the game's zone, right in winter and in summer", async () => {
    const { events, body } = await feed();
    const winter = events.get(uid(ids.winter))!;
    const summer = events.get(uid(ids.summer))!;
    expect(winter.startDate.zone?.tzid).toBe('America/New_York');
    expect(winter.startDate.toJSDate().toISOString()).toBe('2027-01-16T00:00:00.000Z');
    expect(winter.endDate.toJSDate().toISOString()).toBe('2027-01-16T01:00:00.000Z');
    expect(summer.startDate.toJSDate().toISOString()).toBe('2027-07-15T23:00:00.000Z');
    expect(summer.endDate.toJSDate().toISOString()).toBe('2027-07-16T01:00:00.000Z');
    expect(body).toContain('DTSTART;TZID=America/New_York:20270115T190000');
    expect(body).toMatch(/BEGIN:VTIMEZONE\r?\nTZID:America\/New_York/);
  });

  it('makes a game whose time is to be decided a whole-day event', async () => {
    const { events, body } = await feed();
    expect(events.get(uid(ids.tbd))!.startDate.isDate).toBe(true);
    expect(body).toContain('DTSTART;VALUE=DATE:20270201');
  });

  it('keeps canceled games, cancelled, and moves a postponed game under its own UID', async () => {
    const { events } = await feed();
    const status = (id: number) => events.get(uid(id))!.component.getFirstPropertyValue('status');
    expect(status(ids.canceled)).toBe('CANCELLED');
    expect(status(ids.winter)).toBe('CONFIRMED');
    // The postponed game's event is its rescheduled game's now: same UID, new day, still on,
    // with a SEQUENCE past any the postponed game had (RFC 5545: an update, not a new event).
    const moved = events.get(uid(ids.superseded))!;
    expect(status(ids.superseded)).toBe('CONFIRMED');
    expect(moved.startDate.toString()).toMatch(new RegExp(`^${TEST_TODAY}`));
    const stored = (await server.handle.db.execute(
      sql`select sequence from games where id = ${ids.superseded}`,
    )) as unknown as { rows: { sequence: number }[] };
    const [old] = stored.rows;
    expect(moved.sequence).toBeGreaterThan(old!.sequence);
  });

  it('keeps the UID of a game postponed through the calendar, and raises its SEQUENCE', async () => {
    const { db } = server.handle;
    const { id } = await insertGame(db, place, { date: '2027-03-10', startTime: '16:00:00' });
    const before = (await feed()).events.get(uid(id))!;
    await db.execute(sql`update games set start_time = '17:00:00' where id = ${id}`);
    const coach = (await server.login('head.coach@demo.csz.test')).accessToken;
    const postponed = await server.call<{ game: { id: number } }>(
      'POST',
      '/api/csz/calendar-schedule/postpone',
      { token: coach, json: { copyFromId: id, eventDate: '2027-03-12', startTime: '18:00:00' } },
    );
    expect(postponed.status, JSON.stringify(postponed.body)).toBe(200);
    const { events } = await feed();
    const moved = events.get(uid(id))!;
    expect(events.has(uid(postponed.body.game.id))).toBe(false);
    expect(moved.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(moved.startDate.toString()).toBe('2027-03-12T18:00:00');
    expect(moved.sequence).toBeGreaterThan(before.sequence + 1);
    // A change of the new date raises it again.
    await db.execute(
      sql`update games set start_time = '18:30:00' where id = ${postponed.body.game.id}`,
    );
    const retimed = (await feed()).events.get(uid(id))!.sequence;
    expect(retimed).toBe(moved.sequence + 1);
    // The new date deleted (it was wrong): the event is back on its first day, and its SEQUENCE
    // still rises, as it does when it is postponed again.
    const deleted = await server.call(
      'DELETE',
      `/api/csz/calendar-schedule/${postponed.body.game.id}`,
      { token: coach },
    );
    expect(deleted.status).toBe(200);
    const back = (await feed()).events.get(uid(id))!;
    expect(back.startDate.toString()).toBe('2027-03-10T17:00:00');
    expect(back.sequence).toBeGreaterThan(retimed);
    const again = await server.call('POST', '/api/csz/calendar-schedule/postpone', {
      token: coach,
      json: { copyFromId: id, eventDate: '2027-03-14', startTime: '18:00:00' },
    });
    expect(again.status).toBe(200);
    expect((await feed()).events.get(uid(id))!.sequence).toBeGreaterThan(back.sequence);
  });

  it('keeps the UID and raises the SEQUENCE of a postponed game when the first game of its chain is deleted', async () => {
    const { db } = server.handle;
    const { id } = await insertGame(db, place, { date: '2027-04-10', startTime: '16:00:00' });
    const coach = (await server.login('head.coach@demo.csz.test')).accessToken;
    const postpone = async (from: number, eventDate: string) => {
      const answer = await server.call<{ game: { id: number } }>(
        'POST',
        '/api/csz/calendar-schedule/postpone',
        { token: coach, json: { copyFromId: from, eventDate, startTime: '18:00:00' } },
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.game.id;
    };
    const second = await postpone(id, '2027-04-12');
    const third = await postpone(second, '2027-04-14');
    const seen = (await feed()).events.get(uid(id))!;
    expect(seen.startDate.toString()).toBe('2027-04-14T18:00:00');
    // The first game goes, then the second: the event keeps its UID and its SEQUENCE rises.
    const remove = (gameId: number) =>
      server.call('DELETE', `/api/csz/calendar-schedule/${gameId}`, { token: coach });
    expect((await remove(id)).status).toBe(200);
    const afterFirst = (await feed()).events;
    expect(
      [...afterFirst.keys()].filter((key) => [id, second, third].map(uid).includes(key)),
    ).toEqual([uid(id)]);
    expect(afterFirst.get(uid(id))!.startDate.toString()).toBe('2027-04-14T18:00:00');
    expect(afterFirst.get(uid(id))!.sequence).toBeGreaterThan(seen.sequence);
    expect((await remove(second)).status).toBe(200);
    const afterSecond = (await feed()).events.get(uid(id))!;
    expect(afterSecond.startDate.toString()).toBe('2027-04-14T18:00:00');
    expect(afterSecond.sequence).toBeGreaterThan(afterFirst.get(uid(id))!.sequence);
  });

  it('raises SEQUENCE on a plain UPDATE of the time, and not on a score', async () => {
    const before = (await feed()).events.get(uid(ids.winter))!.sequence;
    await server.handle.db.execute(
      sql`update game_results set score = 3 where game_id = ${ids.winter}`,
    );
    expect((await feed()).events.get(uid(ids.winter))!.sequence).toBe(before);
    await server.handle.db.execute(
      sql`update games set start_time = '18:00:00' where id = ${ids.winter}`,
    );
    const after = (await feed()).events.get(uid(ids.winter))!;
    expect(after.sequence).toBe(before + 1);
    expect(after.startDate.toJSDate().toISOString()).toBe('2027-01-15T23:00:00.000Z');
  });

  it('raises SEQUENCE when a team is added to a game or taken from it', async () => {
    const { db } = server.handle;
    const sequence = async () => (await feed()).events.get(uid(ids.summer))!.sequence;
    const before = await sequence();
    const third = await anotherSchoolPlace(db, place, 7);
    await db.execute(sql`insert into game_results (game_id, school_id, district_id, state_id,
      sport_id, season, event_date, position)
      select id, ${third.schoolId}, ${third.districtId}, ${third.stateId}, sport_id, season,
        event_date, 2 from games where id = ${ids.summer}`);
    expect(await sequence()).toBe(before + 1);
    await db.execute(
      sql`delete from game_results where game_id = ${ids.summer} and school_id = ${third.schoolId}`,
    );
    expect(await sequence()).toBe(before + 2);
  });

  it('answers 404 for an unknown school or sport and 400 for a bad id, never 500', async () => {
    expect((await feed('/api/csz/calendar/school/2147483000.ics')).status).toBe(404);
    expect((await feed(`/api/csz/calendar/team/${place.schoolId}/2147483000.ics`)).status).toBe(
      404,
    );
    for (const path of [
      '/api/csz/calendar/school/abc.ics',
      '/api/csz/calendar/school/0.ics',
      '/api/csz/calendar/school/-1.ics',
      '/api/csz/calendar/school/1.ics.exe',
      '/api/csz/calendar/school/1',
      '/api/csz/calendar/school/99999999999.ics',
      '/api/csz/calendar/school/1e3.ics',
      "/api/csz/calendar/team/1'%3B--/1.ics",
      '/api/csz/calendar/team/1/%00.ics',
      '/api/csz/calendar/team/1/..%2F..%2Fetc.ics',
    ] as const) {
      const { status } = await feed(path);
      expect([path, status >= 400 && status < 500]).toEqual([path, true]);
    }
  });

  it("exports a team's season as CSV and JSON, one game a row from the school's side", async () => {
    const { db } = server.handle;
    const [row] = await db
      .select({ season: games.season })
      .from(games)
      .where(eq(games.id, ids.winter));
    const season = row!.season;
    // A location typed as a formula stays text in a spreadsheet.
    await db.execute(sql`update games set location = '=HYPERLINK("x")' where id = ${ids.winter}`);
    const path = (file: string) =>
      `/api/csz/schedules/export/${place.schoolId}/${file}?season=${season}` as const;
    const csv = await server.call<string>('GET', path(`${place.sportId}.csv`));
    expect(csv.status).toBe(200);
    expect(csv.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('Content-Disposition')).toMatch(
      new RegExp(`^attachment; filename="[a-z0-9-]+-${season}\\.csv"$`),
    );
    const table = parseCsv(csv.body, { columns: true }) as Record<string, string>[];
    expect(Object.keys(table[0]!)).toEqual([
      'Date',
      'Start time',
      'Time zone',
      'Type',
      'Home/Away',
      'Opponent',
      'Location',
      'Status',
      'Score',
      'Opponent score',
      'Result',
    ]);
    const winter = table.find((r) => r.Date === '2027-01-15')!;
    expect(winter).toMatchObject({
      'Start time': '18:00',
      'Time zone': 'America/New_York',
      Type: 'Game',
      Location: `'=HYPERLINK("x")`,
      Status: 'Active',
      Score: '3',
    });
    expect(table.find((r) => r.Date === '2027-02-02')!.Status).toBe('Canceled');
    expect(table.find((r) => r.Date === '2027-02-01')!['Start time']).toBe('15:00');

    const json = await server.call<{ season: string; games: { date: string }[] }>(
      'GET',
      path(`${place.sportId}.json`),
    );
    expect(json.status).toBe(200);
    expect(json.body.season).toBe(season);
    expect(json.body.games.map((g) => g.date)).toEqual(table.map((r) => r.Date));
  });

  it('answers 404 for an unknown school or sport and 400 for a bad export file or season', async () => {
    const base = `/api/csz/schedules/export/${place.schoolId}` as const;
    expect((await server.call('GET', `${base}/2147483000.csv`)).status).toBe(404);
    expect((await server.call('GET', `/api/csz/schedules/export/2147483000/1.csv`)).status).toBe(
      404,
    );
    for (const path of [
      `${base}/${place.sportId}.xml`,
      `${base}/${place.sportId}`,
      `${base}/0.csv`,
      `${base}/${place.sportId}.csv?season=2026-2028`,
      `${base}/${place.sportId}.csv?season=%00`,
      `/api/csz/schedules/export/x/${place.sportId}.csv`,
    ] as const) {
      const { status } = await server.call('GET', path);
      expect([path, status]).toEqual([path, 400]);
    }
  });

  it.skipIf(!khalInstalled)(
    `reads in khal, a real client (${KHAL}; without it, ical.js above is the stand-in)`,
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'csz-khal-'));
      mkdirSync(join(dir, 'calendar'));
      const config = join(dir, 'khal.conf');
      writeFileSync(
        config,
        [
          '[calendars]',
          '[[team]]',
          `path = ${join(dir, 'calendar')}`,
          '[locale]',
          'timeformat = %H:%M',
          'dateformat = %Y-%m-%d',
          'longdateformat = %Y-%m-%d',
          'datetimeformat = %Y-%m-%d %H:%M',
          'longdatetimeformat = %Y-%m-%d %H:%M',
          'local_timezone = America/New_York',
          'default_timezone = America/New_York',
          '',
        ].join('\n'),
      );
      const file = join(dir, 'team.ics');
      writeFileSync(file, (await feed()).body as string);
      const khal = (...args: string[]) =>
        execFileSync(KHAL, ['-c', config, ...args], {
          encoding: 'utf8',
          env: { ...process.env, TZ: 'America/New_York', LC_ALL: 'C.UTF-8' },
        });
      const printed = khal('printics', file);
      expect(printed).toMatch(/\d+ events? found/);
      khal('import', '--batch', '-a', 'team', file);
      const listed = khal(
        'list',
        '--format',
        '{start} {end} {title} [{status}]',
        '2027-01-01',
        '2027-07-31',
      );
      expect(listed).toMatch(/2027-01-15 (18|19):00 2027-01-15 (19|20):00/);
      expect(listed).toContain('2027-07-15 19:00 2027-07-15 21:00');
      expect(listed).toMatch(/2027-02-02 .*\[CANCELLED\s*\]/);
    },
  );
});
