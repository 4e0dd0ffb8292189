import { SPIRIT_POINT_VALUES, type SpiritPointType } from '@csz/core';
import type { Database } from '../db/client';
import { spiritPointAwards } from './schema';

/**
 * Awards Spirit Points for an action, inside the action's own transaction (`tx`), once per member,
 * type and subject: a second award of the same is a no-op. Answers the points awarded now (0 when
 * it was awarded before).
 */
export async function awardPoints(
  tx: Database,
  memberId: number,
  type: SpiritPointType,
  subject: string,
  /** When it was earned: the service's clock, which a demo or a test may have stopped. */
  at: Date,
): Promise<number> {
  const points = SPIRIT_POINT_VALUES[type];
  const added = await tx
    .insert(spiritPointAwards)
    .values({ memberId, type, subject, points, createdAt: at })
    .onConflictDoNothing()
    .returning({ id: spiritPointAwards.id });
  return added.length === 0 ? 0 : points;
}
