import { shiftDate } from '@csz/core';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { memberByEmail } from '../auth/accounts';
import { actorOf } from '../auth/authenticate';
import { games } from '../games/schema';
import { describeOnEngines } from '../testing/engines';
import { headCoachPlace } from '../testing/places';
import { openTestDatabase, TEST_TODAY } from '../testing/testServer';
import { calendarGames } from '../teamCalendar/queries';
import { seedDemoTeamCalendar, type TeamCalendarSeedReport } from './teamCalendar';

describeOnEngines(
  "The team calendar's demo",
  (engine) => openTestDatabase(engine, { seeded: true }),
  (handle) => {
    let report: TeamCalendarSeedReport;
    const window = { from: shiftDate(TEST_TODAY, -7), to: shiftDate(TEST_TODAY, 30) };
    const calendarOf = async (email: string, kind: 'games' | 'events') => {
      const actor = await actorOf(handle.db, (await memberByEmail(handle.db, email))!);
      return calendarGames(handle.db, kind, window, actor, TEST_TODAY);
    };

    beforeAll(async () => {
      report = await seedDemoTeamCalendar(handle.db, TEST_TODAY);
    });

    it('enters games, a postponed and a canceled one, and four events', () => {
      expect(report.entered).toHaveLength(2);
      expect(report.postponed).not.toBeNull();
      expect(report.canceled).not.toBeNull();
      expect(report.events).toHaveLength(4);
    });

    it('gives every keeper of the calendar its games and events around today', async () => {
      const place = await headCoachPlace(handle.db);
      for (const email of [
        'head.coach@demo.csz.test',
        'assistant.coach@demo.csz.test',
        'athletic.director@demo.csz.test',
        'league.director@demo.csz.test',
      ]) {
        const shown = await calendarOf(email, 'games');
        const ids = shown.map((g) => g.id);
        expect(ids).toEqual(expect.arrayContaining([...report.entered, report.postponed!.new]));
        // The superseded date and the canceled game are off the calendar.
        expect(ids).not.toContain(report.postponed!.old);
        expect(ids).not.toContain(report.canceled);
        const entered = shown.find((g) => g.id === report.entered[0])!;
        expect(entered.actions).toContain('postpone');
        expect(entered.teams.map((t) => t.schoolId)).toContain(place.schoolId);
        const events = (await calendarOf(email, 'events')).map((g) => g.id);
        // The league's meeting is the league director's; the school's events everyone's here.
        expect(events).toEqual(
          expect.arrayContaining(
            email.startsWith('league') ? report.events : report.events.slice(0, 3),
          ),
        );
      }
    });

    it('writes the postponed game as the calendar would have: superseded, and entered by the coach', async () => {
      const rows = await handle.db
        .select()
        .from(games)
        .where(inArray(games.id, [report.postponed!.old, report.postponed!.new, report.canceled!]));
      const byId = new Map(rows.map((r) => [r.id, r]));
      expect(byId.get(report.postponed!.old)).toMatchObject({
        status: 'Postponed',
        nextPostponeGameId: report.postponed!.new,
        source: 'member',
      });
      expect(byId.get(report.canceled!)?.status).toBe('Canceled');
      const coach = await memberByEmail(handle.db, 'head.coach@demo.csz.test');
      const [entered] = await handle.db
        .select({ by: games.createdByMemberId })
        .from(games)
        .where(eq(games.id, report.entered[0]!));
      expect(entered?.by).toBe(coach!.id);
    });
  },
);
