import {
  calendarSaveAnswerSchema,
  seasonOf,
  gameSchema,
  shiftDate,
  teamCalendarSchema,
  type CalendarSaveAnswer,
  type Game,
  type TeamCalendar,
} from '@csz/core';
import { and, eq, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberRoles, members } from '../accounts/schema';
import { coaches, gameResults, games } from '../games/schema';
import { schools } from '../lookups/schema';
import { notifications } from '../notifications/schema';
import { jobsSettled } from '../testing/jobs';
import { describeOnEngines } from '../testing/engines';
import { anotherSchoolPlace, headCoachPlace, insertGame, type DemoPlace } from '../testing/places';
import {
  startTestServer,
  TEST_LIMITS,
  TEST_TODAY,
  type Engine,
  type TestServer,
} from '../testing/testServer';

const GAMES = '/api/csz/calendar-schedule';
const EVENTS = '/api/csz/calendar-schedule-events';

const DEMO = {
  coach: 'head.coach@demo.csz.test',
  assistant: 'assistant.coach@demo.csz.test',
  ad: 'athletic.director@demo.csz.test',
  league: 'league.director@demo.csz.test',
  fan: 'fan@demo.csz.test',
  pending: 'pending.coach@demo.csz.test',
  admin: 'admin@demo.csz.test',
} as const;
type Who = keyof typeof DEMO | 'otherAd' | 'otherCoach' | 'guest';

interface Fixture {
  place: DemoPlace;
  /** A school of another county: the opponent of the games entered here. */
  other: DemoPlace;
  /** A third school, of neither. */
  third: DemoPlace;
  tokens: Record<Who, string | null>;
}

/** A member with one approved role at a place, made for the suite; answers their token. */
async function memberWithRole(
  server: TestServer,
  email: string,
  role: 'AthleticDirector' | 'HeadCoach',
  place: DemoPlace,
): Promise<string> {
  await server.call('POST', '/api/csz/register', {
    json: { email, password: 'calendar-pass-1', displayName: 'Robin Other' },
  });
  const [member] = await server.handle.db.select().from(members).where(eq(members.email, email));
  await server.handle.db.insert(memberRoles).values({
    memberId: member!.id,
    role,
    followedStateId: place.stateId,
    followedDistrictId: place.districtId,
    followedSchoolId: place.schoolId,
    followedSportId: role === 'HeadCoach' ? place.sportId : null,
    status: 'Approved',
  });
  return (await server.login(email, 'calendar-pass-1')).accessToken;
}

describeOnEngines('the team calendar', startTestServer, (server) => {
  const f = {} as Fixture;
  /**
   * Each game goes on a day of its own, four apart, so that no test meets another's duplicates (a
   * day either side) unless it means to.
   */
  let day = 0;
  const nextDay = () => shiftDate(TEST_TODAY, 4 * ++day);

  beforeAll(async () => {
    const { db } = server.handle;
    f.place = await headCoachPlace(db);
    f.other = await anotherSchoolPlace(db, f.place, 5);
    f.third = await anotherSchoolPlace(db, f.place, 6);
    f.tokens = { guest: null } as Fixture['tokens'];
    for (const [who, email] of Object.entries(DEMO)) {
      f.tokens[who as Who] = (await server.login(email)).accessToken;
    }
    f.tokens.otherAd = await memberWithRole(
      server,
      'other.ad@example.com',
      'AthleticDirector',
      f.other,
    );
    f.tokens.otherCoach = await memberWithRole(
      server,
      'other.coach@example.com',
      'HeadCoach',
      f.other,
    );
  });

  const call = <T = CalendarSaveAnswer & { message?: string; errors?: Record<string, string> }>(
    method: string,
    path: string,
    who: Who,
    json?: unknown,
  ) =>
    // Sends what the routes refuse too: unchecked against the routes.
    server.raw<T>(method, path, {
      token: f.tokens[who],
      ...(json === undefined ? {} : { json }),
    });

  /**
   * A game of the demo team at home against the other school, on a day of its own; duplicates are
   * ignored but where a test looks for them.
   */
  const gameBody = (overrides: Record<string, unknown> = {}) => ({
    ignoreDublicates: true,
    gameType: 'Game',
    sportId: f.place.sportId,
    eventDate: nextDay(),
    startTime: '19:00:00',
    teams: [
      { schoolId: f.place.schoolId, isHomeTeam: true },
      { schoolId: f.other.schoolId, isHomeTeam: false },
    ],
    ...overrides,
  });

  const create = async (who: Who, body: Record<string, unknown> = gameBody()) => {
    const answer = await call('POST', `${GAMES}/create`, who, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const parsed = calendarSaveAnswerSchema.parse(answer.body);
    if (!parsed.saved) throw new Error('not saved');
    return parsed.game;
  };

  /** The member's calendar of the days around one, of the places their roles reach. */
  const calendarOf = async (who: Who, around: string, base = GAMES, query = '') => {
    const days = `from=${shiftDate(around, -7)}&to=${shiftDate(around, 7)}`;
    const answer = await call<TeamCalendar>('GET', `${base}/calendar?${days}${query}`, who);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return teamCalendarSchema.parse(answer.body).items;
  };

  const sequenceOf = async (id: number) =>
    (await server.handle.db.select({ s: games.sequence }).from(games).where(eq(games.id, id)))[0]!
      .s;

  describe('one game, both schools', () => {
    it('enters a game with its name, location, end and season made from what was sent', async () => {
      const game = await create('coach');
      const [home, away] = await Promise.all(
        [f.place.schoolId, f.other.schoolId].map(
          async (id) =>
            (await server.handle.db.select().from(schools).where(eq(schools.id, id)))[0]!,
        ),
      );
      expect(game).toMatchObject({
        name: `${away!.shortName} @ ${home!.shortName}`,
        location: home!.address ?? home!.name,
        startTime: '19:00:00',
        endTime: '20:00:00',
        year: '2026-2027',
        status: 'Active',
        gameType: 'Game',
      });
      expect(game.teams.map((t) => [t.schoolId, t.isHome])).toEqual([
        [f.place.schoolId, true],
        [f.other.schoolId, false],
      ]);
    });

    it("shows a game entered against another school on that school's calendar, and the league's", async () => {
      const game = await create('coach');
      const theirs = await calendarOf('otherAd', game.eventDate);
      expect(theirs.find((g) => g.id === game.id)?.actions).toEqual([
        'postpone',
        'cancel',
        'duplicate',
        'edit',
        'delete',
      ]);
      expect((await calendarOf('league', game.eventDate)).some((g) => g.id === game.id)).toBe(true);
      expect((await calendarOf('ad', game.eventDate)).some((g) => g.id === game.id)).toBe(true);
      // A fan of the school sees it too, and may do nothing to it.
      expect(
        (await calendarOf('fan', game.eventDate)).find((g) => g.id === game.id)?.actions,
      ).toEqual([]);
      const [count] = await server.handle.db
        .select({ id: gameResults.id })
        .from(gameResults)
        .where(eq(gameResults.gameId, game.id));
      expect(count).toBeDefined();
    });

    it('offers the games a new one may repeat, then saves it when told to ignore them', async () => {
      const date = nextDay();
      const first = await create('coach', gameBody({ eventDate: date }));
      // The other school's director enters the same game, from their side, a day later.
      const again = gameBody({
        ignoreDublicates: false,
        eventDate: shiftDate(date, 1),
        teams: [
          { schoolId: f.other.schoolId, isHomeTeam: false },
          { schoolId: f.place.schoolId, isHomeTeam: true },
        ],
      });
      const offered = await call('POST', `${GAMES}/create`, 'otherAd', again);
      expect(offered.status).toBe(200);
      const answer = calendarSaveAnswerSchema.parse(offered.body);
      expect(answer.saved).toBe(false);
      if (answer.saved) return;
      expect(answer.duplicates).toEqual([
        expect.objectContaining({ id: first.id, createdBy: 'Taylor Brooks', eventDate: date }),
      ]);
      const saved = await create('otherAd', { ...again, ignoreDublicates: true });
      expect(saved.id).not.toBe(first.id);
      // Two days apart, another sport, or a third school: not the same game.
      for (const body of [
        gameBody({ ignoreDublicates: false, eventDate: shiftDate(date, -2) }),
        gameBody({ ignoreDublicates: false, eventDate: date, sportId: f.place.sportId + 1 }),
        gameBody({
          ignoreDublicates: false,
          eventDate: date,
          teams: [{ schoolId: f.place.schoolId, isHomeTeam: true }, { schoolId: f.third.schoolId }],
        }),
      ]) {
        expect((await call('POST', `${GAMES}/create`, 'ad', body)).body.saved).toBe(true);
      }
    });

    it('leaves canceled games and postponed ones out of the duplicates', async () => {
      const date = nextDay();
      const canceled = await create('coach', gameBody({ eventDate: date }));
      expect((await call('PUT', `${GAMES}/cancel/${canceled.id}`, 'coach')).status).toBe(200);
      const again = await call(
        'POST',
        `${GAMES}/create`,
        'coach',
        gameBody({ eventDate: date, ignoreDublicates: false }),
      );
      expect(again.body.saved).toBe(true);
    });

    it('looks for duplicates again when an edit moves a game onto another', async () => {
      const date = nextDay();
      const first = await create('coach', gameBody({ eventDate: date }));
      const second = await create('coach', gameBody({ eventDate: shiftDate(date, 2) }));
      const moved = await call(
        'PUT',
        `${GAMES}/${second.id}`,
        'coach',
        gameBody({ eventDate: date, ignoreDublicates: false }),
      );
      expect(moved.body).toMatchObject({ saved: false, duplicates: [{ id: first.id }] });
      // Its own notes changed, on its own day: no search, no offer.
      const noted = await call(
        'PUT',
        `${GAMES}/${first.id}`,
        'coach',
        gameBody({ eventDate: date, notes: 'Bring the band', ignoreDublicates: false }),
      );
      expect(noted.body).toMatchObject({ saved: true, game: { notes: 'Bring the band' } });
    });
  });

  describe('who may', () => {
    const ACTIONS = ['create', 'edit', 'postpone', 'cancel', 'delete'] as const;
    const run = async (who: Who, action: (typeof ACTIONS)[number]) => {
      if (action === 'create')
        return (await call('POST', `${GAMES}/create`, who, gameBody())).status;
      const game = await create('coach');
      switch (action) {
        case 'edit':
          return (
            await call('PUT', `${GAMES}/${game.id}`, who, gameBody({ eventDate: game.eventDate }))
          ).status;
        case 'postpone':
          return (
            await call('POST', `${GAMES}/postpone`, who, {
              copyFromId: game.id,
              eventDate: shiftDate(game.eventDate, 1),
            })
          ).status;
        case 'cancel':
          return (await call('PUT', `${GAMES}/cancel/${game.id}`, who)).status;
        case 'delete':
          return (await call('DELETE', `${GAMES}/${game.id}`, who)).status;
      }
    };
    // Approved coaches and directors whose role covers the game (both schools' staff, the league's);
    // a pending coach, a fan, staff without a role, and a coach of a school not in it are refused.
    const cases: [Who, number][] = [
      ['coach', 200],
      ['assistant', 200],
      ['ad', 200],
      ['league', 200],
      ['otherAd', 200],
      ['otherCoach', 200],
      ['fan', 403],
      ['pending', 403],
      ['admin', 403],
      ['guest', 401],
    ];
    it.each(cases.flatMap(([who, status]) => ACTIONS.map((a) => [who, a, status] as const)))(
      '%s: %s answers %i',
      async (who, action, status) => {
        expect(await run(who, action)).toBe(status);
      },
    );

    it('refuses a coach a game between schools that are not theirs, and one of another sport', async () => {
      const elsewhere = gameBody({
        teams: [{ schoolId: f.other.schoolId, isHomeTeam: true }, { schoolId: f.third.schoolId }],
      });
      const refused = await call('POST', `${GAMES}/create`, 'coach', elsewhere);
      expect(refused).toMatchObject({
        status: 403,
        body: { message: 'At least one of the teams must be yours' },
      });
      // The athletic director's school is not in it either; the league director's league may be.
      expect((await call('POST', `${GAMES}/create`, 'ad', elsewhere)).status).toBe(403);
      const otherSport = gameBody({ sportId: f.place.sportId + 1 });
      expect((await call('POST', `${GAMES}/create`, 'coach', otherSport)).status).toBe(403);
      expect((await call('POST', `${GAMES}/create`, 'ad', otherSport)).status).toBe(200);
    });

    it("keeps Tournament games out of the calendar's hands", async () => {
      const refused = await call(
        'POST',
        `${GAMES}/create`,
        'ad',
        gameBody({ gameType: 'Tournament' }),
      );
      expect(refused).toMatchObject({
        status: 403,
        body: { message: 'Tournament games are not editable from the calendar' },
      });
      const date = nextDay();
      const tournament = await insertGame(server.handle.db, f.place, {
        date,
        gameType: 'Tournament',
      });
      const listed = await calendarOf('ad', date);
      expect(listed.find((g) => g.id === tournament.id)?.actions).toEqual([]);
      for (const [method, path, body] of [
        ['PUT', `${GAMES}/${tournament.id}`, gameBody({ gameType: 'Game' })],
        ['PUT', `${GAMES}/cancel/${tournament.id}`, undefined],
        ['DELETE', `${GAMES}/${tournament.id}`, undefined],
        ['POST', `${GAMES}/postpone`, { copyFromId: tournament.id, eventDate: nextDay() }],
      ] as const) {
        expect((await call(method, path, 'ad', body)).status).toBe(403);
      }
    });

    it("shows coaches' contact details only to coaches and directors", async () => {
      const game = await create('coach');
      await server.handle.db.insert(coaches).values({
        schoolId: f.place.schoolId,
        sportId: f.place.sportId,
        firstName: 'Lee',
        lastName: 'Park',
        cellPhone: '4105550100',
        email: 'lee.park@example.com',
      });
      const forCoach = await call<Game>('GET', `${GAMES}/calendar/${game.id}`, 'assistant');
      expect(gameSchema.parse(forCoach.body).coaches).toContainEqual({
        firstName: 'Lee',
        lastName: 'Park',
        cellPhone: '4105550100',
        email: 'lee.park@example.com',
      });
      const forFan = await call<Game>('GET', `${GAMES}/calendar/${game.id}`, 'fan');
      expect(forFan.status).toBe(200);
      expect(forFan.body.coaches).toBeUndefined();
      expect((await call('GET', `${GAMES}/calendar/${game.id}`, 'guest')).status).toBe(401);
    });
  });

  describe('game form rules (spec §5)', () => {
    it.each([
      [
        'one team',
        { teams: [{ schoolId: 1, isHomeTeam: true }] },
        { teams: 'The game should have at least two teams' },
      ],
      [
        'a team without a school',
        { teams: [{ schoolId: 1, isHomeTeam: true }, { isHomeTeam: false }] },
        { 'teams.1.schoolId': 'School is required' },
      ],
      [
        'no home team',
        { teams: [{ schoolId: 1 }, { schoolId: 2 }] },
        { homeTeam: 'Home Team is required' },
      ],
      [
        'a school twice',
        { teams: [{ schoolId: 1, isHomeTeam: true }, { schoolId: 1 }] },
        { 'teams.1.schoolId': 'A school can be listed only once' },
      ],
      ['no type', { gameType: undefined }, { gameType: 'Required' }],
      [
        'a bad date',
        { eventDate: '2026-13-01' },
        { eventDate: 'Must be a date written yyyy-MM-dd' },
      ],
      [
        'a day past the calendar',
        { eventDate: '2031-01-01' },
        { eventDate: 'Must be a day from 2012-03-15 to 2029-11-19' },
      ],
      [
        'a season not of the day',
        { year: '2020-2021' },
        { year: 'Must be the season of the date' },
      ],
      [
        'a stream link elsewhere',
        { youtubeLink: 'https://evil.example/watch?v=abcdefghijk' },
        { youtubeLink: 'Must be a YouTube video link' },
      ],
      [
        'an NFHS link elsewhere',
        { nfhsLink: 'https://nfhsnetwork.evil.example/x' },
        { nfhsLink: 'Must be an NFHS Network link' },
      ],
      [
        'an event type',
        { gameType: 'Event', endTime: '20:00:00' },
        { gameType: 'Must be Game or Scrimmage' },
      ],
    ])('refuses %s', async (_name, overrides, errors) => {
      const body = gameBody(overrides);
      const answer = await call('POST', `${GAMES}/create`, 'coach', body);
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toMatchObject(errors);
    });

    it("writes 'No Home Team' games as 'A vs B' with no location", async () => {
      const game = await create(
        'coach',
        gameBody({
          noHomeTeam: true,
          teams: [{ schoolId: f.place.schoolId }, { schoolId: f.other.schoolId }],
        }),
      );
      expect(game.name).toMatch(/ vs /);
      expect(game.location).toBeNull();
      expect(game.noHomeTeam).toBe(true);
      expect(game.teams.every((t) => !t.isHome)).toBe(true);
    });

    it('keeps a name and location given, notes as plain text, and YouTube links in embed form', async () => {
      const game = await create(
        'coach',
        gameBody({
          name: 'Homecoming',
          location: 'Main field',
          notes: 'Gates <b>open</b> at 6 <script>alert(1)</script>',
          youtubeLink: 'https://youtu.be/dQw4w9WgXcQ',
          nfhsLink: 'http://www.nfhsnetwork.com/events/gbw/game1',
          startTime: null,
          startTimeUnknown: true,
        }),
      );
      expect(game).toMatchObject({
        name: 'Homecoming',
        location: 'Main field',
        notes: 'Gates open at 6',
        youtubeLink: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
        nfhsLink: 'https://www.nfhsnetwork.com/events/gbw/game1',
        // A start not known is stored as 00:00:00 and no end (spec §9).
        startTime: '00:00:00',
        endTime: null,
        startTimeUnknown: true,
      });
    });

    it('answers 404 for teams of schools that do not exist', async () => {
      const answer = await call(
        'POST',
        `${GAMES}/create`,
        'coach',
        gameBody({
          teams: [{ schoolId: f.place.schoolId, isHomeTeam: true }, { schoolId: 999_999 }],
        }),
      );
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({ 'teams.1.schoolId': 'School is not found' });
    });
  });

  describe('postpone, cancel, delete', () => {
    it("raises a game's SEQUENCE when only its teams change, and tells a school put on it", async () => {
      const { db } = server.handle;
      await memberWithRole(server, 'third.ad@example.com', 'AthleticDirector', f.third);
      const named = { name: 'Rivalry night', location: 'Main field' };
      const game = await create('coach', gameBody(named));
      const before = await sequenceOf(game.id);
      const body = gameBody({
        ...named,
        eventDate: game.eventDate,
        teams: [
          { schoolId: f.place.schoolId, isHomeTeam: true },
          { schoolId: f.third.schoolId, isHomeTeam: false },
        ],
      });
      const answer = await call('PUT', `${GAMES}/${game.id}`, 'coach', body);
      expect(answer.body).toMatchObject({ saved: true });
      expect(await sequenceOf(game.id)).toBe(before + 1);
      // The same teams, the other school now at home: a new version again.
      const swapped = {
        ...body,
        teams: [
          { schoolId: f.place.schoolId, isHomeTeam: false },
          { schoolId: f.third.schoolId, isHomeTeam: true },
        ],
      };
      expect((await call('PUT', `${GAMES}/${game.id}`, 'coach', swapped)).status).toBe(200);
      expect(await sequenceOf(game.id)).toBe(before + 2);
      await jobsSettled(db);
      const entered = await db
        .select({ email: members.email })
        .from(notifications)
        .innerJoin(members, eq(members.id, notifications.memberId))
        .where(
          and(
            eq(notifications.gameId, game.id),
            eq(notifications.subject, `game:${game.id}:entered`),
          ),
        );
      expect(entered.map((n) => n.email)).toContain('third.ad@example.com');
    });

    it('keeps a game with a final score from being postponed, canceled or deleted, not from an edit', async () => {
      const game = await create('coach', gameBody({ eventDate: shiftDate(TEST_TODAY, -2) }));
      await server.handle.db
        .update(gameResults)
        .set({ score: 3 })
        .where(eq(gameResults.gameId, game.id));
      const listed = (await calendarOf('coach', game.eventDate)).find((g) => g.id === game.id)!;
      expect(listed.actions).toEqual(['duplicate', 'edit']);
      const message = 'This game has a final score: ask CSZ staff to correct it';
      for (const [method, path, json] of [
        ['POST', `${GAMES}/postpone`, { copyFromId: game.id, eventDate: TEST_TODAY }],
        ['PUT', `${GAMES}/cancel/${game.id}`, undefined],
        ['DELETE', `${GAMES}/${game.id}`, undefined],
      ] as const) {
        expect(await call(method, path, 'ad', json)).toMatchObject({
          status: 409,
          body: { message },
        });
      }
      const [row] = await server.handle.db.select().from(games).where(eq(games.id, game.id));
      expect(row).toMatchObject({ status: 'Active', nextPostponeGameId: null });
    });

    it('lets an edit of a played game change its notes, links and place, never who played or when', async () => {
      const body = gameBody({ eventDate: shiftDate(TEST_TODAY, -6) });
      const game = await create('coach', body);
      const { db } = server.handle;
      await db
        .update(gameResults)
        .set({ score: sql`case when ${gameResults.isHome} then 24 else 17 end` })
        .where(eq(gameResults.gameId, game.id));
      const results = () =>
        db
          .select({ schoolId: gameResults.schoolId, score: gameResults.score })
          .from(gameResults)
          .where(eq(gameResults.gameId, game.id))
          .orderBy(gameResults.schoolId);
      const scored = await results();
      const before = await sequenceOf(game.id);
      const message =
        'This game has a final score: only its name, notes, links and place can change; ask CSZ staff to correct the rest';
      for (const change of [
        { teams: [body.teams[0], { schoolId: f.third.schoolId, isHomeTeam: false }] },
        { teams: body.teams.map((t) => ({ ...t, isHomeTeam: !t.isHomeTeam })) },
        { eventDate: shiftDate(body.eventDate, 1) },
        { startTime: '17:00:00' },
        { gameType: 'Scrimmage' },
        // The season it counts in: its date is in the window of two seasons' calendars.
        { year: seasonOf(shiftDate(body.eventDate as string, -365)) },
        // Another sport: refused as a played game's change, before asking whether the coach
        // coaches it.
        { sportId: f.place.sportId + 1 },
      ]) {
        expect(
          await call('PUT', `${GAMES}/${game.id}`, 'coach', { ...body, ...change }),
          JSON.stringify(change),
        ).toMatchObject({ status: 409, body: { message } });
      }
      // Someone without a say over the game is refused as for any game, not told of its score.
      for (const [method, path, json] of [
        ['PUT', `${GAMES}/${game.id}`, { ...body, notes: 'Mine now' }],
        ['PUT', `${GAMES}/cancel/${game.id}`, undefined],
        ['DELETE', `${GAMES}/${game.id}`, undefined],
        ['POST', `${GAMES}/postpone`, { copyFromId: game.id, eventDate: TEST_TODAY }],
      ] as const) {
        expect((await call(method, path, 'fan', json)).status, `${method} ${path}`).toBe(403);
      }
      expect(await results()).toEqual(scored);
      expect(await sequenceOf(game.id)).toBe(before);
      const edited = await call('PUT', `${GAMES}/${game.id}`, 'coach', {
        ...body,
        notes: 'Senior night',
        location: 'Stadium field 2',
        youtubeLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      expect(await results()).toEqual(scored);
      const [row] = await db.select().from(games).where(eq(games.id, game.id));
      expect(row).toMatchObject({ notes: 'Senior night', location: 'Stadium field 2' });
    });

    it('tells the other school of a game entered for it, and its followers of the postponement, after commit', async () => {
      const { db } = server.handle;
      const game = await create('coach');
      const told = async (subject: string) => {
        await jobsSettled(db);
        const rows = await db
          .select({ email: members.email })
          .from(notifications)
          .innerJoin(members, eq(members.id, notifications.memberId))
          .where(and(eq(notifications.gameId, game.id), like(notifications.subject, subject)));
        return rows.map((r) => r.email).sort();
      };
      // The other school's athletic director and coach hear of it; the author's school does not.
      expect(await told(`game:${game.id}:entered`)).toEqual([
        'other.ad@example.com',
        'other.coach@example.com',
      ]);
      const answer = await call('POST', `${GAMES}/postpone`, 'ad', {
        copyFromId: game.id,
        eventDate: shiftDate(game.eventDate, 3),
      });
      expect(answer.status).toBe(200);
      const postponed = await told(`game:${game.id}:postponed:%`);
      // Followers of either team, the author (the demo athletic director) not among them.
      expect(postponed).toEqual(expect.arrayContaining(['other.ad@example.com', DEMO.coach]));
      expect(postponed).not.toContain(DEMO.ad);
    });

    it('postpones to a new date: a new game, the old one Postponed and off the calendar', async () => {
      const game = await create('coach');
      const before = await sequenceOf(game.id);
      const early = await call('POST', `${GAMES}/postpone`, 'ad', {
        copyFromId: game.id,
        eventDate: shiftDate(game.eventDate, -1),
      });
      expect(early).toMatchObject({
        status: 400,
        body: { errors: { eventDate: 'New date must not be before the original date' } },
      });
      const date = shiftDate(game.eventDate, 2);
      const answer = await call('POST', `${GAMES}/postpone`, 'ad', {
        copyFromId: game.id,
        eventDate: date,
        startTime: '17:30:00',
      });
      expect(answer.status).toBe(200);
      const parsed = calendarSaveAnswerSchema.parse(answer.body);
      if (!parsed.saved) throw new Error('not saved');
      expect(parsed.game).toMatchObject({
        eventDate: date,
        startTime: '17:30:00',
        endTime: '18:30:00',
        name: game.name,
        status: 'Active',
      });
      expect(parsed.game.teams.map((t) => t.schoolId)).toEqual(game.teams.map((t) => t.schoolId));
      const [old] = await server.handle.db.select().from(games).where(eq(games.id, game.id));
      expect(old).toMatchObject({ status: 'Postponed', nextPostponeGameId: parsed.game.id });
      expect(await sequenceOf(game.id)).toBeGreaterThan(before);
      const calendar = await calendarOf('coach', game.eventDate);
      expect(calendar.some((g) => g.id === game.id)).toBe(false);
      expect(calendar.some((g) => g.id === parsed.game.id)).toBe(true);
      // The old one is changed through the new one now.
      expect(
        (await call('POST', `${GAMES}/postpone`, 'ad', { copyFromId: game.id, eventDate: date }))
          .status,
      ).toBe(409);
    });

    it('clears the time when the new date is unknown', async () => {
      const game = await create('coach');
      const answer = await call('POST', `${GAMES}/postpone`, 'coach', {
        copyFromId: game.id,
        eventDate: game.eventDate,
        startDateUnknown: true,
        startTime: '19:00:00',
      });
      expect(answer.body).toMatchObject({
        saved: true,
        game: { startTime: null, endTime: null, isEventDateTBD: true, startTimeUnknown: true },
      });
    });

    it('moves and re-times with an edit, raising the SEQUENCE feeds read', async () => {
      const game = await create('coach');
      const before = await sequenceOf(game.id);
      const edited = await call(
        'PUT',
        `${GAMES}/${game.id}`,
        'coach',
        gameBody({ eventDate: shiftDate(game.eventDate, 1), startTime: '18:00:00' }),
      );
      expect(edited.body).toMatchObject({
        saved: true,
        message: 'Game has been updated successfully!',
        game: { startTime: '18:00:00', endTime: '19:00:00' },
      });
      expect(await sequenceOf(game.id)).toBeGreaterThan(before);
      const results = await server.handle.db
        .select({ eventDate: gameResults.eventDate })
        .from(gameResults)
        .where(eq(gameResults.gameId, game.id));
      expect(results.map((r) => r.eventDate)).toEqual([
        shiftDate(game.eventDate, 1),
        shiftDate(game.eventDate, 1),
      ]);
    });

    it('swaps a team of a game not played yet and keeps the row of the team that stays', async () => {
      // A played game keeps its teams (see 'lets an edit of a played game …'): the swap is for
      // a game entered against the wrong opponent before it was played.
      const game = await create('coach');
      const answer = await call(
        'PUT',
        `${GAMES}/${game.id}`,
        'coach',
        gameBody({
          eventDate: game.eventDate,
          teams: [{ schoolId: f.place.schoolId, isHomeTeam: true }, { schoolId: f.third.schoolId }],
        }),
      );
      const parsed = calendarSaveAnswerSchema.parse(answer.body);
      if (!parsed.saved) throw new Error('not saved');
      expect(parsed.game.teams.map((t) => [t.id, t.schoolId])).toEqual([
        [game.teams[0]!.id, f.place.schoolId],
        [expect.any(Number), f.third.schoolId],
      ]);
    });

    it('cancels a game: off the calendar, and nothing more can be done to it but delete', async () => {
      const game = await create('coach');
      const answer = await call('PUT', `${GAMES}/cancel/${game.id}`, 'assistant');
      expect(answer.body).toMatchObject({ saved: true, game: { status: 'Canceled' } });
      expect((await call('PUT', `${GAMES}/cancel/${game.id}`, 'assistant')).status).toBe(200);
      expect((await calendarOf('coach', game.eventDate)).some((g) => g.id === game.id)).toBe(false);
      expect(
        (
          await call('POST', `${GAMES}/postpone`, 'coach', {
            copyFromId: game.id,
            eventDate: nextDay(),
          })
        ).body,
      ).toMatchObject({ message: 'This game has been canceled' });
      expect((await call('DELETE', `${GAMES}/${game.id}`, 'coach')).status).toBe(200);
    });

    it("deletes a game: 'Game deleted successfully', then 'Game is not found'", async () => {
      const game = await create('coach');
      const answer = await call('DELETE', `${GAMES}/${game.id}`, 'league');
      expect(answer).toMatchObject({ status: 200, body: { message: 'Game deleted successfully' } });
      expect(await call('GET', `${GAMES}/calendar/${game.id}`, 'coach')).toMatchObject({
        status: 404,
        body: { message: 'Game is not found' },
      });
      expect((await call('DELETE', `${GAMES}/${game.id}`, 'coach')).status).toBe(404);
    });
  });

  describe('custom events', () => {
    const eventBody = (overrides: Record<string, unknown> = {}) => ({
      gameType: 'Event',
      name: 'Fall sports banquet',
      sportId: f.place.sportId,
      eventDate: nextDay(),
      startTime: '18:00:00',
      endTime: '20:30:00',
      schoolId: f.place.schoolId,
      ...overrides,
    });

    it("puts a coach's event on the school's calendar, in their team's sport", async () => {
      const answer = await call('POST', `${EVENTS}/create`, 'coach', eventBody());
      expect(answer.body).toMatchObject({
        saved: true,
        message: 'Event has been created successfully!',
        game: {
          name: 'Fall sports banquet',
          startTime: '18:00:00',
          endTime: '20:30:00',
          teams: [],
        },
      });
      const event = (answer.body as { game: Game }).game;
      const id = event.id;
      const listed = await calendarOf(
        'ad',
        event.eventDate,
        EVENTS,
        `&schoolId=${f.place.schoolId}`,
      );
      expect(listed.find((g) => g.id === id)?.actions).toContain('edit');
      expect((await calendarOf('coach', event.eventDate, EVENTS)).some((g) => g.id === id)).toBe(
        true,
      );
      // Not on the games' calendar, and not reachable through its base.
      expect((await calendarOf('coach', event.eventDate)).some((g) => g.id === id)).toBe(false);
      expect((await call('GET', `${GAMES}/calendar/${id}`, 'coach')).status).toBe(404);
      expect((await call('DELETE', `${GAMES}/${id}`, 'coach')).status).toBe(404);
    });

    it("keeps an event where it was put when a league director edits it from the league's view", async () => {
      const mine = await call('POST', `${EVENTS}/create`, 'coach', eventBody());
      const id = (mine.body as { game: Game }).game.id;
      // The league's view sends the league as the place, and no school.
      const edited = await call(
        'PUT',
        `${EVENTS}/${id}`,
        'league',
        eventBody({ name: 'Winter banquet', schoolId: null, districtId: f.place.districtId }),
      );
      expect(edited.body).toMatchObject({ saved: true, game: { name: 'Winter banquet' } });
      const [row] = await server.handle.db.select().from(games).where(eq(games.id, id));
      expect(row).toMatchObject({ schoolId: f.place.schoolId, name: 'Winter banquet' });
    });

    it("says why an event was refused: another school's calendar, or a sport only directors choose", async () => {
      const elsewhere = await call(
        'POST',
        `${EVENTS}/create`,
        'coach',
        eventBody({ schoolId: f.other.schoolId }),
      );
      expect(elsewhere).toMatchObject({
        status: 403,
        body: { message: 'You may add events only where you coach or direct' },
      });
    });

    it("lets only directors choose or change an event's sport", async () => {
      const other = f.place.sportId + 1;
      const refused = await call(
        'POST',
        `${EVENTS}/create`,
        'coach',
        eventBody({ sportId: other }),
      );
      expect(refused.status).toBe(403);
      const mine = await call('POST', `${EVENTS}/create`, 'coach', eventBody());
      const id = (mine.body as { game: Game }).game.id;
      const change = await call('PUT', `${EVENTS}/${id}`, 'coach', eventBody({ sportId: other }));
      expect(change).toMatchObject({
        status: 403,
        body: { message: 'Only athletic and league directors choose the sport of an event' },
      });
      const byDirector = await call('PUT', `${EVENTS}/${id}`, 'ad', eventBody({ sportId: other }));
      expect(byDirector.body).toMatchObject({ saved: true, game: { sport: { id: other } } });
      expect(
        (await call('POST', `${EVENTS}/create`, 'ad', eventBody({ sportId: other }))).status,
      ).toBe(200);
      // The coach of one sport may no longer change the event of another.
      expect(
        (await call('PUT', `${EVENTS}/${id}`, 'coach', eventBody({ sportId: other }))).status,
      ).toBe(403);
    });

    it.each([
      [
        'an end before its start',
        { endTime: '17:00:00' },
        { endTime: 'End time must not be before start time' },
      ],
      ['a start without an end', { endTime: null }, { endTime: 'Required' }],
      ['no place', { schoolId: null }, { schoolId: 'School is required' }],
      [
        'a game type',
        { gameType: 'Game', teams: [{ schoolId: 1, isHomeTeam: true }, { schoolId: 2 }] },
        { gameType: 'Must be Event' },
      ],
      ['teams', { teams: [{ schoolId: 1, isHomeTeam: true }] }, { teams: 'An event has no teams' }],
      ['a school that does not exist', { schoolId: 999_999 }, { schoolId: 'School is not found' }],
    ])('refuses an event with %s', async (_name, overrides, errors) => {
      const answer = await call('POST', `${EVENTS}/create`, 'ad', eventBody(overrides));
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toMatchObject(errors);
    });

    it("gives a league director's event to the league", async () => {
      const answer = await call(
        'POST',
        `${EVENTS}/create`,
        'league',
        eventBody({ schoolId: null, districtId: f.place.districtId, name: 'League meeting' }),
      );
      expect(answer.body).toMatchObject({ saved: true, game: { name: 'League meeting' } });
      // A school's coach may not put one there.
      const coach = await call(
        'POST',
        `${EVENTS}/create`,
        'coach',
        eventBody({ schoolId: null, districtId: f.place.districtId }),
      );
      expect(coach.status).toBe(403);
    });

    it('postpones and cancels events as games', async () => {
      const made = await call('POST', `${EVENTS}/create`, 'ad', eventBody());
      const id = (made.body as { game: Game }).game.id;
      const moved = await call('POST', `${EVENTS}/postpone`, 'ad', {
        copyFromId: id,
        eventDate: nextDay(),
        startTime: '12:00:00',
        endTime: '13:30:00',
      });
      expect(moved.body).toMatchObject({
        saved: true,
        game: { startTime: '12:00:00', endTime: '13:30:00' },
      });
      const newId = (moved.body as { game: Game }).game.id;
      expect((await call('PUT', `${EVENTS}/cancel/${newId}`, 'ad')).body).toMatchObject({
        game: { status: 'Canceled' },
      });
    });
  });

  describe('hostile input', () => {
    it.each([
      ['a control character', { name: 'Home\u0007coming' }],
      ['a huge name', { name: 'x'.repeat(201) }],
      ['huge notes', { notes: 'x'.repeat(10_001) }],
      ['a sport of the wrong type', { sportId: 'abc' }],
      ['teams of the wrong type', { teams: 'both' }],
      [
        'too many teams',
        { teams: Array.from({ length: 65 }, (_, i) => ({ schoolId: i + 1, isHomeTeam: i === 0 })) },
      ],
      ['an id past the integers', { sportId: 99_999_999_999 }],
      ['a javascript: link', { youtubeLink: 'javascript:alert(1)' }],
    ])('refuses %s and writes nothing', async (_name, overrides) => {
      const before = await countGames(server);
      const answer = await call('POST', `${GAMES}/create`, 'coach', gameBody(overrides));
      expect(answer.status).toBe(400);
      expect(await countGames(server)).toBe(before);
    });

    it('refuses a sport that does not exist', async () => {
      const answer = await call('POST', `${GAMES}/create`, 'ad', gameBody({ sportId: 999_999 }));
      expect(answer).toMatchObject({
        status: 400,
        body: { errors: { sportId: 'Sport is not found' } },
      });
    });

    it('refuses a body that is not JSON, or not sent as JSON', async () => {
      const token = f.tokens.coach!;
      const broken = await server.call('POST', `${GAMES}/create`, {
        token,
        body: '{"gameType":',
        headers: { 'Content-Type': 'application/json' },
      });
      expect(broken.status).toBe(400);
      const text = await server.call('POST', `${GAMES}/create`, {
        token,
        body: JSON.stringify(gameBody()),
        headers: { 'Content-Type': 'text/plain' },
      });
      expect(text.status).toBe(415);
    });

    it.each([
      ['GET', `${GAMES}/calendar/999999`, 404],
      ['PUT', `${GAMES}/cancel/999999`, 404],
      ['DELETE', `${GAMES}/999999`, 404],
      ['DELETE', `${GAMES}/abc`, 400],
      ['DELETE', `${GAMES}/99999999999`, 400],
      ['GET', `${GAMES}/calendar?from=2026-12-01&to=2026-11-01`, 400],
      ['GET', `${GAMES}/calendar?from=2024-01-01&to=2026-01-01`, 400],
      ['GET', `${GAMES}/calendar?from=2026-11-01`, 400],
      ['GET', `${GAMES}/calendar?from=2026-11-01&to=2026-11-30&schoolId=-1`, 400],
    ] as const)('%s %s answers %i', async (method, path, status) => {
      expect((await call(method, path, 'coach')).status).toBe(status);
    });

    it('answers 404 for a postpone of a game that does not exist', async () => {
      const answer = await call('POST', `${GAMES}/postpone`, 'coach', {
        copyFromId: 999_999,
        eventDate: TEST_TODAY,
      });
      expect(answer).toMatchObject({ status: 404, body: { message: 'Game is not found' } });
    });
  });
});

/** How many games are stored. */
async function countGames(server: TestServer): Promise<number> {
  const [row] = await server.handle.db.select({ count: sql<number>`count(*)::int` }).from(games);
  return row!.count;
}

/** A server whose members may write to the calendar twice a minute. */
const startWithCalendarLimit = (engine: Engine) =>
  startTestServer(engine, {
    limits: {
      ...TEST_LIMITS,
      calendarWrite: { ip: TEST_LIMITS.calendarWrite.ip, account: { points: 2, seconds: 60 } },
    },
  });

describeOnEngines('the team calendar’s write limit', startWithCalendarLimit, (server) => {
  it('refuses a member’s writes past the limit with 429 and Retry-After, writing nothing', async () => {
    const place = await headCoachPlace(server.handle.db);
    const token = (await server.login('athletic.director@demo.csz.test')).accessToken;
    const event = (day: number) => ({
      gameType: 'Event' as const,
      name: 'Booster club',
      sportId: place.sportId,
      eventDate: shiftDate(TEST_TODAY, day),
      startTimeUnknown: true,
      schoolId: place.schoolId,
    });
    for (const day of [1, 2]) {
      const answer = await server.call('POST', `${EVENTS}/create`, { token, json: event(day) });
      expect(answer.status).toBe(200);
    }
    const before = await countGames(server);
    const limited = await server.call('POST', `${EVENTS}/create`, { token, json: event(3) });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await countGames(server)).toBe(before);
    // Reading is not limited.
    const read = await server.call(
      'GET',
      `${EVENTS}/calendar?from=${TEST_TODAY}&to=${TEST_TODAY}`,
      {
        token,
      },
    );
    expect(read.status).toBe(200);
  });
});
