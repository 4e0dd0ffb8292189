import {
  gameFormSchema,
  postponeSchema,
  shiftDate,
  zonedMoment,
  type DateString,
  type GameFormInput,
} from '@csz/core';
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import { memberByEmail } from '../auth/accounts';
import { actorOf } from '../auth/authenticate';
import type { Database } from '../db/client';
import { memberRoles } from '../accounts/schema';
import { schoolSports, schools } from '../lookups/schema';
import { sportsDataWriter } from '../live/sportsData';
import type { CalendarKind } from '../teamCalendar/queries';
import {
  cancelCalendarGame,
  createCalendarGame,
  postponeCalendarGame,
  type CalendarWriter,
} from '../teamCalendar/writes';

/** What the team calendar's demo wrote: the games and events by what they show. */
export interface TeamCalendarSeedReport {
  /** Games the head coach entered against other schools, still on. */
  entered: number[];
  /** The game postponed (now superseded) and the one on its new date. */
  postponed: { old: number; new: number } | null;
  canceled: number | null;
  events: number[];
}

/** The demo members who keep the calendar, by role. */
const KEEPERS = {
  coach: 'head.coach@demo.csz.test',
  assistant: 'assistant.coach@demo.csz.test',
  director: 'athletic.director@demo.csz.test',
  league: 'league.director@demo.csz.test',
} as const;

/**
 * The team calendar's demo (issue 19), written through the calendar's own writes so that it is what
 * members would have entered: the demo head coach's games against other schools in the weeks
 * around today (one a scrimmage, one with its NFHS Network stream), one of them postponed to a
 * later day and one canceled, and custom events with a start and an end: the team's meeting and
 * film session, the school's winter sports banquet (its athletic director's), the league's coaches
 * meeting (its director's). A day taken by another entry of the same game moves on a day.
 */
export async function seedDemoTeamCalendar(
  db: Database,
  today: DateString,
): Promise<TeamCalendarSeedReport> {
  const report: TeamCalendarSeedReport = {
    entered: [],
    postponed: null,
    canceled: null,
    events: [],
  };
  const writers = new Map<keyof typeof KEEPERS, CalendarWriter>();
  const now = zonedMoment(today, '09:00:00', 'America/New_York');
  const writeSportsData = sportsDataWriter(db, null);
  for (const [who, email] of Object.entries(KEEPERS) as [keyof typeof KEEPERS, string][]) {
    const member = await memberByEmail(db, email);
    if (member == null) return report;
    const actor = await actorOf(db, member);
    writers.set(who, { writeSportsData, actor, memberId: member.id, today, now });
  }
  const coach = writers.get('coach')!;
  const [team] = await db
    .select({
      schoolId: memberRoles.followedSchoolId,
      districtId: memberRoles.followedDistrictId,
      sportId: memberRoles.followedSportId,
    })
    .from(memberRoles)
    .where(and(eq(memberRoles.memberId, coach.memberId), isNotNull(memberRoles.followedSportId)));
  if (team?.schoolId == null || team.sportId == null || team.districtId == null) return report;
  const { schoolId, sportId, districtId } = team;
  // Opponents that play the sport: schools of the league first, then of others.
  const opponents = await db
    .select({ id: schools.id, districtId: schools.districtId })
    .from(schoolSports)
    .innerJoin(schools, eq(schools.id, schoolSports.schoolId))
    .where(and(eq(schoolSports.sportId, sportId), ne(schools.id, schoolId)))
    .orderBy(asc(schools.stateId), asc(schools.id))
    .limit(200);
  const league = opponents.filter((o) => o.districtId === districtId);
  const others = opponents.filter((o) => o.districtId !== districtId);
  const pick = [...league.slice(0, 2), ...others.slice(0, 2), ...league.slice(2)].map((o) => o.id);
  if (pick.length < 4) return report;

  /** A game of the team, moved on a day while the day holds another entry of it. */
  const enter = async (
    days: number,
    opponent: number,
    home: boolean,
    extra: Partial<GameFormInput> = {},
  ): Promise<number | null> => {
    for (let shift = 0; shift < 4; shift++) {
      const outcome = await createCalendarGame(
        coach,
        'games',
        gameFormSchema.parse({
          gameType: 'Game',
          sportId,
          eventDate: shiftDate(today, days + shift * 2),
          startTime: '19:00:00',
          teams: [
            { schoolId: opponent, isHomeTeam: !home },
            { schoolId, isHomeTeam: home },
          ],
          ...extra,
        }),
      );
      if (outcome.saved) return outcome.gameId;
    }
    return null;
  };

  const entered = [
    await enter(3, pick[0]!, true, {
      nfhsLink: 'https://www.nfhsnetwork.com/events/csz-demo/team-calendar-1',
      notes: 'Senior night: seniors and their families are recognised before kickoff.',
    }),
    await enter(10, pick[2]!, false, { gameType: 'Scrimmage', startTime: '17:00:00' }),
  ];
  report.entered = entered.filter((id): id is number => id != null);
  const toPostpone = await enter(6, pick[1]!, true);
  if (toPostpone != null) {
    const original = shiftDate(today, 6);
    const moved = await postponeCalendarGame(
      coach,
      'games',
      postponeSchema(original).parse({
        copyFromId: toPostpone,
        eventDate: shiftDate(today, 13),
        startTime: '18:30:00',
      }),
    );
    report.postponed = { old: toPostpone, new: moved.gameId };
  }
  const toCancel = await enter(8, pick[3]!, false);
  if (toCancel != null) {
    await cancelCalendarGame(writers.get('director')!, 'games', toCancel);
    report.canceled = toCancel;
  }

  const event = async (
    who: keyof typeof KEEPERS,
    days: number,
    name: string,
    [start, end]: [string, string],
    place: { schoolId: number } | { districtId: number },
  ) => {
    const outcome = await createCalendarGame(
      writers.get(who)!,
      'events' satisfies CalendarKind,
      gameFormSchema.parse({
        gameType: 'Event',
        name,
        sportId,
        eventDate: shiftDate(today, days),
        startTime: start,
        endTime: end,
        ...place,
      }),
    );
    if (outcome.saved) report.events.push(outcome.gameId);
  };
  await event('coach', 1, 'Team meeting', ['15:30:00', '16:30:00'], { schoolId });
  await event('assistant', 4, 'Film session', ['16:00:00', '17:30:00'], { schoolId });
  await event('director', 12, 'Winter Sports Banquet', ['18:30:00', '20:30:00'], { schoolId });
  await event('league', 15, 'League coaches meeting', ['19:00:00', '20:00:00'], { districtId });
  return report;
}
