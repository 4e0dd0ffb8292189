import { eq } from 'drizzle-orm';
import { createAccountToken, memberByEmail } from '../auth/accounts';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { contactMessages } from '../contact/schema';
import type { Mailer } from '../mail/mailer';
import { fanOutNewPost } from '../forum/newPostAlerts';
import { passwordResetMail, restoreAccountMail, type MailContext } from '../mail/templates';
import { sendMorningSummary, sendNightlyReminders } from '../reports/reminders';
import { sendScheduleAlerts } from '../scheduleAlerts/writes';
import type { JobHandlers } from './worker';

/**
 * What the jobs need: the database, the mailer, where links in emails point, the service's clock
 * (the nightly jobs' day) and the key that signs the reminders' upload links.
 */
export interface JobContext {
  db: Database;
  mailer: Mailer;
  mail: MailContext;
  clock: Clock;
  secret: Uint8Array;
}

/** The handler of every kind of job. */
export function jobHandlers({ db, mailer, mail, clock, secret }: JobContext): JobHandlers {
  const reminders = { db, clock, mail, secret };
  return {
    nightlyReminders: ({ night }) => sendNightlyReminders(reminders, night),
    morningSummary: ({ night }) => sendMorningSummary(reminders, night),
    async forumNewPost({ postId }) {
      await fanOutNewPost(db, postId);
    },
    async scheduleAlerts(job) {
      await sendScheduleAlerts({ db, mail }, job);
    },
    async mail(job) {
      await mailer.send(job.mail);
    },
    async contactMail(job) {
      // Staff find a message that never went out by its empty mailed_at.
      await mailer.send(job.mail);
      await db
        .update(contactMessages)
        .set({ mailedAt: clock.now() })
        .where(eq(contactMessages.id, job.messageId));
    },
    async accountMail({ purpose, email }) {
      // The secret (a reset code, a link token) is made as the mail is sent and goes nowhere else:
      // the job's row holds only the purpose and the address, never a code that could sit in the
      // table while the mail server is down. A new token voids the one before, so a send that
      // fails and is retried mails a fresh code, and only the last mail's code works.
      const secret = await db.transaction(async (tx) => {
        const member = await memberByEmail(tx, email);
        if (member == null || member.isActive !== (purpose === 'reset')) return null;
        return { to: member.email, ...(await createAccountToken(tx, member.id, purpose)) };
      });
      if (secret == null) return;
      await mailer.send(
        purpose === 'reset'
          ? passwordResetMail(mail, secret.to, secret.code!, secret.token)
          : restoreAccountMail(mail, secret.to, secret.token),
      );
    },
  };
}
