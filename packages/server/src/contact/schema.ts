// The contact area's tables (Drizzle; PostgreSQL 15 and PGlite alike): messages sent through the
// contact form. drizzle-kit reads every area's schema.ts on its own to generate migrations: only
// other areas' schema files here.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from '../accounts/schema';

/**
 * Messages sent with the contact form (spec §3 "Contact message"), kept whether or not the email
 * to the staff went out. gameId and gameName are what the sender's page said, not a reference: the
 * message is a record of what was written, and a game removed later must not take it along.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id'),
    gameName: text('game_name'),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    text: text('text'),
    /** The member logged in when it was sent, if any. */
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    /** When the staff email went out; null while it has not (the mail server was down). */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created').on(t.createdAt)],
);
