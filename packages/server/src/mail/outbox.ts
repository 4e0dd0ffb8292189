import { desc } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailOutbox } from './schema';

/** A mail kept in the development outbox. */
export type KeptMail = typeof mailOutbox.$inferSelect;

/** The latest mail kept instead of sent (no SMTP server), newest first. */
export async function latestKeptMail(db: Database, limit = 50): Promise<KeptMail[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}
