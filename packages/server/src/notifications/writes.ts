import type { Database } from '../db/client';
import { notifications } from './schema';

/** A notification to record: who is told, of what, and the thing it is about. */
export type NewNotification = Omit<typeof notifications.$inferInsert, 'id' | 'readAt'>;

/**
 * Records a notification inside the transaction of the action it tells of, once per member, type
 * and subject: a retried action tells nobody twice. Answers whether it was recorded now.
 */
export async function addNotification(
  tx: Database,
  notification: NewNotification,
): Promise<boolean> {
  const added = await tx
    .insert(notifications)
    .values(notification)
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return added.length > 0;
}
