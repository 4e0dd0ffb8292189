import { dateStringSchema, idSchema, SCHEDULE_CHANGE_KINDS, timeStringSchema } from '@csz/core';
import { z } from 'zod';
import { notify, type Database } from '../db/client';
import { jobs } from './schema';

/** The NOTIFY channel that wakes the workers of every process when a job is enqueued. */
export const JOBS_CHANNEL = 'csz_jobs';

/** A rendered email (mail/mailer.ts's Mail). */
const mailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  replyTo: z.string().optional(),
});

/** When a game is played, as a schedule alert tells it (core's GameWhen). */
const gameWhenSchema = z.object({
  eventDate: dateStringSchema.nullable(),
  startTime: timeStringSchema.nullable(),
});

/**
 * Work a write leaves for the worker, by kind: the schema the worker checks each claimed job's
 * payload with (issue 30 point 19), since a row of the table may have been written by an older
 * release or by hand.
 */
export const jobSchema = z.discriminatedUnion('kind', [
  /** Sends a rendered email. */
  z.object({ kind: z.literal('mail'), mail: mailSchema }),
  /** Sends a contact-form message to the staff, then stamps the stored message as mailed. */
  z.object({ kind: z.literal('contactMail'), messageId: idSchema, mail: mailSchema }),
  /**
   * Mails a password reset code ('reset', to an active account) or an account restore link
   * ('restore', to a closed one) if the address has such an account. The request that asked only
   * enqueues this, whoever the address belongs to, so it answers in the same time either way.
   */
  z.object({
    kind: z.literal('accountMail'),
    purpose: z.enum(['reset', 'restore']),
    email: z.string(),
  }),
  /**
   * The nightly score reminders (issue 16) for a service day's games: coaches and athletic
   * directors of schools with games still without a score are mailed upload links. Schedules the
   * next night's.
   */
  z.object({ kind: z.literal('nightlyReminders'), night: dateStringSchema }),
  /**
   * The morning-after summary for a service day's games: league directors are mailed the games
   * still without a score. Schedules the next morning's.
   */
  z.object({ kind: z.literal('morningSummary'), night: dateStringSchema }),
  /** Tells the followers of a new post's schools and sports of it (NewPost notifications). */
  z.object({ kind: z.literal('forumNewPost'), postId: idSchema }),
  /**
   * Tells of a change to a game's schedule (issue 19; scheduleAlerts/): GameChanged notifications
   * to the followers of its teams, or for a game 'entered', to the other schools' coaches and
   * athletic directors; and emails to those of them with email notifications on. `sequence` is
   * the game's after the change, `previous` and `current` when it was and is played then.
   */
  z.object({
    kind: z.literal('scheduleAlerts'),
    gameId: idSchema,
    change: z.enum(SCHEDULE_CHANGE_KINDS),
    actorMemberId: idSchema.nullable(),
    sequence: z.number().int().nonnegative(),
    previous: gameWhenSchema.nullable(),
    current: gameWhenSchema.nullable(),
  }),
]);

/** Work a write leaves for the worker: one of {@link jobSchema}'s kinds. */
export type Job = z.infer<typeof jobSchema>;

/** The kinds of {@link Job}. */
export type JobKind = Job['kind'];

/** The job of one kind. */
export type JobOf<K extends JobKind> = Extract<Job, { kind: K }>;

/**
 * Records a job in the caller's transaction, so it exists if and only if the write it follows
 * commits, and wakes the workers when that commits (NOTIFY is delivered at commit). A job given
 * `runAt` waits until then (the worker's timer looks again at least every poll interval).
 */
export async function enqueue(
  tx: Database,
  job: Job,
  options: { runAt?: Date } = {},
): Promise<void> {
  const { kind, ...payload } = job;
  await tx
    .insert(jobs)
    .values({ kind, payload, ...(options.runAt == null ? {} : { runAt: options.runAt }) });
  await notify(tx, JOBS_CHANNEL, kind);
}

/** Rows of jobs inserted by one statement: a school's thousands of emails are a few statements. */
const ENQUEUE_SLICE = 500;

/** {@link enqueue} for many jobs due now: inserted in slices, the workers woken once. */
export async function enqueueMany(tx: Database, list: readonly Job[]): Promise<void> {
  if (list.length === 0) return;
  for (let i = 0; i < list.length; i += ENQUEUE_SLICE) {
    await tx
      .insert(jobs)
      .values(list.slice(i, i + ENQUEUE_SLICE).map(({ kind, ...payload }) => ({ kind, payload })));
  }
  await notify(tx, JOBS_CHANNEL, list[0]!.kind);
}
