import { eq } from 'drizzle-orm';
import { createAccountToken, memberByEmail } from '../auth/accounts';
import type { Database } from '../db/client';
import { contactMessages } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { passwordResetMail, restoreAccountMail, type MailContext } from '../mail/templates';
import { enqueue } from './enqueue';
import type { JobHandlers } from './worker';

/** What the jobs need: the database, the mailer and where links in emails point. */
export interface JobContext {
  db: Database;
  mailer: Mailer;
  mail: MailContext;
}

/** The handler of every kind of job. */
export function jobHandlers({ db, mailer, mail }: JobContext): JobHandlers {
  return {
    async mail(job) {
      await mailer.send(job.mail);
    },
    async contactMail(job) {
      // Staff find a message that never went out by its empty mailed_at.
      await mailer.send(job.mail);
      await db
        .update(contactMessages)
        .set({ mailedAt: new Date() })
        .where(eq(contactMessages.id, job.messageId));
    },
    async accountMail({ purpose, email }) {
      // The token and its mail in one transaction; the mail is a job of its own, so a mail server
      // that is down retries the send, not the token.
      await db.transaction(async (tx) => {
        const member = await memberByEmail(tx, email);
        if (member == null || member.isActive !== (purpose === 'reset')) return;
        const { code, token } = await createAccountToken(tx, member.id, purpose);
        await enqueue(tx, {
          kind: 'mail',
          mail:
            purpose === 'reset'
              ? passwordResetMail(mail, member.email, code!, token)
              : restoreAccountMail(mail, member.email, token),
        });
      });
    },
  };
}
