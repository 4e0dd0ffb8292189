import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { members } from '../accounts/schema';
import { describeOnEngines } from '../testing/engines';
import { openTestDatabase } from '../testing/testServer';
import { notifications } from './schema';
import { addNotification } from './writes';

describeOnEngines('notifications', openTestDatabase, (handle) => {
  let memberId: number;

  beforeAll(async () => {
    [{ id: memberId }] = (await handle.db
      .insert(members)
      .values({ email: 'told@example.com', passwordHash: 'x' })
      .returning({ id: members.id })) as [{ id: number }];
  });

  const like = {
    type: 'Like' as const,
    subject: 'post:7:like-from:3',
    spiritPointType: 18,
    postId: 7,
    postName: 'Whitman wins the county final',
  };

  it('tells a member of the same thing once, however often the action is retried', async () => {
    expect(await handle.db.transaction((tx) => addNotification(tx, { memberId, ...like }))).toBe(
      true,
    );
    expect(await handle.db.transaction((tx) => addNotification(tx, { memberId, ...like }))).toBe(
      false,
    );
    const rows = await handle.db
      .select()
      .from(notifications)
      .where(eq(notifications.memberId, memberId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'Like', postId: 7, readAt: null });
  });

  it('is written with the action or not at all: a rolled-back action leaves no notification', async () => {
    const failing = handle.db.transaction(async (tx) => {
      await addNotification(tx, { memberId, ...like, subject: 'post:8' });
      throw new Error('the action failed after recording its notification');
    });
    await expect(failing).rejects.toThrow('the action failed');
    const rows = await handle.db
      .select()
      .from(notifications)
      .where(eq(notifications.subject, 'post:8'));
    expect(rows).toEqual([]);
  });
});
