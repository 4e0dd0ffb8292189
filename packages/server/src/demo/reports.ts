import { shiftDate, type DateString } from '@csz/core';
import { and, asc, desc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import { memberByEmail } from '../auth/accounts';
import type { Database } from '../db/client';
import { memberRoles } from '../accounts/schema';
import { gameResults, games } from '../games/schema';
import { missingTeamsOn } from '../reports/queries';
import { storeReport } from '../reports/writes';

/** How far back the demo looks for its athletic director's game without a score. */
const RECENT_DAYS = 14;

/**
 * Stored reports for the demo athletic director's school and league (issue 16), so the report pages
 * and a reminder have content on first start: the school's most recent past game without a score
 * (one of its recent games has its score taken away when every one was reported), and the reports
 * the nightly jobs would have stored for that night: the school's (/ms-rp-ad) and the league's
 * (/ms-rp). Answers how many reports it stored.
 */
export async function seedDemoReports(db: Database, today: DateString): Promise<number> {
  const director = await memberByEmail(db, 'athletic.director@demo.csz.test');
  if (director == null) return 0;
  const [role] = await db
    .select({ schoolId: memberRoles.followedSchoolId, districtId: memberRoles.followedDistrictId })
    .from(memberRoles)
    .where(eq(memberRoles.memberId, director.id));
  if (role?.schoolId == null || role.districtId == null) return 0;
  const recent = and(
    eq(gameResults.schoolId, role.schoolId),
    gte(gameResults.eventDate, shiftDate(today, -RECENT_DAYS)),
    lt(gameResults.eventDate, today),
    eq(games.gameType, 'Game'),
    eq(games.status, 'Active'),
  );
  const pick = (missing: boolean) =>
    db
      .select({ id: games.id, eventDate: games.eventDate })
      .from(gameResults)
      .innerJoin(games, eq(games.id, gameResults.gameId))
      .where(
        and(
          recent,
          missing
            ? sql`exists (select 1 from game_results m where m.game_id = ${games.id} and m.score is null)`
            : sql`(select count(*) from game_results m where m.game_id = ${games.id}) = 2`,
        ),
      )
      .orderBy(desc(games.eventDate), desc(games.id))
      .limit(1);
  let [game] = await pick(true);
  if (game == null) {
    [game] = await pick(false);
    if (game == null) return 0;
    await db
      .update(gameResults)
      .set({ score: null, isWon: null })
      .where(eq(gameResults.gameId, game.id));
    await db.update(games).set({ scoreProvenance: null }).where(eq(games.id, game.id));
  }
  const duplicates = await seedDemoDuplicate(db, today, {
    schoolId: role.schoolId,
    districtId: role.districtId,
  });
  const teams = await missingTeamsOn(db, game.eventDate);
  const idsWhere = (keep: (t: (typeof teams)[number]) => boolean) => [
    ...new Set(teams.filter(keep).map((t) => t.gameId)),
  ];
  const night = game.eventDate;
  await storeReport(db, {
    kind: 'missingScores',
    scope: 'school',
    placeId: role.schoolId,
    night,
    gameIds: idsWhere((t) => t.schoolId === role.schoolId),
  });
  await storeReport(db, {
    kind: 'missingScores',
    scope: 'district',
    placeId: role.districtId,
    night,
    gameIds: idsWhere((t) => t.districtId === role.districtId),
  });
  return 2 + duplicates;
}

/**
 * A game entered twice, as happens when each school puts it on its own calendar: a copy of the
 * demo athletic director's school's next game, entered by a school member, and the possible
 * duplicates report (/mc-rp-ad) the morning summary would store for that night, so staff have a
 * pair to merge on first start. Answers how many reports it stored.
 */
async function seedDemoDuplicate(
  db: Database,
  today: DateString,
  role: { schoolId: number; districtId: number },
): Promise<number> {
  const [next] = await db
    .select({ game: games })
    .from(gameResults)
    .innerJoin(games, eq(games.id, gameResults.gameId))
    .where(
      and(
        eq(gameResults.schoolId, role.schoolId),
        // After today: tonight's scoreboard shows each game once.
        gt(gameResults.eventDate, today),
        lt(gameResults.eventDate, shiftDate(today, RECENT_DAYS)),
        eq(games.gameType, 'Game'),
        eq(games.status, 'Active'),
        sql`(select count(*) from game_results m where m.game_id = ${games.id}) = 2`,
      ),
    )
    .orderBy(asc(games.eventDate), asc(games.id))
    .limit(1);
  if (next == null) return 0;
  const { id, createdAt, updatedAt, votesCount, postsCount, sequence, ...entered } = next.game;
  const copy = await db.transaction(async (tx) => {
    const [game] = await tx
      .insert(games)
      .values({ ...entered, source: 'member' })
      .returning({ id: games.id });
    const teams = await tx.select().from(gameResults).where(eq(gameResults.gameId, id));
    await tx
      .insert(gameResults)
      .values(teams.map(({ id: _, gameId: __, ...team }) => ({ ...team, gameId: game!.id })));
    return game!.id;
  });
  await storeReport(db, {
    kind: 'duplicateGames',
    scope: 'district',
    placeId: role.districtId,
    night: next.game.eventDate,
    gameIds: [id, copy],
  });
  return 1;
}
