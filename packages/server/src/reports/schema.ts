// The reports area's tables (issue 16): stored reports, the nightly jobs' schedule, and who was
// mailed on which night. Only type imports from core here: drizzle-kit loads the schema files on
// their own.
import type { ReportKind } from '@csz/core';
import {
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { members } from '../accounts/schema';

/**
 * A stored report: the list a nightly job made for one place and one service day, which a mailed
 * link names by id (spec §2 /ms-rp/:reportId, /ms-rp-ad/:reportId, /mc-rp-ad/:reportId). The list
 * is kept as it was that night (game ids), so the link shows what the mail said; the pages read each
 * game as it is now. One report per kind, place and night: a job run twice finds the first.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<ReportKind>().notNull(),
    /** 'school' or 'district' (a league: county or conference). */
    scope: text('scope').$type<'school' | 'district'>().notNull(),
    /** The school's or the district's id (no reference: the table holds both). */
    placeId: integer('place_id').notNull(),
    night: date('night').notNull(),
    /** The games listed, in the order shown; for duplicates, every game of every group. */
    gameIds: jsonb('game_ids').$type<number[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('reports_once').on(t.kind, t.scope, t.placeId, t.night)],
);

/**
 * The nightly jobs' schedule: a row per job kind and night, inserted with the job that runs it, so
 * that however many processes start or finish a run at once, one job exists for each night.
 */
export const scheduledRuns = pgTable(
  'scheduled_runs',
  {
    kind: text('kind').notNull(),
    night: date('night').notNull(),
    /** When the job is due. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.night] })],
);

/**
 * Who a nightly job mailed, per kind of mail and night: the row and the mail's job are written in one
 * transaction, and the key lets one in, so a member gets one reminder a night (and one summary a
 * morning) however many of their schools, roles and games are concerned, and however often the job
 * runs.
 */
export const reminderMails = pgTable(
  'reminder_mails',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** 'reminder' (9:30 pm, coaches and athletic directors) or 'summary' (7 am, league directors). */
    kind: text('kind').$type<'reminder' | 'summary'>().notNull(),
    night: date('night').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.kind, t.night] })],
);
