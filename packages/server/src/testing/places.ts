import { seasonOf, type DateString, type GameType, type TimeString } from '@csz/core';
import { asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { memberRoles, members } from '../accounts/schema';
import { gameResults, games } from '../games/schema';
import { schools } from '../lookups/schema';
import { sportsDataWriter } from '../live/sportsData';
import { recordScheduleChange } from '../scheduleAlerts/writes';
import { TEST_TODAY } from './testData';

/** A school's team as the demo members hold their roles at it. */
export interface DemoPlace {
  stateId: number;
  districtId: number;
  schoolId: number;
  sportId: number;
}

/** Where the demo members hold their roles: the demo head coach's school and sport. */
export async function headCoachPlace(db: Database): Promise<DemoPlace> {
  const [role] = await db
    .select({
      stateId: memberRoles.followedStateId,
      districtId: memberRoles.followedDistrictId,
      schoolId: memberRoles.followedSchoolId,
      sportId: memberRoles.followedSportId,
    })
    .from(memberRoles)
    .innerJoin(members, eq(members.id, memberRoles.memberId))
    .where(eq(members.email, 'head.coach@demo.csz.test'));
  return {
    stateId: role!.stateId!,
    districtId: role!.districtId!,
    schoolId: role!.schoolId!,
    sportId: role!.sportId!,
  };
}

/** A game made for a test: its id and its two teams' result ids. */
export interface TestGame {
  id: number;
  home: number;
  away: number;
}

/**
 * A game of a place's team at home against another school, on the tests' today unless `date`
 * says otherwise; without scores unless given (then verified, as an import's).
 */
export async function insertGame(
  db: Database,
  place: DemoPlace,
  options: {
    date?: string;
    startTime?: TimeString;
    gameType?: GameType;
    scores?: [number, number];
  } = {},
): Promise<TestGame> {
  const [other] = await db
    .select({ id: schools.id })
    .from(schools)
    .where(ne(schools.id, place.schoolId))
    .orderBy(asc(schools.id))
    .limit(1);
  const eventDate = (options.date ?? TEST_TODAY) as DateString;
  // The season of its day, as every stored game has (the demo data stores every season's row).
  const season = { name: seasonOf(eventDate) };
  const [game] = await db
    .insert(games)
    .values({
      sportId: place.sportId,
      season: season.name,
      gameType: options.gameType ?? 'Game',
      eventDate,
      startTime: options.startTime ?? '15:00:00',
      tz: 'America/New_York',
      name: 'Test game',
      scoreProvenance: options.scores == null ? null : 'verified',
    })
    .returning({ id: games.id });
  const team = (schoolId: number, position: number) => ({
    gameId: game!.id,
    schoolId,
    districtId: place.districtId,
    stateId: place.stateId,
    sportId: place.sportId,
    season: season.name,
    eventDate,
    isHome: position === 0,
    position,
    score: options.scores?.[position] ?? null,
  });
  const [home, away] = await db
    .insert(gameResults)
    .values([team(place.schoolId, 0), team(other!.id, 1)])
    .returning({ id: gameResults.id });
  return { id: game!.id, home: home!.id, away: away!.id };
}

/**
 * The same sport at another school of the place's state: the state's schools by id, the nth
 * (past the first few, which the tiny data set's demo members and insertGame's opponent use).
 */
export async function anotherSchoolPlace(
  db: Database,
  place: DemoPlace,
  nth: number,
): Promise<DemoPlace> {
  const [school] = await db
    .select({ id: schools.id, districtId: schools.districtId })
    .from(schools)
    .where(eq(schools.stateId, place.stateId))
    .orderBy(asc(schools.id))
    .offset(nth)
    .limit(1);
  return { ...place, schoolId: school!.id, districtId: school!.districtId };
}

/**
 * Moves a game to another day and start time as the team calendar's edit does: one sports-data
 * write that records the change ('moved'), so its followers are told and open pages hear of it.
 */
export async function moveGame(
  db: Database,
  gameId: number,
  to: { eventDate: DateString; startTime: TimeString; endTime?: TimeString },
  actorMemberId: number | null = null,
): Promise<void> {
  await sportsDataWriter(
    db,
    null,
  )(async (tx, changes) => {
    const [before] = await tx
      .select({ eventDate: games.eventDate, startTime: games.startTime })
      .from(games)
      .where(eq(games.id, gameId));
    await tx.update(games).set(to).where(eq(games.id, gameId));
    await tx
      .update(gameResults)
      .set({ eventDate: to.eventDate })
      .where(eq(gameResults.gameId, gameId));
    await recordScheduleChange(tx, changes, {
      gameId,
      kind: 'moved',
      actorMemberId,
      previous: {
        eventDate: before!.eventDate as DateString,
        startTime: before!.startTime as TimeString | null,
      },
    });
  });
}
