import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { FinalScores, ReportOutcome } from '@csz/core';
import { members } from '../accounts/schema';
import { games } from '../games/schema';

/**
 * Staff corrections of a game's scores, kept as a history: who changed what, from what, and when,
 * so a corrected score can be explained (docs/research.md "score provenance").
 */
export const scoreCorrections = pgTable(
  'score_corrections',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    /** Each result's score before and after: [{ id, before, after }]. */
    changes: jsonb('changes')
      .$type<{ id: number; before: number | null; after: number | null }[]>()
      .notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('score_corrections_game').on(t.gameId, t.createdAt)],
);

/** Where a report stands: open until staff decide or its member sends a newer one. */
export type ScoreReportStatus = 'open' | 'replaced' | 'decided';

/**
 * Members' score reports (issue 16): each member's final scores for a game, by game result id, with
 * what the report did when it came (published the score, agreed, waited, disputed) and, once staff
 * decide, whether it was right (profile statTrue and statFalse). One open report per member and
 * game: a new one replaces it, in the same transaction (the unique index stands behind the check).
 */
export const scoreReports = pgTable(
  'score_reports',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** Final scores by game result id. */
    scores: jsonb('scores').$type<FinalScores>().notNull(),
    /** The reporter was a coach or director of one of the schools (or the league's director). */
    bySchool: boolean('by_school').notNull().default(false),
    outcome: text('outcome').$type<Exclude<ReportOutcome['kind'], 'alreadyVerified'>>().notNull(),
    status: text('status').$type<ScoreReportStatus>().notNull().default('open'),
    /** Set when staff decide: whether this report gave the final score. */
    isCorrect: boolean('is_correct'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('score_reports_open_once')
      .on(t.gameId, t.memberId)
      .where(sql`${t.status} = 'open'`),
    index('score_reports_open').on(t.status, t.createdAt),
    index('score_reports_member').on(t.memberId, t.createdAt),
  ],
);
