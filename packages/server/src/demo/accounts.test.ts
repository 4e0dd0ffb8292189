import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { memberByEmail } from '../auth/accounts';
import { actorOf } from '../auth/authenticate';
import { coachReports, invitations, members } from '../accounts/schema';
import { pendingRoles } from '../accounts/roleQueries';
import { leaderboard, pointsByMonth, spiritStats } from '../points/queries';
import { describeOnEngines } from '../testing/engines';
import { headCoachPlace } from '../testing/places';
import { openTestDatabase, TEST_TODAY } from '../testing/testServer';
import { seedDemoAccounts, type AccountsSeedReport } from './accounts';

describeOnEngines(
  "The account screens' demo",
  (engine) => openTestDatabase(engine, { seeded: true }),
  (handle) => {
    let report: AccountsSeedReport;
    let milliseconds: number;
    const fan = async () => (await memberByEmail(handle.db, 'fan@demo.csz.test'))!;

    beforeAll(async () => {
      const started = performance.now();
      report = await seedDemoAccounts(handle.db, TEST_TODAY);
      milliseconds = performance.now() - started;
    });

    it('writes its rows quickly: a small part of the demo’s load', () => {
      expect(report).toMatchObject({
        schoolmates: 14,
        pendingRoles: 2,
        coachReports: 2,
        decidedReports: 4,
        invitations: 3,
      });
      expect(report.awards).toBeGreaterThan(200);
      // Well under a second here; generous for a machine shared with other runs.
      expect(milliseconds).toBeLessThan(5_000);
    });

    it('gives the demo fan bars in six months, a streak up to today and an accuracy', async () => {
      const member = await fan();
      const months = await pointsByMonth(handle.db, member.id, 'America/New_York');
      expect(months.length).toBeGreaterThanOrEqual(6);
      expect(months.every((m) => m.spiritPointsSum > 0)).toBe(true);
      // Late on the demo's day in Maryland: today and the six days before it have points.
      const stats = await spiritStats(
        handle.db,
        member.id,
        new Date(`${TEST_TODAY}T23:00:00-05:00`),
      );
      expect(stats.daysStreak).toBeGreaterThanOrEqual(7);
      expect([member.statTrue, member.statFalse]).toEqual([3, 1]);
      expect(stats.correctScores.count).toBe(3);
    });

    it('leaves two requests or more at the school that its athletic director may approve', async () => {
      const director = await actorOf(
        handle.db,
        (await memberByEmail(handle.db, 'athletic.director@demo.csz.test'))!,
      );
      const theirs = (await pendingRoles(handle.db, director)).items;
      expect(theirs.map((p) => p.memberEmail)).toContain('pending.coach@demo.csz.test');
      expect(theirs.length).toBeGreaterThanOrEqual(3);
    });

    it('gives staff two coach reports, one naming a coach and one a claim to coach', async () => {
      const pending = await handle.db
        .select({ isCoach: coachReports.isCoach, role: coachReports.role })
        .from(coachReports)
        .where(eq(coachReports.status, 'Pending'));
      expect(pending.map((r) => [r.isCoach, r.role]).sort()).toEqual([
        [false, 'HeadCoach'],
        [true, 'AssistantCoach'],
      ]);
      const [sent] = await handle.db
        .select({ n: sql<number>`count(*)::int` })
        .from(invitations)
        .where(eq(invitations.invitedBy, (await fan()).id));
      expect(sent!.n).toBe(2);
    });

    it("ranks twenty or more members at the fan's school and in its state, names only", async () => {
      const place = await headCoachPlace(handle.db);
      const me = (await fan()).id;
      const page = { page: 1, perPage: 50 };
      const school = (await leaderboard(handle.db, { schoolId: place.schoolId }, page, me))!;
      const state = (await leaderboard(handle.db, { stateId: place.stateId }, page, me))!;
      expect(school.total).toBeGreaterThanOrEqual(20);
      expect(state.total).toBeGreaterThanOrEqual(school.total);
      expect(school.you).not.toBeNull();
      // Some members share a rank.
      expect(new Set(school.items.map((i) => i.rank)).size).toBeLessThan(school.items.length);
      const emails = await handle.db.select({ email: members.email }).from(members);
      const names = JSON.stringify(school);
      expect(emails.some(({ email }) => names.includes(email))).toBe(false);
    });
  },
);
