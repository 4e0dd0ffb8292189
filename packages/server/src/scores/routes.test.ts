import {
  SCORE_REVIEW_MESSAGES,
  SPIRIT_POINTS,
  type Game,
  type ScoreDecisionsAnswer,
  type ScoreHistoryEntry,
  type ScoreReportAnswer,
  type ScoreReviewQueue,
} from '@csz/core';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { members } from '../accounts/schema';
import { games } from '../games/schema';
import { sports } from '../lookups/schema';
import { spiritPointAwards } from '../points/schema';
import { describeOnEngines } from '../testing/engines';
import { headCoachPlace, insertGame, type DemoPlace, type TestGame } from '../testing/places';
import { startTestServer, TEST_LIMITS } from '../testing/testServer';
import { scoreReports } from './schema';

const FAN = 'fan@demo.csz.test';
const PARENT = 'parent@demo.csz.test';
const ALUMNI = 'alumni@demo.csz.test';
const COACH = 'head.coach@demo.csz.test';
const ADMIN = 'admin@demo.csz.test';

describeOnEngines('score reports', startTestServer, (server) => {
  let place: DemoPlace;
  let sportName: string;
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    const { db } = server.handle;
    place = await headCoachPlace(db);
    const [sport] = await db.select().from(sports).where(eq(sports.id, place.sportId));
    sportName = sport!.name;
    for (const email of [FAN, PARENT, ALUMNI, COACH, ADMIN]) {
      tokens.set(email, (await server.login(email)).accessToken);
    }
  });

  const newGame = (options?: Parameters<typeof insertGame>[2]) =>
    insertGame(server.handle.db, place, options);

  const report = (email: string | null, game: TestGame, [home, away]: [number, number]) =>
    server.call<ScoreReportAnswer & { message: string }>('POST', '/api/csz/memberScores', {
      token: email == null ? null : tokens.get(email)!,
      json: {
        gameId: game.id,
        scores: [
          { gameResultId: game.home, score: home },
          { gameResultId: game.away, score: away },
        ],
      },
    });

  const gameNow = async (id: number) =>
    (await server.call<Game>('GET', `/api/csz/games/${id}`)).body;
  const scoresOf = (game: Game) => game.teams.map((t) => t.score);
  const openReports = (gameId: number) =>
    server.handle.db
      .select()
      .from(scoreReports)
      .where(and(eq(scoreReports.gameId, gameId), eq(scoreReports.status, 'open')));

  it("holds a fan's report for review, replaces it when they send another, and says so", async () => {
    const game = await newGame();
    const first = await report(FAN, game, [21, 14]);
    expect(first).toMatchObject({
      status: 200,
      body: {
        outcome: 'pending',
        scoreProvenance: null,
        message:
          'Thank you for submitting the score! The score will be reviewed and verified by a CSZ team member.',
      },
    });
    expect(scoresOf(await gameNow(game.id))).toEqual([null, null]);
    const again = await report(FAN, game, [28, 14]);
    expect(again.body.outcome).toBe('pending');
    const open = await openReports(game.id);
    expect(open.map((r) => r.scores)).toEqual([{ [game.home]: 28, [game.away]: 14 }]);
  });

  it('publishes a score two members report apart, as confirmed by two reporters', async () => {
    const game = await newGame();
    expect((await report(FAN, game, [21, 14])).body.outcome).toBe('pending');
    const second = await report(PARENT, game, [21, 14]);
    expect(second.body).toMatchObject({ outcome: 'published', scoreProvenance: 'confirmed' });
    const shown = await gameNow(game.id);
    expect(scoresOf(shown)).toEqual([21, 14]);
    expect(shown.teams.map((t) => t.isWon)).toEqual([true, false]);
    expect(shown).toMatchObject({ scoreProvenance: 'confirmed', isScoreDisputed: false });
  });

  it("publishes a school's coach's report at once, as reported by the school", async () => {
    const game = await newGame();
    const answer = await report(COACH, game, [35, 7]);
    expect(answer.body).toMatchObject({ outcome: 'published', scoreProvenance: 'school' });
    expect(await gameNow(game.id)).toMatchObject({ scoreProvenance: 'school' });
    // A fan who agrees changes nothing; one who does not disputes it, and the score stays.
    expect((await report(FAN, game, [35, 7])).body.outcome).toBe('agrees');
    expect((await report(ALUMNI, game, [7, 35])).body.outcome).toBe('disputed');
    const disputed = await gameNow(game.id);
    expect(scoresOf(disputed)).toEqual([35, 7]);
    expect(disputed).toMatchObject({ scoreProvenance: 'school', isScoreDisputed: true });
  });

  it('marks a game disputed when two fans disagree, and publishes neither', async () => {
    const game = await newGame();
    await report(FAN, game, [10, 3]);
    const other = await report(PARENT, game, [3, 10]);
    expect(other.body.outcome).toBe('disputed');
    expect(await gameNow(game.id)).toMatchObject({ scoreProvenance: null, isScoreDisputed: true });
    expect(scoresOf(await gameNow(game.id))).toEqual([null, null]);
  });

  it('decides two reports of one game sent at the same moment one after the other', async () => {
    const game = await newGame();
    const answers = await Promise.all([report(FAN, game, [2, 1]), report(PARENT, game, [2, 1])]);
    expect(answers.map((a) => a.body.outcome).sort()).toEqual(['pending', 'published']);
    expect(await gameNow(game.id)).toMatchObject({ scoreProvenance: 'confirmed' });
  });

  it('settles every report when staff correct the score: accuracy and Spirit Points', async () => {
    const game = await newGame();
    await report(FAN, game, [14, 13]);
    await report(PARENT, game, [13, 14]);
    const memberOf = async (email: string) =>
      (await server.handle.db.select().from(members).where(eq(members.email, email)))[0]!;
    const [fanBefore, parentBefore] = [await memberOf(FAN), await memberOf(PARENT)];
    const corrected = await server.call<Game>('PUT', `/admin/api/games/${game.id}/results`, {
      token: tokens.get(ADMIN)!,
      json: {
        results: [
          { id: game.home, finalScore: 14 },
          { id: game.away, finalScore: 13 },
        ],
      },
    });
    expect(corrected.body).toMatchObject({ scoreProvenance: 'verified', isScoreDisputed: false });
    expect(await openReports(game.id)).toEqual([]);
    const decided = await server.handle.db
      .select({ memberId: scoreReports.memberId, isCorrect: scoreReports.isCorrect })
      .from(scoreReports)
      .where(eq(scoreReports.gameId, game.id))
      .orderBy(asc(scoreReports.id));
    expect(decided).toEqual([
      { memberId: fanBefore.id, isCorrect: true },
      { memberId: parentBefore.id, isCorrect: false },
    ]);
    const [fanAfter, parentAfter] = [await memberOf(FAN), await memberOf(PARENT)];
    expect(fanAfter.statTrue - fanBefore.statTrue).toBe(1);
    expect(parentAfter.statFalse - parentBefore.statFalse).toBe(1);
    const awards = await server.handle.db
      .select({ memberId: spiritPointAwards.memberId, type: spiritPointAwards.type })
      .from(spiritPointAwards)
      .where(eq(spiritPointAwards.subject, `game:${game.id}`))
      .orderBy(asc(spiritPointAwards.id));
    const byMemberAndType = (a: (typeof awards)[number], b: (typeof awards)[number]) =>
      a.memberId - b.memberId || a.type - b.type;
    expect(awards.sort(byMemberAndType)).toEqual(
      [
        { memberId: fanBefore.id, type: SPIRIT_POINTS.reportedScore },
        { memberId: fanBefore.id, type: SPIRIT_POINTS.reportedCorrectScore },
        { memberId: parentBefore.id, type: SPIRIT_POINTS.reportedScore },
      ].sort(byMemberAndType),
    );
  });

  it('lists open reports for staff, disputed games first, with names and accuracy, never emails', async () => {
    const quiet = await newGame();
    await report(FAN, quiet, [5, 4]);
    const loud = await newGame();
    await report(FAN, loud, [9, 8]);
    await report(PARENT, loud, [8, 9]);
    const queue = await server.call<ScoreReviewQueue>('GET', '/admin/api/scoreReports', {
      token: tokens.get(ADMIN)!,
    });
    expect(queue.status).toBe(200);
    const ids = queue.body.items.map((i) => i.game.id);
    expect(ids.indexOf(loud.id)).toBeLessThan(ids.indexOf(quiet.id));
    expect(queue.body.items.slice(0, 1).every((i) => i.game.isScoreDisputed)).toBe(true);
    const loudItem = queue.body.items.find((i) => i.game.id === loud.id)!;
    expect(loudItem.reports.map((r) => [r.memberName, r.outcome, r.scores])).toEqual([
      [expect.any(String), 'pending', { [loud.home]: 9, [loud.away]: 8 }],
      [expect.any(String), 'disputed', { [loud.home]: 8, [loud.away]: 9 }],
    ]);
    expect(loudItem.reports[0]!.accuracy).toMatchObject({ percent: expect.any(Number) });
    expect(JSON.stringify(queue.body)).not.toMatch(/@demo\.csz\.test/);
  });

  it('approves a report as the score, verified, and settles the others', async () => {
    const game = await newGame();
    await report(FAN, game, [6, 0]);
    await report(PARENT, game, [0, 6]);
    const [wrong, right] = await server.handle.db
      .select()
      .from(scoreReports)
      .where(eq(scoreReports.gameId, game.id))
      .orderBy(asc(scoreReports.id));
    const approved = await server.call<Game>(
      'POST',
      `/admin/api/scoreReports/${right!.id}/approve`,
      { token: tokens.get(ADMIN)! },
    );
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ scoreProvenance: 'verified', isScoreDisputed: false });
    expect(scoresOf(approved.body)).toEqual([0, 6]);
    const settled = await server.handle.db
      .select({ id: scoreReports.id, isCorrect: scoreReports.isCorrect })
      .from(scoreReports)
      .where(eq(scoreReports.gameId, game.id))
      .orderBy(asc(scoreReports.id));
    expect(settled).toEqual([
      { id: wrong!.id, isCorrect: false },
      { id: right!.id, isCorrect: true },
    ]);
    const again = await server.call('POST', `/admin/api/scoreReports/${right!.id}/reject`, {
      token: tokens.get(ADMIN)!,
    });
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'This report was already decided' },
    });
  });

  it('lets nobody decide their own report, staff included, one by one or several at once', async () => {
    const game = await newGame();
    await report(ADMIN, game, [7, 0]);
    const [own] = await openReports(game.id);
    const message = 'Nobody decides their own report: another member of staff will';
    for (const decision of ['approve', 'reject'] as const) {
      expect(
        await server.call('POST', `/admin/api/scoreReports/${own!.id}/${decision}`, {
          token: tokens.get(ADMIN)!,
        }),
      ).toMatchObject({ status: 403, body: { message } });
    }
    const bulk = await server.call<ScoreDecisionsAnswer>(
      'POST',
      '/admin/api/scoreReports/decisions',
      { token: tokens.get(ADMIN)!, json: { decision: 'approve', reportIds: [own!.id] } },
    );
    expect(bulk.body.results).toEqual([
      { reportId: own!.id, ok: false, status: 403, message, gameId: null },
    ]);
    expect(await openReports(game.id)).toHaveLength(1);
    expect(scoresOf(await gameNow(game.id))).toEqual([null, null]);
    // Nor by correcting the game, or approving another's report on it: both settle every report.
    const onGame = SCORE_REVIEW_MESSAGES.ownOnGame;
    const corrected = await server.call('PUT', `/admin/api/games/${game.id}/results`, {
      token: tokens.get(ADMIN)!,
      json: {
        results: [
          { id: game.home, finalScore: 7 },
          { id: game.away, finalScore: 0 },
        ],
      },
    });
    expect(corrected).toMatchObject({ status: 403, body: { message: onGame } });
    // A fan's report that disagrees (one that agreed would publish the score as confirmed).
    await report(FAN, game, [0, 7]);
    const fans = (await openReports(game.id)).find((r) => r.id !== own!.id)!;
    expect(
      await server.call('POST', `/admin/api/scoreReports/${fans.id}/approve`, {
        token: tokens.get(ADMIN)!,
      }),
    ).toMatchObject({ status: 403, body: { message: onGame } });
    expect(
      await server.call('POST', `/admin/api/scoreReports/${fans.id}/reject`, {
        token: tokens.get(ADMIN)!,
      }),
    ).toMatchObject({ status: 403, body: { message: onGame } });
    expect(await openReports(game.id)).toHaveLength(2);
    expect(scoresOf(await gameNow(game.id))).toEqual([null, null]);
  });

  it('rejects a report, and the game is no longer disputed once the rest agree', async () => {
    const game = await newGame();
    await report(COACH, game, [3, 2]);
    await report(FAN, game, [2, 3]);
    expect(await gameNow(game.id)).toMatchObject({ isScoreDisputed: true });
    const [, fanReport] = await server.handle.db
      .select()
      .from(scoreReports)
      .where(eq(scoreReports.gameId, game.id))
      .orderBy(asc(scoreReports.id));
    const rejected = await server.call<Game>(
      'POST',
      `/admin/api/scoreReports/${fanReport!.id}/reject`,
      { token: tokens.get(ADMIN)! },
    );
    expect(rejected.body).toMatchObject({ scoreProvenance: 'school', isScoreDisputed: false });
    expect(scoresOf(rejected.body)).toEqual([3, 2]);
    const missing = await server.call('POST', '/admin/api/scoreReports/999999/approve', {
      token: tokens.get(ADMIN)!,
    });
    expect(missing).toMatchObject({
      status: 404,
      body: { message: 'No score report with id 999999' },
    });
    const badId = await server.call('POST', '/admin/api/scoreReports/x/approve', {
      token: tokens.get(ADMIN)!,
    });
    expect(badId.status).toBe(400);
  });

  it("keeps a game's public score history: who in words, when, from what to what", async () => {
    const game = await newGame();
    await report(COACH, game, [3, 0]);
    await server.call('PUT', `/admin/api/games/${game.id}/results`, {
      token: tokens.get(ADMIN)!,
      json: { results: [{ id: game.away, finalScore: 1 }] },
    });
    const history = await server.get<ScoreHistoryEntry[]>(`/api/csz/games/scoreHistory/${game.id}`);
    expect(history.status).toBe(200);
    expect(history.body.map(({ by, provenance, teams }) => ({ by, provenance, teams }))).toEqual([
      {
        by: 'Head Coach',
        provenance: 'school',
        teams: [
          { name: expect.any(String), before: null, after: 3 },
          { name: expect.any(String), before: null, after: 0 },
        ],
      },
      {
        by: 'CSZ staff',
        provenance: 'verified',
        teams: [
          { name: expect.any(String), before: 3, after: 3 },
          { name: expect.any(String), before: 0, after: 1 },
        ],
      },
    ]);
    expect(JSON.stringify(history.body)).not.toMatch(/@|Taylor|Brooks/);
    expect((await server.get('/api/csz/games/scoreHistory/999999')).status).toBe(404);
  });

  it.each<[string, () => Promise<{ status: number; body: { message: string } }>, number, string]>([
    ['a guest', async () => report(null, await newGame(), [1, 0]), 401, 'Log in to continue'],
    [
      'a game not yet played',
      async () => report(FAN, await newGame({ date: '2026-11-27' }), [1, 0]),
      409,
      'This game takes no score: it has not started, or it is a scrimmage or an event',
    ],
    [
      'a scrimmage',
      async () => report(FAN, await newGame({ gameType: 'Scrimmage' }), [1, 0]),
      409,
      'This game takes no score: it has not started, or it is a scrimmage or an event',
    ],
    [
      'a game that does not exist',
      () => report(FAN, { id: 999_999, home: 1, away: 2 }, [1, 0]),
      404,
      'No game with id 999999',
    ],
  ])('refuses %s', async (_name, send, status, message) => {
    const before = await server.handle.db.$count(scoreReports);
    const answer = await send();
    expect(answer.status).toBe(status);
    expect(answer.body.message).toBe(message);
    expect(await server.handle.db.$count(scoreReports)).toBe(before);
  });

  /** Staff decide a report: approve or reject. */
  const decide = (reportId: number, decision: 'approve' | 'reject') =>
    server.call<{ message?: string }>('POST', `/admin/api/scoreReports/${reportId}/${decision}`, {
      token: tokens.get(ADMIN)!,
    });
  const openReportOf = async (gameId: number, email: string) => {
    const [member] = await server.handle.db.select().from(members).where(eq(members.email, email));
    return (await openReports(gameId)).find((r) => r.memberId === member!.id)!;
  };
  const memberNow = async (email: string) =>
    (await server.handle.db.select().from(members).where(eq(members.email, email)))[0]!;

  it('decides a staff decision and a new report of the same game one after the other, never deadlocking', async () => {
    for (let round = 0; round < 6; round++) {
      const game = await newGame();
      await report(FAN, game, [1, 0]);
      const { id } = await openReportOf(game.id, FAN);
      const [decision, again] = await Promise.all([
        decide(id, round % 2 ? 'approve' : 'reject'),
        report(FAN, game, [2, 0]),
      ]);
      // Whichever came first, the other is answered in words: never a 500.
      expect([200, 409]).toContain(decision.status);
      expect([200, 409]).toContain(again.status);
    }
  });

  it('takes down a published score when staff reject the reports it stood on', async () => {
    const game = await newGame();
    await report(FAN, game, [9, 0]);
    expect((await report(PARENT, game, [9, 0])).body.outcome).toBe('published');
    expect((await decide((await openReportOf(game.id, FAN)).id, 'reject')).status).toBe(200);
    // One confirming report is left: two reporters no longer vouch for the score.
    const down = await gameNow(game.id);
    expect(scoresOf(down)).toEqual([null, null]);
    expect(down).toMatchObject({ scoreProvenance: null, isScoreDisputed: false });
    const school = await newGame();
    await report(COACH, school, [30, 0]);
    expect((await decide((await openReportOf(school.id, COACH)).id, 'reject')).status).toBe(200);
    expect(await gameNow(school.id)).toMatchObject({ scoreProvenance: null });
  });

  it('refuses a report repeating a verified score, and holds one against it without disputing it in public', async () => {
    const game = await newGame({ scores: [4, 1] });
    const repeat = await report(FAN, game, [4, 1]);
    expect(repeat).toMatchObject({
      status: 409,
      body: { message: 'This score has already been verified by CSZ staff.' },
    });
    const against = await report(FAN, game, [0, 99]);
    expect(against.body).toMatchObject({ outcome: 'pending', scoreProvenance: 'verified' });
    expect(await gameNow(game.id)).toMatchObject({
      scoreProvenance: 'verified',
      isScoreDisputed: false,
    });
    expect(await openReports(game.id)).toHaveLength(1);
  });

  it("counts a game once in a member's accuracy however often they report it", async () => {
    const game = await newGame();
    const before = await memberNow(FAN);
    await report(FAN, game, [4, 1]);
    expect((await decide((await openReportOf(game.id, FAN)).id, 'approve')).status).toBe(200);
    // Staff then change their mind, and the fan's new report is approved too.
    const corrected = await server.call('PUT', `/admin/api/games/${game.id}/results`, {
      token: tokens.get(ADMIN)!,
      json: { results: [{ id: game.home, finalScore: 5 }] },
    });
    expect(corrected.status).toBe(200);
    await report(FAN, game, [4, 2]);
    expect((await decide((await openReportOf(game.id, FAN)).id, 'reject')).status).toBe(200);
    const after = await memberNow(FAN);
    expect([after.statTrue - before.statTrue, after.statFalse - before.statFalse]).toEqual([1, 0]);
  });

  it("lets a closed account's report confirm nobody's", async () => {
    const game = await newGame();
    await report(ALUMNI, game, [5, 5]);
    const { db } = server.handle;
    await db.update(members).set({ isActive: false }).where(eq(members.email, ALUMNI));
    try {
      expect((await report(PARENT, game, [5, 5])).body.outcome).toBe('pending');
    } finally {
      await db.update(members).set({ isActive: true }).where(eq(members.email, ALUMNI));
    }
  });

  it('refuses a report before the game starts where it is played', async () => {
    // The tests' clock stands at 8 pm in New York; this game starts at 11:30 pm.
    const game = await newGame();
    await server.handle.db
      .update(games)
      .set({ startTime: '23:30:00' })
      .where(eq(games.id, game.id));
    const early = await report(COACH, game, [1, 0]);
    expect(early).toMatchObject({
      status: 409,
      body: { message: 'This game has not started yet: report its score once it is over.' },
    });
    expect(await openReports(game.id)).toEqual([]);
  });

  it('lets a school correct the score it published, without disputing itself', async () => {
    const game = await newGame();
    expect((await report(COACH, game, [30, 0])).body.outcome).toBe('published');
    const fixed = await report(COACH, game, [0, 30]);
    expect(fixed.body).toMatchObject({ outcome: 'published', scoreProvenance: 'school' });
    const shown = await gameNow(game.id);
    expect(scoresOf(shown)).toEqual([0, 30]);
    expect(shown.isScoreDisputed).toBe(false);
  });

  it('awards the points for reporting when staff reject a report, as when they settle one', async () => {
    const game = await newGame();
    const parent = await memberNow(PARENT);
    await report(PARENT, game, [3, 3]);
    expect((await decide((await openReportOf(game.id, PARENT)).id, 'reject')).status).toBe(200);
    const awards = await server.handle.db
      .select({ type: spiritPointAwards.type })
      .from(spiritPointAwards)
      .where(
        and(
          eq(spiritPointAwards.memberId, parent.id),
          eq(spiritPointAwards.subject, `game:${game.id}`),
        ),
      );
    expect(awards.map((a) => a.type)).toEqual([SPIRIT_POINTS.reportedScore]);
  });

  it('refuses to approve a score for a game that no longer takes one', async () => {
    const game = await newGame();
    await report(FAN, game, [2, 1]);
    await server.handle.db.update(games).set({ status: 'Canceled' }).where(eq(games.id, game.id));
    const refused = await decide((await openReportOf(game.id, FAN)).id, 'approve');
    expect(refused.status).toBe(409);
    expect(scoresOf(await gameNow(game.id))).toEqual([null, null]);
  });

  it("shows an imported score as the 'before' of a correction that names one team", async () => {
    const game = await newGame({ scores: [3, 2] });
    await server.call('PUT', `/admin/api/games/${game.id}/results`, {
      token: tokens.get(ADMIN)!,
      json: { results: [{ id: game.away, finalScore: 1 }] },
    });
    const history = await server.get<ScoreHistoryEntry[]>(`/api/csz/games/scoreHistory/${game.id}`);
    expect(history.body.map((e) => e.teams.map((t) => [t.before, t.after]))).toEqual([
      [
        [3, 3],
        [2, 1],
      ],
    ]);
  });

  it('answers bad bodies with 400 and stores nothing', async () => {
    const game = await newGame();
    const cases: [unknown, string | RegExp][] = [
      [
        { gameId: game.id, scores: [{ gameResultId: game.home, score: 1 }] },
        "Every team's final score is required",
      ],
      [
        {
          gameId: game.id,
          scores: [
            { gameResultId: game.home, score: 1 },
            { gameResultId: game.home, score: 2 },
          ],
        },
        `Result ${game.home} is given twice`,
      ],
      [
        {
          gameId: game.id,
          scores: [
            { gameResultId: game.home, score: 1 },
            { gameResultId: 999_999, score: 2 },
          ],
        },
        `Result 999999 is not a team of game ${game.id}`,
      ],
      [
        {
          gameId: game.id,
          scores: [
            { gameResultId: game.home, score: 998 },
            { gameResultId: game.away, score: 2 },
          ],
        },
        `A ${sportName} score is at most`,
      ],
      [{ gameId: game.id, scores: [{ gameResultId: game.home, score: -1 }] }, /score/i],
      [{ gameId: game.id, scores: [{ gameResultId: game.home, score: '1\u0000' }] }, /control/i],
      [{ gameId: game.id, scores: [{ gameResultId: game.home, score: 'ten' }] }, /score/i],
      // A score is a plain number: not padded, not with leading zeros.
      ...[' 1', '01', '00'].map((score): [unknown, RegExp] => [
        {
          gameId: game.id,
          scores: [
            { gameResultId: game.home, score },
            { gameResultId: game.away, score: 2 },
          ],
        },
        /score/i,
      ]),
      [{ gameId: game.id, scores: [] }, /Required/],
      [{ gameId: 'x', scores: [] }, /gameId/],
      [{}, /gameId/],
      [[], /./],
    ];
    for (const [json, message] of cases) {
      const answer = await server.raw<{ message: string }>('POST', '/api/csz/memberScores', {
        token: tokens.get(FAN)!,
        json,
      });
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
    const notJson = await server.call('POST', '/api/csz/memberScores', {
      token: tokens.get(FAN)!,
      body: `gameId=${game.id}`,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(notJson.status).toBe(415);
    expect(await openReports(game.id)).toEqual([]);
    expect(scoresOf(await gameNow(game.id))).toEqual([null, null]);
  });
});

describeOnEngines(
  'score reports under their limit',
  (engine) =>
    startTestServer(engine, {
      limits: {
        ...TEST_LIMITS,
        scoreReport: { ip: { points: 100, seconds: 60 }, account: { points: 2, seconds: 60 } },
      },
    }),
  (server) => {
    it('limits the reports of one member, with 429', async () => {
      const { accessToken } = await server.login(FAN);
      const send = () =>
        server.call('POST', '/api/csz/memberScores', {
          token: accessToken,
          json: { gameId: 999_999, scores: [{ gameResultId: 1, score: 1 }] },
        });
      expect((await send()).status).toBe(404);
      expect((await send()).status).toBe(404);
      expect((await send()).status).toBe(429);
    });
  },
);
