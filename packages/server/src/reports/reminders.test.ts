import { matchup, serviceDay, serviceMoment, shiftDate, type Game } from '@csz/core';
import { asc, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, memberByEmail } from '../auth/accounts';
import type { Clock } from '../clock';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { memberRoles } from '../accounts/schema';
import { sports } from '../lookups/schema';
import { jobHandlers } from '../jobs/handlers';
import { jobs } from '../jobs/schema';
import { JobWorker } from '../jobs/worker';
import { smtpMailer } from '../mail/mailer';
import { verifyUploadToken } from '../scores/uploadLinks';
import { describeOnEngines } from '../testing/engines';
import { jobsSettled } from '../testing/jobs';
import {
  anotherSchoolPlace,
  headCoachPlace,
  insertGame,
  type DemoPlace,
  type TestGame,
} from '../testing/places';
import type { ReceivedMail } from '../testing/smtp';
import { startMailingTestServer } from '../testing/testServer';
import { missingTeamsOn, reportById } from './queries';
import {
  dueAt,
  nextNight,
  scheduleNightlyJobs,
  sendMorningSummary,
  sendNightlyReminders,
} from './reminders';
import { reminderMails, reports, scheduledRuns } from './schema';

describe('the nightly schedule', () => {
  it('runs the reminders at 9:30 pm and the summary at 7 am in New York, summer and winter', () => {
    expect(dueAt('nightlyReminders', '2027-01-15').toISOString()).toBe('2027-01-16T02:30:00.000Z');
    expect(dueAt('nightlyReminders', '2027-07-16').toISOString()).toBe('2027-07-17T01:30:00.000Z');
    // The summary of a night runs the next morning.
    expect(dueAt('morningSummary', '2027-01-15').toISOString()).toBe('2027-01-16T12:00:00.000Z');
    expect(dueAt('morningSummary', '2027-07-16').toISOString()).toBe('2027-07-17T11:00:00.000Z');
  });

  it('keeps the wall-clock hour across the nights the clocks change', () => {
    // 2027: forward on 14 March, back on 7 November, both at 2 am.
    expect(dueAt('nightlyReminders', '2027-03-13').toISOString()).toBe('2027-03-14T02:30:00.000Z');
    expect(dueAt('nightlyReminders', '2027-03-14').toISOString()).toBe('2027-03-15T01:30:00.000Z');
    expect(dueAt('morningSummary', '2027-03-13').toISOString()).toBe('2027-03-14T11:00:00.000Z');
    expect(dueAt('nightlyReminders', '2027-11-06').toISOString()).toBe('2027-11-07T01:30:00.000Z');
    expect(dueAt('morningSummary', '2027-11-06').toISOString()).toBe('2027-11-07T12:00:00.000Z');
  });

  it('picks tonight before 9:30 pm and tomorrow night after, by New York’s day', () => {
    const at = (day: string, time: string) => serviceMoment(day, time);
    expect(nextNight('nightlyReminders', at('2027-03-14', '21:29:59'))).toBe('2027-03-14');
    expect(nextNight('nightlyReminders', at('2027-03-14', '21:30:00'))).toBe('2027-03-15');
    // 11:30 pm in New York is already the next day in UTC; the night is still New York's.
    expect(nextNight('nightlyReminders', at('2027-11-07', '23:30:00'))).toBe('2027-11-08');
    expect(nextNight('morningSummary', at('2027-11-07', '06:59:00'))).toBe('2027-11-06');
    expect(nextNight('morningSummary', at('2027-11-07', '07:00:00'))).toBe('2027-11-07');
  });
});

/** A clock the tests move. */
function movableClock(start: Date): Clock & { set(at: Date): void } {
  let now = start;
  return {
    today: () => serviceDay(now),
    now: () => now,
    set: (at) => (now = at),
  };
}

/** The upload links in a mail (its text part; the HTML part repeats them), as game id and token. */
function uploadLinks(mail: ReceivedMail): { gameId: number; token: string }[] {
  const links = [...mail.text.matchAll(/\/uploadScores\/(\d+)\?token=([\w.%-]+)/g)].map((m) => ({
    gameId: Number(m[1]),
    token: decodeURIComponent(m[2]!),
  }));
  return links.filter((link, i) => links.findIndex((l) => l.gameId === link.gameId) === i);
}

// A summer night and the one after: the tiny data set plays none of its games then.
const NIGHT = '2027-07-16';
const SCORED_NIGHT = '2027-07-17';

describeOnEngines(
  'nightly reminders and the morning summary',
  // The server's own worker is stopped: these tests run workers with the clock they move.
  (engine) => startMailingTestServer(engine, { jobs: { run: false } }),
  (server, engine) => {
    const clock = movableClock(serviceMoment(NIGHT, '21:30:00'));
    let place: DemoPlace;
    let other: DemoPlace;
    let gameAtHome: TestGame;
    let gameOfOtherSport: TestGame;
    let gameAtOther: TestGame;
    const ids: Record<string, number> = {};
    const workers: JobWorker[] = [];
    let second: DatabaseHandle | null = null;

    const ctx = () => ({
      db: server.handle.db,
      clock,
      mail: { publicUrl: server.url, staffEmail: 'staff@csz.test' },
      secret: server.tokens.secret,
    });
    /** A worker like a server process's, with the tests' clock, mailing to the test SMTP server. */
    const startWorker = async (handle: DatabaseHandle) => {
      const worker = new JobWorker(
        handle,
        jobHandlers({
          ...ctx(),
          db: handle.db,
          mailer: smtpMailer(server.smtp.url, 'CSZ <no-reply@csz.test>'),
        }),
        { pollMs: 100 },
      );
      workers.push(worker);
      await worker.start();
      return worker;
    };
    const mailsTo = (email: string) => server.smtp.received.filter((m) => m.to.includes(email));

    beforeAll(async () => {
      const { db } = server.handle;
      place = await headCoachPlace(db);
      expect(await missingTeamsOn(db, NIGHT)).toEqual([]);
      other = await anotherSchoolPlace(db, place, 5);
      // A head coach of the demo school's sport at two schools, an athletic director, and roles
      // that get no reminder (an assistant coach, a pending head coach, a fan).
      const roles = [
        ['two.schools', 'HeadCoach', [place, other], 'Approved'],
        ['director', 'AthleticDirector', [place], 'Approved'],
        ['assistant', 'AssistantCoach', [place], 'Approved'],
        ['waiting', 'HeadCoach', [place], 'Pending'],
        ['follower', 'Fan', [place], 'Approved'],
        ['league', 'LeagueDirector', [place], 'Approved'],
      ] as const;
      for (const [name, role, places, status] of roles) {
        const member = await createMember(db, {
          email: `${name}@reminders.test`,
          password: 'reminders-pass-1',
          firstName: name,
        });
        ids[name] = member.id;
        for (const at of places) {
          await db.insert(memberRoles).values({
            memberId: member.id,
            role,
            status,
            followedStateId: at.stateId,
            followedDistrictId: at.districtId,
            followedSchoolId: role === 'LeagueDirector' ? null : at.schoolId,
            followedSportId: role === 'HeadCoach' || role === 'AssistantCoach' ? at.sportId : null,
          });
        }
      }
      gameAtHome = await insertGame(db, place, { date: NIGHT });
      // The demo school's game in another sport: its director is reminded, its head coach not.
      const [otherSport] = await db
        .select({ id: sports.id })
        .from(sports)
        .where(ne(sports.id, place.sportId))
        .limit(1);
      gameOfOtherSport = await insertGame(
        db,
        { ...place, sportId: otherSport!.id },
        { date: NIGHT },
      );
      gameAtOther = await insertGame(db, other, { date: NIGHT });
      await insertGame(db, place, { date: NIGHT, scores: [3, 1] });
      await insertGame(db, place, { date: SCORED_NIGHT, scores: [2, 0] });
      await insertGame(db, other, { date: SCORED_NIGHT, scores: [5, 4] });
      second =
        engine === 'postgres'
          ? await openDatabase({ engine: 'postgres', url: server.handle.url! })
          : null;
    });

    afterAll(async () => {
      await Promise.all(workers.map((w) => w.close()));
      await second?.close();
    });

    it('schedules each night once however many processes start at once', async () => {
      const { db } = server.handle;
      const handles = [server.handle, second ?? server.handle];
      clock.set(serviceMoment(NIGHT, '18:00:00'));
      await Promise.all(
        [...handles, ...handles].map((handle) => scheduleNightlyJobs(handle.db, clock)),
      );
      const runs = await db.select().from(scheduledRuns).orderBy(asc(scheduledRuns.kind));
      expect(runs.map((r) => [r.kind, r.night, r.runAt.toISOString()])).toEqual([
        ['morningSummary', NIGHT, dueAt('morningSummary', NIGHT).toISOString()],
        ['nightlyReminders', NIGHT, dueAt('nightlyReminders', NIGHT).toISOString()],
      ]);
      const queued = await db
        .select()
        .from(jobs)
        .where(inArray(jobs.kind, ['nightlyReminders', 'morningSummary']));
      expect(queued.map((j) => [j.kind, j.payload, j.runAt.toISOString()]).sort()).toEqual(
        runs.map((r) => [r.kind, { night: r.night }, r.runAt.toISOString()]).sort(),
      );
    });

    it('runs the night once with two workers, mailing each coach and director once', async () => {
      const { db } = server.handle;
      clock.set(serviceMoment(NIGHT, '21:30:00'));
      // The job of the night falls due (the database's clock is not the tests').
      await db
        .update(jobs)
        .set({ runAt: new Date(Date.now() - 1000) })
        .where(eq(jobs.kind, 'nightlyReminders'));
      await Promise.all([startWorker(server.handle), startWorker(second ?? server.handle)]);
      await jobsSettled(db, { due: true });
      const ran = await db
        .select()
        .from(jobs)
        .where(eq(jobs.kind, 'nightlyReminders'))
        .orderBy(asc(jobs.id));
      // This night's run, done once (a done job's payload is cleared), and the next night's,
      // waiting for its time.
      expect(ran.map((j) => [j.payload, j.attempts, j.doneAt != null])).toEqual([
        [{}, 1, true],
        [{ night: shiftDate(NIGHT, 1) }, 0, false],
      ]);
      expect(ran).toHaveLength(2);

      const director = mailsTo('director@reminders.test');
      expect(director).toHaveLength(1);
      expect(director[0]!.subject).toBe("Tonight's missing scores: please report them by 11 pm");
      // Every game of the school without a score, the director's sport or not; not the scored one.
      expect(
        uploadLinks(director[0]!)
          .map((l) => l.gameId)
          .sort(),
      ).toEqual([gameAtHome.id, gameOfOtherSport.id].sort());
      for (const { gameId, token } of uploadLinks(director[0]!)) {
        expect(await verifyUploadToken(server.tokens.secret, token, gameId, clock.now())).toEqual({
          ok: true,
          grant: { memberId: ids.director, gameId },
        });
      }
      // Each game is named visitors first, as its card and the upload page's inputs read.
      const { body: atHome } = await server.get<Game>(`/api/csz/games/${gameAtHome.id}`);
      expect(director[0]!.text).toContain(matchup(atHome));
      expect(matchup(atHome)).toMatch(/ at /);
      const home = atHome.teams.find((t) => t.isHome)!;
      expect(matchup(atHome).endsWith(home.shortName || home.name)).toBe(true);
      const reportLink = /\/ms-rp-ad\/(\d+)/.exec(director[0]!.text);
      const stored = await reportById(db, Number(reportLink![1]));
      expect(stored).toMatchObject({
        kind: 'missingScores',
        scope: 'school',
        placeId: place.schoolId,
        night: NIGHT,
      });
      expect([...stored!.gameIds].sort()).toEqual([gameAtHome.id, gameOfOtherSport.id].sort());
      for (const nobody of ['assistant', 'waiting', 'follower', 'league']) {
        expect(mailsTo(`${nobody}@reminders.test`)).toEqual([]);
      }
    });

    it('mails a coach of two schools one reminder with each school’s games', async () => {
      const [mail, ...more] = mailsTo('two.schools@reminders.test');
      expect(more).toEqual([]);
      // Their sport's games at both schools, and not the demo school's game of another sport.
      expect(
        uploadLinks(mail!)
          .map((l) => l.gameId)
          .sort(),
      ).toEqual([gameAtHome.id, gameAtOther.id].sort());
      expect(new Set(mail!.text.match(/\/ms-rp-ad\/\d+/g))).toHaveProperty('size', 2);
    });

    it('mails nobody twice when the night is run again', async () => {
      const before = server.smtp.received.length;
      await Promise.all([sendNightlyReminders(ctx(), NIGHT), sendNightlyReminders(ctx(), NIGHT)]);
      await jobsSettled(server.handle.db, { due: true });
      expect(server.smtp.received.length).toBe(before);
      const marks = await server.handle.db
        .select()
        .from(reminderMails)
        .where(eq(reminderMails.night, NIGHT));
      // The demo school's own head coach and athletic director are reminded too.
      const demo = await Promise.all(
        ['head.coach@demo.csz.test', 'athletic.director@demo.csz.test'].map((email) =>
          memberByEmail(server.handle.db, email),
        ),
      );
      expect(marks.map((m) => m.memberId).sort()).toEqual(
        [ids['two.schools'], ids.director, ...demo.map((m) => m!.id)].sort(),
      );
    });

    it('mails nothing on a night whose scores are all in', async () => {
      const { db } = server.handle;
      clock.set(serviceMoment(SCORED_NIGHT, '21:30:00'));
      const before = server.smtp.received.length;
      await sendNightlyReminders(ctx(), SCORED_NIGHT);
      await jobsSettled(db, { due: true });
      expect(server.smtp.received.length).toBe(before);
      expect(
        await db.select().from(reminderMails).where(eq(reminderMails.night, SCORED_NIGHT)),
      ).toEqual([]);
      expect(await db.select().from(reports).where(eq(reports.night, SCORED_NIGHT))).toEqual([]);
    });

    it('mails nothing when a night’s run comes only on a later day', async () => {
      clock.set(serviceMoment(shiftDate(NIGHT, 2), '09:00:00'));
      await server.handle.db.delete(reminderMails).where(eq(reminderMails.night, NIGHT));
      const before = server.smtp.received.length;
      await sendNightlyReminders(ctx(), NIGHT);
      await jobsSettled(server.handle.db, { due: true });
      expect(server.smtp.received.length).toBe(before);
    });

    it('sums up the morning after for league directors what is still missing', async () => {
      const { db } = server.handle;
      clock.set(serviceMoment(shiftDate(NIGHT, 1), '07:00:00'));
      await sendMorningSummary(ctx(), NIGHT);
      await sendMorningSummary(ctx(), NIGHT);
      await jobsSettled(db, { due: true });
      const [mail, ...more] = mailsTo('league@reminders.test');
      expect(more).toEqual([]);
      expect(mail!.subject).toBe('Missing scores from Friday, July 16, 2027');
      const link = /\/ms-rp\/(\d+)/.exec(mail!.text);
      const stored = await reportById(db, Number(link![1]));
      expect(stored).toMatchObject({ scope: 'district', placeId: place.districtId, night: NIGHT });
      const inLeague = [gameAtHome, gameOfOtherSport, gameAtOther].filter(
        (g) => g !== gameAtOther || other.districtId === place.districtId,
      );
      expect([...stored!.gameIds].sort()).toEqual(inLeague.map((g) => g.id).sort());
      // Coaches and directors of schools are not summed up to.
      expect(mailsTo('director@reminders.test')).toHaveLength(1);
    });
  },
);
