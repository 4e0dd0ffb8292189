import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, DatabaseHandle } from '../db/client';
import { appMeta } from '../db/schema';
import { coaches, gameResults, games } from '../games/schema';
import {
  districts,
  leagueDivisions,
  leagueMembers,
  leagues,
  schoolSports,
  schools,
  seasons,
  sports,
  states,
} from '../lookups/schema';
import { bracketMatches, brackets } from '../playoffs/schema';
import { CHUNK_TABLES, generateDemoData, type DemoChunk, type GenerateOptions } from './generate';
import { seedDemoAccounts, type AccountsSeedReport } from './accounts';
import { seedDemoAds } from './ads';
import { seedDemoForum, type ForumSeedReport } from './forum';
import { seedDemoMembers } from './members';
import { seedDemoReports } from './reports';
import { seedDemoScoreReports } from './scoreReports';
import { seedDemoTeamCalendar, type TeamCalendarSeedReport } from './teamCalendar';
import type { Storage } from '../storage/storage';

const TABLES: Readonly<Record<(typeof CHUNK_TABLES)[number], PgTable>> = {
  states: states,
  sports: sports,
  seasons: seasons,
  districts: districts,
  schools: schools,
  schoolSports: schoolSports,
  leagues: leagues,
  leagueDivisions: leagueDivisions,
  leagueMembers: leagueMembers,
  coaches: coaches,
  games: games,
  gameResults: gameResults,
  brackets: brackets,
  bracketMatches: bracketMatches,
};

/** Tables whose ids come from a sequence, which must continue after the generated ids. */
const SERIAL_TABLES = [
  'states',
  'districts',
  'sports',
  'schools',
  'leagues',
  'league_divisions',
  'games',
  'game_results',
  'coaches',
  'brackets',
  'bracket_matches',
] as const;

/** Counts of what was written. */
export type SeedReport = Partial<Record<keyof DemoChunk, number>> & {
  members?: number;
  ads?: number;
  scoreReports?: number;
  reports?: number;
  /** The account screens' demo: what it wrote and how long it took. */
  accounts?: AccountsSeedReport & { milliseconds: number };
  /** The Zone's demo: what it wrote and how long it took. */
  forum?: ForumSeedReport & { milliseconds: number };
  /** The team calendar's demo: what it wrote and how long it took. */
  teamCalendar?: TeamCalendarSeedReport & { milliseconds: number };
  milliseconds: number;
};

/** Whether the database holds no sports data yet. */
export async function isEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: states.id }).from(states).limit(1);
  return rows.length === 0;
}

/**
 * Writes the demo data in one transaction (COPY, through the handle's bulk loader), so an
 * interrupted seed leaves an empty database that the next start seeds again rather than a
 * half-filled one.
 */
export async function seedDemoData(
  handle: DatabaseHandle,
  options: GenerateOptions,
  /** Where the demo post's photo is stored; without one the post has no photo. */
  storage: Storage | null = null,
): Promise<SeedReport> {
  const started = performance.now();
  const report: SeedReport = { milliseconds: 0 };
  await handle.bulkLoad(
    async (copy) => {
      for (const chunk of generateDemoData(options)) {
        for (const table of CHUNK_TABLES) {
          await copy(TABLES[table], chunk[table] as Record<string, unknown>[]);
          report[table] = (report[table] ?? 0) + chunk[table].length;
        }
      }
      await copy(appMeta, [
        { key: 'demo', value: JSON.stringify({ ...options, seededAt: new Date().toISOString() }) },
      ]);
    },
    { trusted: true, rebuildIndexesOf: ['games', 'game_results', 'coaches', 'bracket_matches'] },
  );
  const { db } = handle;
  for (const table of SERIAL_TABLES) {
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
      ),
    );
  }
  report.members = await seedDemoMembers(db, options.today);
  report.scoreReports = await seedDemoScoreReports(db, options.today, storage);
  report.reports = await seedDemoReports(db, options.today);
  report.ads = await seedDemoAds(db);
  await db.execute(sql`analyze`);
  // Not in the tiny set, the test databases' template: the forum's tests start from an empty
  // forum, and demo/forum.test.ts loads the forum's demo on its own (demo/accounts.test.ts the
  // account screens', which the tests' counts of roles, reports and points do not expect;
  // demo/teamCalendar.test.ts the team calendar's, whose games other tests' counts do not expect). After analyze, whose
  // statistics its queries of the games need.
  if (options.scale !== 'tiny') {
    const accountsStarted = performance.now();
    const accounts = await seedDemoAccounts(db, options.today, options.seed);
    report.accounts = {
      ...accounts,
      milliseconds: Math.round(performance.now() - accountsStarted),
    };
    const calendarStarted = performance.now();
    const teamCalendar = await seedDemoTeamCalendar(db, options.today);
    report.teamCalendar = {
      ...teamCalendar,
      milliseconds: Math.round(performance.now() - calendarStarted),
    };
    const forumStarted = performance.now();
    const forum = await seedDemoForum(db, options.today, storage, options.seed);
    await db.execute(
      sql`analyze forum_posts, forum_post_tags, forum_comments, forum_post_likes, notifications, spirit_point_awards, spirit_point_totals, member_roles, members`,
    );
    report.forum = { ...forum, milliseconds: Math.round(performance.now() - forumStarted) };
  }
  report.milliseconds = Math.round(performance.now() - started);
  return report;
}

/** Removes every row of sports data and every member, for a reseed. */
export async function clearSportsData(db: Database): Promise<void> {
  await db.delete(appMeta).where(sql`${appMeta.key} = 'demo'`);
  await db.execute(
    sql.raw(
      `truncate ${[...SERIAL_TABLES, 'school_sports', 'league_members', 'seasons', 'import_runs', 'members', 'ads'].join(', ')} restart identity cascade`,
    ),
  );
}
