import { gameSchema, type District, type Game, type GamesPage, type State } from '@csz/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { games } from '../games/schema';
import { recordScheduleChange } from '../scheduleAlerts/writes';
import { describeOnEngines } from '../testing/engines';
import { headCoachPlace, insertGame, moveGame } from '../testing/places';
import { MAX_READERS_PER_ADDRESS } from './routes';
import { sportsDataWriter } from './sportsData';
import { openEventStream, type EventStream } from '../testing/eventStream';
import {
  marylandAndMontgomery,
  startTestServer,
  TEST_TODAY,
  type TestServer,
} from '../testing/testServer';

describeOnEngines('live scores', startTestServer, (server) => {
  let maryland: State;
  let montgomery: District;
  let admin: string;
  let game: Game;
  const streams: EventStream[] = [];

  const open = async (query: string, on: TestServer = server) => {
    const stream = await openEventStream(`${on.url}/api/live/scores?${query}`);
    streams.push(stream);
    await stream.next('ready');
    return stream;
  };

  // Sends corrections the route refuses too: unchecked against its body.
  const correct = (id: number, results: unknown, token: string | null = admin) =>
    server.raw<{ message?: string } & Partial<Game>>('PUT', `/admin/api/games/${id}/results`, {
      token,
      json: { results },
    });

  beforeAll(async () => {
    ({ maryland, montgomery } = await marylandAndMontgomery(server));
    admin = (await server.login('admin@demo.csz.test')).accessToken;
    const tonight = await server.get<GamesPage>(
      `/api/csz/games?date=${TEST_TODAY}&districtId=${montgomery.id}&perPage=50`,
    );
    game = tonight.body.items.find((g) => g.teams.length === 2 && g.gameType === 'Game')!;
    expect(game).toBeDefined();
  });
  afterAll(() => {
    for (const stream of streams) stream.close();
  });

  it('pushes a staff correction to the readers whose filter it matches, and no others', async () => {
    const county = await open(`districtId=${montgomery.id}&date=${TEST_TODAY}`);
    expect(county.response.headers.get('Content-Type')).toMatch(/^text\/event-stream/);
    const sport = await open(`stateId=${maryland.id}&sportId=${game.sport.id}`);
    const otherDay = await open(`districtId=${montgomery.id}&date=2026-11-19`);
    const [home, away] = game.teams;

    const answer = await correct(game.id, [
      { id: home!.id, finalScore: 35 },
      { id: away!.id, finalScore: '14' },
    ]);
    expect(answer.status).toBe(200);
    const updated = gameSchema.parse(answer.body);
    expect(updated.teams.find((t) => t.id === home!.id)).toMatchObject({ score: 35, isWon: true });

    for (const stream of [county, sport]) {
      const change = JSON.parse((await stream.next('score')).data);
      expect(change).toEqual({
        gameId: game.id,
        status: game.status,
        // A staff correction verifies the score.
        scoreProvenance: 'verified',
        isScoreDisputed: false,
        // The game's schedule, as it stands.
        eventDate: game.eventDate,
        isEventDateTBD: game.isEventDateTBD,
        startTime: game.startTime,
        endTime: game.endTime,
        startTimeUnknown: game.startTimeUnknown,
        isTBD: game.isTBD,
        nextPostponeGame: game.nextPostponeGame,
        teams: expect.arrayContaining([
          { id: home!.id, score: 35, isWon: true },
          { id: away!.id, score: 14, isWon: false },
        ]),
      });
    }
    // Delivered to every reader of this process at the same moment: the other day's got nothing.
    expect(otherDay.pending().filter((e) => e.event === 'score')).toEqual([]);

    // The public API answers the corrected score at once, not a cached one.
    const after = await server.get<Game>(`/api/csz/games/${game.id}`);
    expect(after.body.teams.find((t) => t.id === away!.id)?.score).toBe(14);
  });

  it('clears a score with null, and keeps every correction in the history', async () => {
    const stream = await open(`schoolId=${game.teams[0]!.schoolId}`);
    const answer = await correct(game.id, [{ id: game.teams[0]!.id, finalScore: null }]);
    expect(answer.status).toBe(200);
    const change = JSON.parse((await stream.next('score')).data);
    expect(change.teams).toContainEqual({ id: game.teams[0]!.id, score: null, isWon: null });
    const history = (await server.handle.db.execute(
      `select changes from score_corrections where game_id = ${game.id} order by id` as never,
    )) as unknown as { rows: { changes: unknown }[] };
    expect(history.rows.map((r) => r.changes)).toEqual([
      [
        { id: game.teams[0]!.id, before: game.teams[0]!.score, after: 35 },
        { id: game.teams[1]!.id, before: game.teams[1]!.score, after: 14 },
      ],
      [{ id: game.teams[0]!.id, before: 35, after: null }],
    ]);
  });

  it('refuses guests, members who are not staff, and wrong corrections, changing nothing', async () => {
    const fan = (await server.login('fan@demo.csz.test')).accessToken;
    const before = (await server.get<Game>(`/api/csz/games/${game.id}`)).body;
    const results = [{ id: game.teams[1]!.id, finalScore: 99 }];
    expect((await correct(game.id, results, null)).status).toBe(401);
    expect((await correct(game.id, results, fan)).status).toBe(403);
    const missing = await correct(999_999, results);
    expect(missing).toMatchObject({ status: 404, body: { message: 'No game with id 999999' } });
    const foreign = await correct(game.id, [{ id: 999_999, finalScore: 3 }]);
    expect(foreign).toMatchObject({
      status: 400,
      body: { message: `Result 999999 is not a team of game ${game.id}` },
    });
    const twice = await correct(game.id, [...results, ...results]);
    expect(twice.body.message).toBe(`Result ${game.teams[1]!.id} is given twice`);
    const negative = await correct(game.id, [{ id: game.teams[1]!.id, finalScore: -2 }]);
    expect(negative.status).toBe(400);
    expect(negative.body.message).toMatch(/^Invalid body field 'results.0.finalScore'/);
    expect((await correct(game.id, [])).status).toBe(400);
    // Over the sport's bound, as a member's report is refused; past any score, a field error.
    const overBound = await correct(game.id, [{ id: game.teams[1]!.id, finalScore: 1e9 }]);
    expect(overBound).toMatchObject({ status: 400 });
    expect(overBound.body.message).toMatch(/^Invalid body field 'results.0.finalScore'/);
    const overSport = await correct(game.id, [{ id: game.teams[1]!.id, finalScore: 998 }]);
    expect(overSport).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/^A .+ score is at most \d+$/) as unknown },
    });
    for (const finalScore of [3_000_000_000, '99999999999']) {
      const huge = await correct(game.id, [{ id: game.teams[1]!.id, finalScore }]);
      expect(huge.status).toBe(400);
      expect(huge.body.message).toMatch(/^Invalid body field 'results.0.finalScore'/);
    }
    const notJson = await server.call('PUT', `/admin/api/games/${game.id}/results`, {
      token: admin,
      body: 'results=1',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect((await server.get<Game>(`/api/csz/games/${game.id}`)).body).toEqual(before);
  });

  it("pushes a game's new day and time to the readers of the day it left, and its status to its day's", async () => {
    const { db } = server.handle;
    const place = await headCoachPlace(db);
    const moved = await insertGame(db, place, { date: '2026-11-27' });
    const oldDay = await open(`date=2026-11-27&schoolId=${place.schoolId}`);
    const newDay = await open(`date=2026-11-28`);
    const otherDay = await open(`date=2026-11-26`);
    await moveGame(db, moved.id, {
      eventDate: '2026-11-28',
      startTime: '11:00:00',
      endTime: '13:00:00',
    });
    for (const stream of [oldDay, newDay]) {
      expect(JSON.parse((await stream.next('score')).data)).toMatchObject({
        gameId: moved.id,
        status: 'Active',
        eventDate: '2026-11-28',
        startTime: '11:00:00',
        endTime: '13:00:00',
        isTBD: false,
      });
    }
    // A later change tells the day the game is on now only.
    await sportsDataWriter(
      db,
      null,
    )(async (tx, changes) => {
      await tx.update(games).set({ status: 'Postponed' }).where(eq(games.id, moved.id));
      await recordScheduleChange(tx, changes, {
        gameId: moved.id,
        kind: 'postponed',
        actorMemberId: null,
      });
    });
    expect(JSON.parse((await newDay.next('score')).data)).toMatchObject({
      gameId: moved.id,
      status: 'Postponed',
      eventDate: '2026-11-28',
    });
    expect(oldDay.pending().filter((e) => e.event === 'score')).toEqual([]);
    expect(otherDay.pending().filter((e) => e.event === 'score')).toEqual([]);
  });

  it('answers 400 for a bad filter', async () => {
    const bad = await server.get<{ message: string }>('/api/live/scores?date=yesterday');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^Invalid query parameter 'date'/);
  });

  it('pushes the scores an import adds to games already on the schedule', async () => {
    const upcoming = await server.get<GamesPage>(
      `/api/csz/games?from=2026-11-21&to=2026-12-31&districtId=${montgomery.id}&perPage=100`,
    );
    const next = upcoming.body.items.find(
      (g) => g.teams.length === 2 && g.gameType === 'Game' && g.teams.every((t) => t.score == null),
    )!;
    const stream = await open(`date=${next.eventDate}`);
    const [year, month, day] = next.eventDate.split('-');
    const home = next.teams.find((t) => t.isHome)!;
    const away = next.teams.find((t) => !t.isHome)!;
    const csv = [
      'date,home_team,visiting_team,home_team_score,visiting_team_score,home_team_state,visiting_team_state',
      `${Number(month)}/${Number(day)}/${year},"${home.name}","${away.name}",21,20,MD,MD`,
    ].join('\n');
    const report = await server.call<{ scoresAdded: number }>(
      'POST',
      `/admin/api/import/games?options=${encodeURIComponent(
        JSON.stringify({ sport: next.sport.name, dateFormat: 'M/d/yyyy' }),
      )}`,
      { token: admin, body: csv, headers: { 'Content-Type': 'text/csv' } },
    );
    expect(report.body).toMatchObject({ scoresAdded: 1 });
    const change = JSON.parse((await stream.next('score')).data);
    expect(change).toMatchObject({ gameId: next.id });
    expect(change.teams).toContainEqual({ id: home.id, score: 21, isWon: true });
  });

  // Last: the streams it closed may take a moment to leave the server's count.
  it('holds at most its share of streams open for one address, and frees a place as one closes', async () => {
    const url = `${server.url}/api/live/scores?date=${TEST_TODAY}`;
    // The earlier tests' streams close first; the server counts them out as it notices.
    for (const stream of streams.splice(0)) stream.close();
    let held: EventStream[] = [];
    await expect
      .poll(async () => {
        for (const stream of held) stream.close();
        held = await Promise.all(
          Array.from({ length: MAX_READERS_PER_ADDRESS }, () => openEventStream(url)),
        );
        return held.every((stream) => stream.response.status === 200);
      })
      .toBe(true);
    const refused = await fetch(`${server.url}/api/live/scores?date=${TEST_TODAY}`);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    held[0]!.close();
    await expect
      .poll(async () => {
        const again = await fetch(`${server.url}/api/live/scores?date=${TEST_TODAY}`);
        await again.body?.cancel();
        return again.status;
      })
      .toBe(200);
    for (const stream of held) stream.close();
  });
});

describe('live scores across server processes on one PostgreSQL database', () => {
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    first = await startTestServer('postgres');
    second = await startTestServer('postgres', { sharing: first });
  });
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
  });

  it("reaches the other process's readers and its cached answers through LISTEN/NOTIFY", async () => {
    const { montgomery } = await marylandAndMontgomery(first);
    const path = `/api/csz/games?date=${TEST_TODAY}&districtId=${montgomery.id}&perPage=50`;
    const cached = await second.get<GamesPage>(path);
    const game = cached.body.items.find((g) => g.teams.length === 2)!;
    const stream = await openEventStream(`${second.url}/api/live/scores?date=${TEST_TODAY}`);
    await stream.next('ready');
    const admin = (await first.login('admin@demo.csz.test')).accessToken;
    const results = game.teams.map((t, i) => ({ id: t.id, finalScore: 40 + i }));
    const answer = await first.call('PUT', `/admin/api/games/${game.id}/results`, {
      token: admin,
      json: { results },
    });
    expect(answer.status).toBe(200);
    const change = JSON.parse((await stream.next('score')).data);
    expect(change.gameId).toBe(game.id);
    stream.close();
    // The second process dropped its cached page when the change reached it.
    const fresh = await second.get<GamesPage>(path);
    const scores = fresh.body.items.find((g) => g.id === game.id)!.teams.map((t) => t.score);
    expect(scores).toEqual(results.map((r) => r.finalScore));
  });
});
