import { SPIRIT_POINTS, type GameReaction } from '@csz/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { gameLikes, games } from './schema';
import { notFound } from '../http/errors';
import { awardPoints } from '../points/writes';

/**
 * A member likes or unlikes a game (spec §4 "Game like"): one like per member (the table's primary
 * key), counted in games.votes_count in the same transaction. Liking twice or unliking a game not
 * liked changes nothing. Likes are not sports data: cached public answers keep their count until
 * they are next computed (a new score, or their age) rather than every like emptying the cache.
 */
export async function setLike(
  db: Database,
  gameId: number,
  memberId: number,
  like: boolean,
  now: Date,
): Promise<GameReaction> {
  return db.transaction(async (tx) => {
    const [game] = await tx.select({ id: games.id }).from(games).where(eq(games.id, gameId));
    if (game == null) throw notFound(`No game with id ${gameId}`);
    const changed = like
      ? await tx
          .insert(gameLikes)
          .values({ gameId, memberId })
          .onConflictDoNothing()
          .returning({ gameId: gameLikes.gameId })
      : await tx
          .delete(gameLikes)
          .where(and(eq(gameLikes.gameId, gameId), eq(gameLikes.memberId, memberId)))
          .returning({ gameId: gameLikes.gameId });
    // The first like of a game earns its points; liking it again after unliking earns nothing.
    if (like && changed.length > 0) {
      await awardPoints(tx, memberId, SPIRIT_POINTS.likedGame, `game:${gameId}`, now);
    }
    const [after] =
      changed.length === 0
        ? await tx.select({ votesCount: games.votesCount }).from(games).where(eq(games.id, gameId))
        : await tx
            .update(games)
            .set({
              votesCount: like
                ? sql`${games.votesCount} + 1`
                : sql`greatest(${games.votesCount} - 1, 0)`,
            })
            .where(eq(games.id, gameId))
            .returning({ votesCount: games.votesCount });
    return { votesCount: after!.votesCount, youVoted: like };
  });
}
