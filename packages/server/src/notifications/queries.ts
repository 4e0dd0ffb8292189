import type { Notification, NotificationsPage, SpiritPointType } from '@csz/core';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { notifications } from './schema';

/**
 * GET notifications (spec §7, §9 page size 10): a member's notifications, newest first, with how
 * many there are and how many are unread (the header's count).
 */
export async function notificationsPage(
  db: Database,
  memberId: number,
  page: number,
  perPage: number,
): Promise<NotificationsPage> {
  const mine = eq(notifications.memberId, memberId);
  const [rows, [counts]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({
        total: sql<number>`count(*)::int`,
        unread: sql<number>`(count(*) filter (where ${notifications.readAt} is null))::int`,
      })
      .from(notifications)
      .where(mine),
  ]);
  return {
    notifications: rows.map((row): Notification => ({
      id: row.id,
      spiritPointType: row.spiritPointType as SpiritPointType,
      type: row.type,
      postId: row.postId,
      postName: row.postName,
      gameId: row.gameId,
      schoolId: row.schoolId,
      districtId: row.districtId,
      stateId: row.stateId,
      sportId: row.sportId,
      fromMemberId: row.fromMemberId,
      authorName: row.authorName,
      created: row.createdAt.toISOString(),
      spiritPoints: row.spiritPoints,
      gameChange: row.gameChange,
    })),
    total: counts!.total,
    unread: counts!.unread,
  };
}

/** POST notifications/read: marks every unread notification of a member read. */
export async function markAllRead(db: Database, memberId: number, now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.memberId, memberId), isNull(notifications.readAt)));
}
