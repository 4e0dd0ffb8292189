import {
  seasonOf,
  shiftDate,
  type DuplicateGamesReport,
  type Game,
  type MissingScoresReport,
} from '@csz/core';
import { asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { members } from '../accounts/schema';
import { gameLikes, gameResults, games } from '../games/schema';
import { scoreReports } from '../scores/schema';
import { describeOnEngines } from '../testing/engines';
import {
  anotherSchoolPlace,
  headCoachPlace,
  insertGame,
  type DemoPlace,
  type TestGame,
} from '../testing/places';
import { startTestServer, TEST_TODAY } from '../testing/testServer';
import { reportsOf } from './queries';
import { storeReport } from './writes';

const AD = 'athletic.director@demo.csz.test';
const COACH = 'head.coach@demo.csz.test';
const LEAGUE = 'league.director@demo.csz.test';
const FAN = 'fan@demo.csz.test';
const PENDING = 'pending.coach@demo.csz.test';
const ADMIN = 'admin@demo.csz.test';

describeOnEngines('missing-scores and duplicate-games reports', startTestServer, (server) => {
  let place: DemoPlace;
  const tokens = new Map<string, string>();
  let yesterday: TestGame;
  let lastWeek: TestGame;
  let scored: TestGame;
  let elsewhere: TestGame;
  let schoolReport: number;
  let otherSchoolReport: number;

  // Sends what the routes refuse too: unchecked against the routes.
  const call = <T>(method: string, path: string, email: string | null, json?: unknown) =>
    server.raw<T & { message?: string }>(method, `/api/csz/${path}`, {
      token: email == null ? null : tokens.get(email)!,
      ...(json === undefined ? {} : { json }),
    });
  const statusOf = async (id: number) =>
    (await server.handle.db.select({ s: games.status }).from(games).where(eq(games.id, id)))[0]?.s;

  beforeAll(async () => {
    const { db } = server.handle;
    place = await headCoachPlace(db);
    for (const email of [AD, COACH, LEAGUE, FAN, PENDING, ADMIN]) {
      tokens.set(email, (await server.login(email)).accessToken);
    }
    const night = shiftDate(TEST_TODAY, -1);
    yesterday = await insertGame(db, place, { date: night });
    lastWeek = await insertGame(db, place, { date: shiftDate(TEST_TODAY, -7) });
    scored = await insertGame(db, place, { date: night, scores: [1, 0] });
    const otherPlace = await anotherSchoolPlace(db, place, 7);
    elsewhere = await insertGame(db, otherPlace, { date: night });
    schoolReport = await storeReport(db, {
      kind: 'missingScores',
      scope: 'school',
      placeId: place.schoolId,
      night,
      gameIds: [yesterday.id, scored.id],
    });
    otherSchoolReport = await storeReport(db, {
      kind: 'missingScores',
      scope: 'school',
      placeId: otherPlace.schoolId,
      night,
      gameIds: [elsewhere.id],
    });
  });

  it('gives staff a demo pair of duplicate games to merge', async () => {
    const place = await headCoachPlace(server.handle.db);
    const [demo] = await reportsOf(
      server.handle.db,
      'duplicateGames',
      'district',
      place.districtId,
    );
    expect(demo).toBeDefined();
    const answer = await call<DuplicateGamesReport>('GET', `mcreports/${demo!.id}`, ADMIN);
    expect(answer.status).toBe(200);
    expect(answer.body.groups).toHaveLength(1);
    const [original, copy] = answer.body.groups[0]!.games;
    expect(copy!.createdBy).toBe('A school member');
    expect(copy!.teams).toEqual(original!.teams);
    expect([copy!.eventDate, copy!.sportName]).toEqual([original!.eventDate, original!.sportName]);
  });

  it('gives the demo athletic director a stored report with a game still missing its score', async () => {
    // The oldest: this suite stores one of its own for yesterday.
    const demo = (await reportsOf(server.handle.db, 'missingScores', 'school', place.schoolId)).at(
      -1,
    );
    const answer = await call<MissingScoresReport>('GET', `msreports/${demo!.id}`, AD);
    expect(answer.status).toBe(200);
    expect(answer.body.report.night < TEST_TODAY).toBe(true);
    expect(answer.body.items.filter((i) => i.isMissing).length).toBeGreaterThan(0);
    const league = await reportsOf(server.handle.db, 'missingScores', 'district', place.districtId);
    expect(league.map((r) => r.night)).toContain(demo!.night);
  });

  it("shows the night's list as stored, each game as it is now, to the school's director and coaches", async () => {
    for (const email of [AD, COACH, LEAGUE, ADMIN]) {
      const answer = await call<MissingScoresReport>('GET', `msreports/${schoolReport}`, email);
      expect(answer.status).toBe(200);
      expect(answer.body.report).toMatchObject({
        id: schoolReport,
        kind: 'missingScores',
        scope: 'school',
        placeId: place.schoolId,
        night: shiftDate(TEST_TODAY, -1),
      });
      expect(answer.body.items.map((i) => [i.game.id, i.isMissing, i.reportPath])).toEqual([
        [yesterday.id, true, `/uploadScores/${yesterday.id}`],
        [scored.id, false, `/uploadScores/${scored.id}`],
      ]);
    }
  });

  it("lists what is missing now at the school, newest first, for the director's view", async () => {
    const answer = await call<MissingScoresReport>('GET', `missingscores/${schoolReport}`, AD);
    expect(answer.status).toBe(200);
    const ids = answer.body.items.map((i) => i.game.id);
    expect(ids).toContain(yesterday.id);
    expect(ids).toContain(lastWeek.id);
    expect(ids).not.toContain(scored.id);
    expect(ids).not.toContain(elsewhere.id);
    expect(ids.indexOf(yesterday.id)).toBeLessThan(ids.indexOf(lastWeek.id));
    expect(answer.body.items.every((i) => i.isMissing)).toBe(true);
    const dates = answer.body.items.map((i) => i.game.eventDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates.every((d) => d <= TEST_TODAY)).toBe(true);
  });

  it('lists as still missing only games of this season that have ended', async () => {
    const { db } = server.handle;
    // The tests' clock says 8 pm in Maryland; the place's sport is football (two and a half hours).
    const endedToday = await insertGame(db, place, { startTime: '15:00:00' });
    const stillPlaying = await insertGame(db, place, { startTime: '19:00:00' });
    const lastSeason = await insertGame(db, place, { date: shiftDate(TEST_TODAY, -365) });
    const answer = await call<MissingScoresReport>('GET', `missingscores/${schoolReport}`, AD);
    const ids = answer.body.items.map((i) => i.game.id);
    expect(ids).toContain(endedToday.id);
    expect(ids).not.toContain(stillPlaying.id);
    expect(ids).not.toContain(lastSeason.id);
    for (const game of [endedToday, stillPlaying, lastSeason]) {
      await db.delete(games).where(eq(games.id, game.id));
    }
  });

  it("lists for a report of a season's last night that season's games, read after it ended", async () => {
    const { db } = server.handle;
    // The season before the tests' today's: its last night, June 30.
    const lastNight = `${Number(seasonOf(TEST_TODAY).slice(0, 4))}-06-30`;
    const june = await insertGame(db, place, { date: shiftDate(lastNight, -1) });
    const id = await storeReport(db, {
      kind: 'missingScores',
      scope: 'school',
      placeId: place.schoolId,
      night: lastNight,
      gameIds: [june.id],
    });
    const answer = await call<MissingScoresReport>('GET', `missingscores/${id}`, AD);
    expect(answer.body.items.map((i) => i.game.id)).toContain(june.id);
    await db.delete(games).where(eq(games.id, june.id));
  });

  it('refuses strangers without saying whether a report exists', async () => {
    for (const path of [`msreports/${schoolReport}`, `missingscores/${schoolReport}`]) {
      expect((await call('GET', path, null)).status).toBe(401);
      expect((await call('GET', path, FAN)).status).toBe(403);
      expect((await call('GET', path, PENDING)).status).toBe(403);
    }
    // Another school's report, a report of another kind, and none at all look the same.
    expect((await call('GET', `msreports/${otherSchoolReport}`, AD)).status).toBe(403);
    expect((await call('GET', `mcreports/${schoolReport}`, AD)).status).toBe(403);
    const none = await call('GET', 'msreports/2000000000', AD);
    expect(none.status).toBe(403);
    expect((await call('GET', 'msreports/2000000000', ADMIN)).status).toBe(404);
  });

  it("never marks a played game not played, through the night's list or what is missing now", async () => {
    const { db } = server.handle;
    const played = await insertGame(db, place, {
      date: shiftDate(TEST_TODAY, -200),
      scores: [21, 7],
    });
    // A night's list keeps the games it was sent with, scored since or not.
    const listed = await storeReport(db, {
      kind: 'missingScores',
      scope: 'school',
      placeId: place.schoolId,
      // A night of its own: the demo data stores reports of the recent nights.
      night: shiftDate(TEST_TODAY, -200),
      gameIds: [played.id],
    });
    const message = 'This game has a final score: ask CSZ staff to correct it';
    for (const who of [COACH, AD, ADMIN]) {
      expect(
        await call('PUT', `msreports/${listed}`, who, { gameId: played.id, status: 'Canceled' }),
      ).toMatchObject({ status: 409, body: { message } });
      // What is missing now does not list it at all.
      expect(
        (
          await call('PUT', `missingscores/${schoolReport}`, who, {
            gameId: played.id,
            status: 'Canceled',
          })
        ).status,
      ).toBe(400);
    }
    expect(await statusOf(played.id)).toBe('Active');
    await db.delete(games).where(eq(games.id, played.id));
  });

  it('marks not played only a game still missing its score, neither a future one nor one given a new date', async () => {
    const { db } = server.handle;
    const future = await insertGame(db, place, { date: shiftDate(TEST_TODAY, 20) });
    const replaced = await insertGame(db, place, { date: shiftDate(TEST_TODAY, -202) });
    await db
      .update(games)
      .set({ status: 'Postponed', nextPostponeGameId: future.id })
      .where(eq(games.id, replaced.id));
    const listed = await storeReport(db, {
      kind: 'missingScores',
      scope: 'school',
      placeId: place.schoolId,
      night: shiftDate(TEST_TODAY, -202),
      gameIds: [replaced.id],
    });
    expect(
      (
        await call('PUT', `missingscores/${schoolReport}`, COACH, {
          gameId: future.id,
          status: 'Canceled',
        })
      ).status,
    ).toBe(400);
    expect(
      await call('PUT', `msreports/${listed}`, COACH, { gameId: replaced.id, status: 'Canceled' }),
    ).toMatchObject({
      status: 409,
      body: { message: 'This game has been rescheduled: change its new date instead' },
    });
    expect(await statusOf(future.id)).toBe('Active');
    expect(await statusOf(replaced.id)).toBe('Postponed');
    await db.delete(games).where(inArray(games.id, [replaced.id, future.id]));
  });

  it('answers 400 to bad ids and bodies, and changes nothing', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect((await call('GET', `msreports/${id}`, AD)).status).toBe(400);
    }
    const bodies = [
      {},
      { gameId: yesterday.id },
      { gameId: yesterday.id, status: 'Played' },
      { gameId: 'x', status: 'Canceled' },
      { gameId: yesterday.id, status: 'Canceled', extra: true },
      { gameId: yesterday.id, status: 'Canceled\u0000' },
      [],
    ];
    for (const body of bodies) {
      const answer = await call('PUT', `missingscores/${schoolReport}`, AD, body);
      expect(answer.status).toBe(400);
    }
    // A game of another school is not the report's to change.
    const foreign = await call('PUT', `missingscores/${schoolReport}`, AD, {
      gameId: elsewhere.id,
      status: 'Canceled',
    });
    expect(foreign.status).toBe(400);
    // A stranger's bad body is refused as a stranger, before it is read.
    expect((await call('PUT', `missingscores/${schoolReport}`, FAN, { nonsense: 1 })).status).toBe(
      403,
    );
    expect(await statusOf(yesterday.id)).toBe('Active');
    expect(await statusOf(elsewhere.id)).toBe('Active');
  });

  it('lets the director mark a game not played: it leaves the list', async () => {
    const answer = await call<MissingScoresReport>('PUT', `missingscores/${schoolReport}`, AD, {
      gameId: lastWeek.id,
      status: 'Postponed',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.items.map((i) => i.game.id)).not.toContain(lastWeek.id);
    expect(await statusOf(lastWeek.id)).toBe('Postponed');
    // A league director may too, through the night's list; a fan may not.
    expect(
      (
        await call('PUT', `msreports/${schoolReport}`, FAN, {
          gameId: yesterday.id,
          status: 'Canceled',
        })
      ).status,
    ).toBe(403);
    const night = await call<MissingScoresReport>('PUT', `msreports/${schoolReport}`, LEAGUE, {
      gameId: yesterday.id,
      status: 'Canceled',
    });
    expect(night.status).toBe(200);
    expect(night.body.items.find((i) => i.game.id === yesterday.id)).toMatchObject({
      isMissing: false,
      game: { status: 'Canceled' },
    });
  });

  it('groups possible duplicates and lets staff merge them, keeping scores, likes and reports', async () => {
    const { db } = server.handle;
    const day = shiftDate(TEST_TODAY, -2);
    const kept = await insertGame(db, place, { date: day });
    const copy = await insertGame(db, place, { date: day, scores: [4, 2] });
    const [fan, parent] = await db
      .select({ id: members.id })
      .from(members)
      .where(inArray(members.email, [FAN, 'parent@demo.csz.test']))
      .orderBy(asc(members.email));
    // The fan liked both, the parent only the copy; the parent reported the copy's score.
    await db.insert(gameLikes).values([
      { gameId: kept.id, memberId: fan!.id },
      { gameId: copy.id, memberId: fan!.id },
      { gameId: copy.id, memberId: parent!.id },
    ]);
    await db.update(games).set({ votesCount: 1 }).where(eq(games.id, kept.id));
    await db.update(games).set({ votesCount: 2 }).where(eq(games.id, copy.id));
    await db.insert(scoreReports).values({
      gameId: copy.id,
      memberId: parent!.id,
      scores: { [copy.home]: 4, [copy.away]: 2 },
      outcome: 'pending',
    });
    const reportId = await storeReport(db, {
      kind: 'duplicateGames',
      scope: 'district',
      placeId: place.districtId,
      night: day,
      gameIds: [kept.id, copy.id],
    });
    const seen = await call<DuplicateGamesReport>('GET', `mcreports/${reportId}`, LEAGUE);
    expect(seen.status).toBe(200);
    expect(seen.body.groups).toHaveLength(1);
    expect(
      seen.body.groups[0]!.games.map((g) => [g.id, g.hasScore, g.votesCount, g.reportsCount]),
    ).toEqual([
      [kept.id, false, 1, 0],
      [copy.id, true, 2, 1],
    ]);
    expect(seen.body.groups[0]!.games[0]).toMatchObject({
      eventDate: day,
      startTime: '15:00:00',
      createdBy: 'CSZ staff',
    });
    expect(seen.body.groups[0]!.games[0]!.teams).toHaveLength(2);

    const merge = { action: 'merge', keepId: kept.id, removeId: copy.id };
    expect((await call('PUT', `mcreports/${reportId}`, LEAGUE, merge)).status).toBe(403);
    expect((await call('PUT', `mcreports/${reportId}`, AD, merge)).status).toBe(403);
    expect(
      (await call('PUT', `mcreports/${reportId}`, ADMIN, { ...merge, removeId: yesterday.id }))
        .status,
    ).toBe(400);
    expect((await call('PUT', `mcreports/${reportId}`, ADMIN, { action: 'join' })).status).toBe(
      400,
    );
    const merged = await call<DuplicateGamesReport>('PUT', `mcreports/${reportId}`, ADMIN, merge);
    expect(merged.status).toBe(200);
    expect(merged.body.groups).toEqual([]);

    const game = (await server.call<Game>('GET', `/api/csz/games/${kept.id}`)).body;
    expect(game.teams.map((t) => t.score)).toEqual([4, 2]);
    expect(game.votesCount).toBe(2);
    expect((await server.call('GET', `/api/csz/games/${copy.id}`)).status).toBe(404);
    const likes = await db.select().from(gameLikes).where(eq(gameLikes.gameId, kept.id));
    expect(likes.map((l) => l.memberId).sort()).toEqual([fan!.id, parent!.id].sort());
    const moved = await db.select().from(scoreReports).where(eq(scoreReports.gameId, kept.id));
    expect(moved.map((r) => [r.memberId, r.scores])).toEqual([
      [parent!.id, { [kept.home]: 4, [kept.away]: 2 }],
    ]);
    expect(await db.select().from(gameResults).where(eq(gameResults.gameId, copy.id))).toEqual([]);
  });

  it('lets staff delete a duplicate', async () => {
    const { db } = server.handle;
    const day = shiftDate(TEST_TODAY, -3);
    const first = await insertGame(db, place, { date: day });
    const second = await insertGame(db, place, { date: day });
    const reportId = await storeReport(db, {
      kind: 'duplicateGames',
      scope: 'district',
      placeId: place.districtId,
      night: day,
      gameIds: [first.id, second.id],
    });
    const answer = await call<DuplicateGamesReport>('PUT', `mcreports/${reportId}`, ADMIN, {
      action: 'delete',
      gameId: second.id,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.groups).toEqual([]);
    expect(await statusOf(second.id)).toBeUndefined();
    expect(await statusOf(first.id)).toBe('Active');
  });
});
