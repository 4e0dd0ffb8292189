import { createTransport } from 'nodemailer';
import type { Database } from '../db/client';
import { mailOutbox } from './schema';

/** An email to send. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes, when not to the sender (a contact message's author). */
  replyTo?: string | undefined;
}

/** Sends email. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** 'smtp' sends; 'outbox' keeps the mail in the database. */
  kind: 'smtp' | 'outbox';
}

/** A mailer that sends through an SMTP server (SMTP_URL, e.g. smtp://user:pass@host:587). */
export function smtpMailer(url: string, from: string): Mailer {
  // Time-outs well inside the jobs worker's lease (5 min), so a hung server fails the attempt
  // (to be retried) before another worker could take the job over and send it twice.
  const transport = createTransport({
    url,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/** A mailer that keeps mail in the database outbox, for development without an SMTP server. */
export function outboxMailer(db: Database): Mailer {
  return {
    kind: 'outbox',
    async send({ to, subject, text, html }) {
      await db.insert(mailOutbox).values({ to, subject, text, html });
    },
  };
}
