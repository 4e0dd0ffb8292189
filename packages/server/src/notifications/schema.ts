import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from '../db/schema';

/**
 * What a member is told (spec §3 "Notification"): someone liked their post, a new post or comment
 * where they follow. Written in the transaction of the action it tells of; `subject` names the
 * thing ('post:12', 'comment:40') so the same event tells the same member once, however often the
 * action is retried.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    type: text('type').$type<'Like' | 'NewPost' | 'NewComment'>().notNull(),
    subject: text('subject').notNull(),
    spiritPointType: integer('spirit_point_type').notNull(),
    spiritPoints: integer('spirit_points').notNull().default(0),
    postId: integer('post_id'),
    postName: text('post_name'),
    gameId: integer('game_id'),
    schoolId: integer('school_id'),
    districtId: integer('district_id'),
    stateId: integer('state_id'),
    sportId: integer('sport_id'),
    fromMemberId: integer('from_member_id').references(() => members.id, {
      onDelete: 'set null',
    }),
    authorName: text('author_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_member').on(t.memberId, t.createdAt),
    uniqueIndex('notifications_once').on(t.memberId, t.type, t.subject),
  ],
);
