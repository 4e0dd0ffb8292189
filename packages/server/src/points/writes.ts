import {
  SHARED_GAME_DAILY_LIMIT,
  SPIRIT_POINT_VALUES,
  SPIRIT_POINTS,
  type SpiritPointType,
} from '@csz/core';
import { and, count, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { members } from '../accounts/schema';
import { games } from '../games/schema';
import { notFound } from '../http/errors';
import { spiritPointAwards } from './schema';

const DAY_MS = 86_400_000;

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

/**
 * A member shares a game (spec §4 type 8 'shared game'): points once per member and game, however
 * often they share it, and for at most core's SHARED_GAME_DAILY_LIMIT games in any 24 hours (a
 * share past it answers 0). Answers the points awarded now; a game that does not exist is a 404.
 * The member's row is locked while the day's shares are counted, so two shares at once at the
 * limit award one.
 */
export async function shareGame(
  db: Database,
  gameId: number,
  memberId: number,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [game] = await tx.select({ id: games.id }).from(games).where(eq(games.id, gameId));
    if (game == null) throw notFound(`No game with id ${gameId}`);
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
    const since = new Date(now.getTime() - DAY_MS);
    const [today] = await tx
      .select({ shared: count() })
      .from(spiritPointAwards)
      .where(
        and(
          eq(spiritPointAwards.memberId, memberId),
          gt(spiritPointAwards.createdAt, since),
          eq(spiritPointAwards.type, SPIRIT_POINTS.sharedGame),
        ),
      );
    if ((today?.shared ?? 0) >= SHARED_GAME_DAILY_LIMIT) return 0;
    return awardPoints(tx, memberId, SPIRIT_POINTS.sharedGame, `game:${gameId}`, now);
  });
}
