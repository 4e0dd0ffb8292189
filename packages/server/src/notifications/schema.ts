import type { NotificationType, ScheduleChangeSummary } from '@csz/core';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from '../accounts/schema';

/**
 * What a member is told (spec §3 "Notification"): someone liked their post, a new post or comment
 * where they follow, a followed team's game entered, postponed, canceled, moved or re-timed
 * (GameChanged, issue 19). Written in the transaction of the action it tells of, or by the job it
 * left; `subject` names the thing ('post:12', 'comment:40', 'game:7:postponed:3') so the same
 * event tells the same member once, however often the action or job is retried.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
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
    /** What changed in the game's schedule, as it was then (GameChanged only). */
    gameChange: jsonb('game_change').$type<ScheduleChangeSummary>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_member').on(t.memberId, t.createdAt),
    uniqueIndex('notifications_once').on(t.memberId, t.type, t.subject),
  ],
);
