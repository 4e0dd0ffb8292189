// Pick 'Em's tables (issue 32; Drizzle, PostgreSQL 15 and PGlite alike): members' picks of games.
// drizzle-kit reads every area's schema.ts on its own to generate migrations: only other areas'
// schema files and type imports from core here. The lock of a game's picks at its start is a
// trigger of migration 0020 besides the server's check (core's pickLocksAt).
import type { PickGrade } from '@csz/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { members } from '../accounts/schema';
import { games } from '../games/schema';
import { schools } from '../lookups/schema';

/**
 * A member's pick of a game (issue 32 point 2): the school they pick to win, or a tie where the
 * sport allows one; changeable until the game's start, then graded after its final.
 */
export const pickemPicks = pgTable(
  'pickem_picks',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** The school picked to win, one of the game's teams; null for a tie. */
    schoolId: integer('school_id').references(() => schools.id),
    isTie: boolean('is_tie').notNull().default(false),
    /** The pick's weight in a group with confidence points (1 to the week's picks), else null. */
    confidence: smallint('confidence'),
    grade: text('grade').$type<PickGrade>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.gameId] }),
    // A game's picks, to grade them and to count how members picked once it has locked.
    index('pickem_picks_game').on(t.gameId),
    check('pickem_picks_one_choice', sql`(${t.schoolId} is null) = ${t.isTie}`),
    check('pickem_picks_grade', sql`${t.grade} in ('pending', 'right', 'wrong', 'void')`),
    check('pickem_picks_confidence', sql`${t.confidence} is null or ${t.confidence} >= 1`),
  ],
);
