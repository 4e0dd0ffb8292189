// The mail area's tables (Drizzle; PostgreSQL 15 and PGlite alike): the development outbox, mail
// kept instead of sent. drizzle-kit reads every area's schema.ts on its own to generate migrations.
import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Emails kept instead of sent when no SMTP server is configured; in development mode they are
 * readable at /dev/outbox, so a password reset can be completed locally.
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
