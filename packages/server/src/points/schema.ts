import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from '../accounts/schema';

/**
 * The Spirit Points ledger (spec §4 "Spirit-point types"): append-only, one row per award, written
 * in the transaction of the action that earns it. `subject` names what it was for ('game:12',
 * 'school:5', 'profile'); the unique index makes an award once per member, type and subject, so
 * liking, unliking and liking a game again, or a retried request, earns nothing more.
 */
export const spiritPointAwards = pgTable(
  'spirit_point_awards',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    type: integer('type').notNull(),
    subject: text('subject').notNull().default(''),
    points: integer('points').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('spirit_point_awards_member').on(t.memberId, t.createdAt),
    uniqueIndex('spirit_point_awards_once').on(t.memberId, t.type, t.subject),
  ],
);

/**
 * Each member's total points, kept by triggers on the ledger (migration 0015): every insert adds
 * its rows' points, every delete (an award taken back) subtracts them, in the same statement, so
 * the total is always the ledger's sum; ledger rows are never updated. The leaderboard ranks a
 * state's tens of thousands of members from these rows instead of summing their awards.
 */
export const spiritPointTotals = pgTable(
  'spirit_point_totals',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    points: integer('points').notNull().default(0),
  },
  (t) => [index('spirit_point_totals_points').on(t.points)],
);
