import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from '../db/schema';

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
    // Members' totals (the leaderboard, ranks) summed from the index alone.
    index('spirit_point_awards_member_points').on(t.memberId, t.points),
    uniqueIndex('spirit_point_awards_once').on(t.memberId, t.type, t.subject),
  ],
);
