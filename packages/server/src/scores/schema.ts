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
import { games, members } from '../db/schema';

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

/** A photo of a game post: where our upload stored it, and its file's name as sent. */
export interface GamePostPhoto {
  url: string;
  name: string;
}

/**
 * Posts about a game from the score upload page (spec §7 POST posts/game/{id}): a message and
 * photos. Posting needs no account (spec §6), so a post names its member (logged in, or the
 * member an upload link was made for) or none; one without is held until staff have looked at it,
 * and its sender's address is kept only as a hash, for limits and abuse.
 */
export const gamePosts = pgTable(
  'game_posts',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** Null for a post sent without an account or link. */
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    /** Sent through an upload link (attributed to the link's member). */
    viaLink: boolean('via_link').notNull().default(false),
    /** Kept from the public until staff have looked: every post without a member. */
    held: boolean('held').notNull(),
    message: text('message'),
    photos: jsonb('photos').$type<GamePostPhoto[]>().notNull().default([]),
    /** SHA-256 of the sender's address, for abuse reports; never the address itself. */
    addressHash: text('address_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('game_posts_game').on(t.gameId, t.createdAt)],
);
