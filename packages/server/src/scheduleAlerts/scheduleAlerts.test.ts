import {
  describeScheduleChange,
  type DateString,
  type MemberRole,
  type NotificationsPage,
} from '@csz/core';
import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { createMember } from '../auth/accounts';
import { memberRoles, members } from '../accounts/schema';
import { gameResults, games } from '../games/schema';
import { sports } from '../lookups/schema';
import { notifications } from '../notifications/schema';
import { enqueue, type JobOf } from '../jobs/enqueue';
import { jobs } from '../jobs/schema';
import { sportsDataWriter } from '../live/sportsData';
import { storeReport } from '../reports/writes';
import { describeOnEngines } from '../testing/engines';
import { jobsSettled } from '../testing/jobs';
import {
  anotherSchoolPlace,
  headCoachPlace,
  insertGame,
  moveGame,
  type DemoPlace,
} from '../testing/places';
import { startMailingTestServer } from '../testing/testServer';
import { recordScheduleChange, sendScheduleAlerts } from './writes';

const AD = 'athletic.director@demo.csz.test';
const HEAD_COACH = 'head.coach@demo.csz.test';
const PASSWORD = 'alerts-pass-1';

/**
 * The test members who follow a game of the home school's sport against the away school: roles at
 * either school for the sport or the whole school, pending ones too; not rejected roles, other
 * sports or closed accounts.
 */
const FOLLOWERS = [
  'away.assistant',
  'away.coach',
  'away.director',
  'away.parent',
  'away.pending',
  'home.coach',
  'home.fan',
];

/** A role a test member holds: where, for which sport (null: the whole school), and its switch. */
interface TestRole {
  role: MemberRole;
  at: DemoPlace;
  sportId?: number | null;
  status?: 'Approved' | 'Pending' | 'Rejected';
  mail?: boolean;
}

describeOnEngines(
  'schedule alerts',
  // The worker starts once the first test has read the job a write left.
  (engine) => startMailingTestServer(engine, { jobs: { run: false } }),
  (server) => {
    let home: DemoPlace;
    let away: DemoPlace;
    let otherSportId: number;
    let sportName: string;
    let gameId: number;
    let reportId: number;
    let adToken: string;
    let adId: number;
    const ids: Record<string, number> = {};

    /** A member with roles; `login` gives them a password to log in with. */
    const member = async (name: string, roles: TestRole[], options: { active?: boolean } = {}) => {
      const { db } = server.handle;
      const { id } = await createMember(db, {
        email: `${name}@alerts.test`,
        password: PASSWORD,
        firstName: name,
      });
      if (options.active === false) {
        await db.update(members).set({ isActive: false }).where(eq(members.id, id));
      }
      for (const r of roles) {
        await db.insert(memberRoles).values({
          memberId: id,
          role: r.role,
          status: r.status ?? 'Approved',
          isAutomaticallyTexting: r.mail ?? false,
          followedStateId: r.at.stateId,
          followedDistrictId: r.at.districtId,
          followedSchoolId: r.at.schoolId,
          followedSportId: r.sportId === undefined ? r.at.sportId : r.sportId,
        });
      }
      ids[name] = id;
    };

    /** A game of the home team against the away school on a day, starting at 3 pm. */
    const gameBetween = async (date: DateString) => {
      const { db } = server.handle;
      const game = await insertGame(db, home, { date });
      await db
        .update(gameResults)
        .set({ schoolId: away.schoolId, districtId: away.districtId })
        .where(eq(gameResults.id, game.away));
      return game.id;
    };

    /** The GameChanged notifications of a game, as (member, subject) pairs of the test members. */
    const told = async (game: number) => {
      const rows = await server.handle.db
        .select({ memberId: notifications.memberId, subject: notifications.subject })
        .from(notifications)
        .where(and(eq(notifications.gameId, game), eq(notifications.type, 'GameChanged')));
      const names = new Map(Object.entries(ids).map(([name, id]) => [id, name]));
      return rows.map((r) => ({ ...r, name: names.get(r.memberId) ?? 'demo' }));
    };
    const namesTold = async (game: number, subject?: string) =>
      (await told(game))
        .filter((t) => subject == null || t.subject === subject)
        .map((t) => t.name)
        .filter((n) => n !== 'demo')
        .sort();
    const mailsTo = (name: string) =>
      server.smtp.received.filter((m) => m.to.includes(`${name}@alerts.test`));
    /** The mail a member got whose subject starts so, once it arrives. */
    const mailOf = (name: string, subject: string) =>
      expect
        .poll(() => mailsTo(name).find((m) => m.subject.startsWith(subject)))
        .toBeDefined()
        .then(() => mailsTo(name).find((m) => m.subject.startsWith(subject))!);
    // Through the night's report, which lists the game whatever became of it since.
    const markNotPlayed = (status: 'Postponed' | 'Canceled', game = gameId) =>
      server.call('PUT', `/api/csz/msreports/${reportId}`, {
        token: adToken,
        json: { gameId: game, status },
      });
    const sequenceOf = async (game: number) =>
      (
        await server.handle.db
          .select({ sequence: games.sequence })
          .from(games)
          .where(eq(games.id, game))
      )[0]!.sequence;

    beforeAll(async () => {
      const { db } = server.handle;
      home = await headCoachPlace(db);
      away = await anotherSchoolPlace(db, home, 6);
      const [other] = await db
        .select({ id: sports.id })
        .from(sports)
        .where(ne(sports.id, home.sportId))
        .limit(1);
      otherSportId = other!.id;
      [{ name: sportName }] = (await db
        .select({ name: sports.name })
        .from(sports)
        .where(eq(sports.id, home.sportId))) as [{ name: string }];
      await member('home.fan', [{ role: 'Fan', at: home, sportId: null }]);
      await member('home.coach', [{ role: 'HeadCoach', at: home, mail: true }]);
      await member('away.parent', [
        { role: 'Parent', at: away, sportId: null },
        { role: 'Player', at: away, mail: true },
      ]);
      await member('away.pending', [{ role: 'AssistantCoach', at: away, status: 'Pending' }]);
      await member('away.rejected', [{ role: 'Fan', at: away, sportId: null, status: 'Rejected' }]);
      await member('away.other.sport', [{ role: 'Player', at: away, sportId: otherSportId }]);
      await member('away.closed', [{ role: 'Fan', at: away, sportId: null, mail: true }], {
        active: false,
      });
      await member('away.coach', [{ role: 'HeadCoach', at: away, mail: true }]);
      await member('away.assistant', [{ role: 'AssistantCoach', at: away }]);
      await member('away.director', [
        { role: 'AthleticDirector', at: away, sportId: null, mail: true },
      ]);
      await member('away.other.coach', [{ role: 'HeadCoach', at: away, sportId: otherSportId }]);
      gameId = await gameBetween('2026-11-18');
      reportId = await storeReport(db, {
        kind: 'missingScores',
        scope: 'school',
        placeId: home.schoolId,
        night: '2026-11-18',
        gameIds: [gameId],
      });
      adToken = (await server.login(AD)).accessToken;
      [{ id: adId }] = (await db
        .select({ id: members.id })
        .from(members)
        .where(eq(members.email, AD))) as [{ id: number }];
    });

    it('leaves a job in the request, then tells every follower of either team once, not the one who postponed it, and mails those with email on', async () => {
      const { db } = server.handle;
      const answer = await markNotPlayed('Postponed');
      expect(answer.status).toBe(200);
      // Nothing is told in the request: a job waits for the worker.
      expect(await told(gameId)).toEqual([]);
      const [job] = await db.select().from(jobs).where(eq(jobs.kind, 'scheduleAlerts'));
      const sequence = await sequenceOf(gameId);
      expect(job!.payload).toEqual({
        gameId,
        change: 'postponed',
        actorMemberId: adId,
        sequence,
        previous: { eventDate: '2026-11-18', startTime: '15:00:00' },
        current: null,
      });

      await server.jobs.start();
      await jobsSettled(db);
      expect(await namesTold(gameId)).toEqual(FOLLOWERS);
      const all = await told(gameId);
      // One each, the demo followers of the school included; the director who postponed it not.
      expect(new Set(all.map((t) => t.memberId)).size).toBe(all.length);
      expect(all.map((t) => t.memberId)).not.toContain(adId);
      expect(all.every((t) => t.subject === `game:${gameId}:postponed:${sequence}`)).toBe(true);

      // Email for those whose matching role has email notifications on; the closed account and
      // roles that do not follow the game get nothing.
      for (const name of ['home.coach', 'away.parent', 'away.coach', 'away.director']) {
        await expect.poll(() => mailsTo(name).length, { timeout: 15_000 }).toBe(1);
        const [mail] = mailsTo(name);
        expect(mail!.subject).toBe(`Postponed: Test game (${sportName})`);
        expect(mail!.text).toContain(
          `Test game (${sportName}) on Wed, Nov 18, 3:00 PM EST was postponed; the new date is to be announced.`,
        );
        expect(mail!.text).toContain(`${server.url}/scores/view/${gameId}`);
      }
      for (const name of ['home.fan', 'away.pending', 'away.closed', 'away.other.sport']) {
        expect(mailsTo(name)).toEqual([]);
      }
    });

    it("shows the follower the notification in core's words through GET notifications", async () => {
      const { accessToken } = await server.login('home.fan@alerts.test', PASSWORD);
      const page = await server.call<NotificationsPage>('GET', '/api/notifications', {
        token: accessToken,
      });
      expect(page.status).toBe(200);
      const [notification] = page.body.notifications;
      expect(notification).toMatchObject({
        type: 'GameChanged',
        gameId,
        schoolId: home.schoolId,
        sportId: home.sportId,
        spiritPoints: 0,
        gameChange: {
          kind: 'postponed',
          gameName: 'Test game',
          timeZone: 'America/New_York',
          previous: { eventDate: '2026-11-18', startTime: '15:00:00' },
          current: null,
        },
      });
      expect(describeScheduleChange(notification!.gameChange!)).toBe(
        `Test game (${sportName}) on Wed, Nov 18, 3:00 PM EST was postponed; the new date is to be announced.`,
      );
    });

    it('tells and mails nobody twice when the job runs again', async () => {
      const { db } = server.handle;
      const before = { told: (await told(gameId)).length, mails: server.smtp.received.length };
      const job: JobOf<'scheduleAlerts'> = {
        kind: 'scheduleAlerts',
        gameId,
        change: 'postponed',
        actorMemberId: adId,
        sequence: await sequenceOf(gameId),
        previous: { eventDate: '2026-11-18', startTime: '15:00:00' },
        current: null,
      };
      // As a worker whose lease ran out after the job committed would run it again.
      await db.transaction((tx) => enqueue(tx, job));
      await jobsSettled(db);
      expect(
        await sendScheduleAlerts(
          { db, mail: { publicUrl: server.url, staffEmail: 'staff@csz.test' } },
          job,
        ),
      ).toBe(0);
      await jobsSettled(db);
      expect((await told(gameId)).length).toBe(before.told);
      const mailJobs = await db.$count(jobs, eq(jobs.kind, 'mail'));
      expect(mailJobs).toBe(4);
      expect(server.smtp.received.length).toBe(before.mails);
    });

    it('tells again of a later change, and not of the same status set twice', async () => {
      const { db } = server.handle;
      expect((await markNotPlayed('Canceled')).status).toBe(200);
      await jobsSettled(db);
      const subject = `game:${gameId}:canceled:${await sequenceOf(gameId)}`;
      expect(await namesTold(gameId, subject)).toEqual(FOLLOWERS);
      const canceled = await mailOf('away.director', 'Canceled');
      expect(canceled.text).toContain(
        `Test game (${sportName}) on Wed, Nov 18, 3:00 PM EST was canceled.`,
      );

      const count = (await told(gameId)).length;
      expect((await markNotPlayed('Canceled')).status).toBe(200);
      await jobsSettled(db);
      expect((await told(gameId)).length).toBe(count);
      expect(await db.$count(jobs, eq(jobs.kind, 'scheduleAlerts'))).toBe(3);
    });

    it("tells a game entered by one school's coach to the other school's coaches of the sport and director only", async () => {
      const { db } = server.handle;
      const entered = await gameBetween('2026-12-04');
      const [coach] = await db.select().from(members).where(eq(members.email, HEAD_COACH));
      await sportsDataWriter(
        db,
        null,
      )((tx, changes) =>
        recordScheduleChange(tx, changes, {
          gameId: entered,
          kind: 'entered',
          actorMemberId: coach!.id,
        }),
      );
      await jobsSettled(db);
      expect(await namesTold(entered)).toEqual(['away.assistant', 'away.coach', 'away.director']);
      // The coach's own school is told nothing, the demo members there included.
      expect((await told(entered)).map((t) => t.name)).not.toContain('demo');
      const mail = await mailOf('away.coach', 'New game');
      expect(mail.text).toContain('was added to your schedule: Fri, Dec 4, 3:00 PM EST.');
      expect(mailsTo('away.assistant')).toEqual([]);

      // Entered by someone holding no role at either school (a league director): both are told.
      const both = await gameBetween('2026-12-05');
      await sportsDataWriter(
        db,
        null,
      )((tx, changes) =>
        recordScheduleChange(tx, changes, { gameId: both, kind: 'entered', actorMemberId: null }),
      );
      await jobsSettled(db);
      const names = await namesTold(both);
      expect(names).toEqual(['away.assistant', 'away.coach', 'away.director', 'home.coach']);
    });

    it("tells of a move from the old day and time to the new in the venue's time zone", async () => {
      const { db } = server.handle;
      const moved = await gameBetween('2026-12-11');
      await db.update(games).set({ tz: 'America/Chicago' }).where(eq(games.id, moved));
      await moveGame(
        db,
        moved,
        { eventDate: '2026-12-12', startTime: '11:30:00' },
        ids['home.coach']!,
      );
      await jobsSettled(db);
      // The coach who moved it is not told; the other followers are.
      expect(await namesTold(moved)).toEqual(FOLLOWERS.filter((name) => name !== 'home.coach'));
      const mail = await mailOf('away.parent', 'New date');
      expect(mail.subject).toBe(`New date: Test game (${sportName})`);
      expect(mail.text).toContain(
        'was moved from Fri, Dec 11, 3:00 PM CST to Sat, Dec 12, 11:30 AM CST.',
      );
    });

    it('tells a school followed by many members in one statement, and mails them through the outbox', async () => {
      const { db } = server.handle;
      // 1,200 followers of the away school, one in forty with email on.
      const many = await db
        .insert(members)
        .values(
          Array.from({ length: 1200 }, (_, i) => ({
            email: `crowd${i}@alerts.test`,
            passwordHash: 'x',
          })),
        )
        .returning({ id: members.id });
      await db.insert(memberRoles).values(
        many.map(({ id }, i) => ({
          memberId: id,
          role: 'Fan' as const,
          status: 'Approved' as const,
          isAutomaticallyTexting: i % 40 === 0,
          followedStateId: away.stateId,
          followedDistrictId: away.districtId,
          followedSchoolId: away.schoolId,
        })),
      );
      const crowdGame = await gameBetween('2026-12-18');
      const mailsBefore = await db.$count(jobs, eq(jobs.kind, 'mail'));
      await sportsDataWriter(
        db,
        null,
      )(async (tx, changes) => {
        await tx.update(games).set({ status: 'Canceled' }).where(eq(games.id, crowdGame));
        await recordScheduleChange(tx, changes, {
          gameId: crowdGame,
          kind: 'canceled',
          actorMemberId: null,
        });
      });
      await jobsSettled(db);
      const crowdTold = await db.$count(
        notifications,
        and(
          eq(notifications.gameId, crowdGame),
          inArray(
            notifications.memberId,
            many.map((m) => m.id),
          ),
        ),
      );
      expect(crowdTold).toBe(1200);
      const mailed = await db.$count(jobs, eq(jobs.kind, 'mail'));
      // The crowd's 30, and the four test members with email on who follow the game.
      expect(mailed - mailsBefore).toBe(34);
      expect(await db.$count(jobs, isNotNull(jobs.failedAt))).toBe(0);
    });
  },
);
