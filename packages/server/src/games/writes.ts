import {
  isCustomEvent,
  SPIRIT_POINTS,
  teamOutcomes,
  type GameReaction,
  type GameType,
  type ScoreCorrection,
} from '@csz/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { gameLikes, gameResults, games, scoreCorrections } from '../db/schema';
import { badInput, notFound } from '../http/errors';
import { awardPoints } from '../points/writes';
import type { SportsDataChanges, SportsDataWriter } from '../live/sportsData';
import { settleReports } from '../scores/writes';

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

/**
 * Writes a staff correction of a game's scores in one transaction: the scores, each team's
 * won/lost flag worked out again with core's rule, and a history row; the change goes out live to
 * open pages and embeds when it commits (the sports-data hook).
 */
export async function correctScores(
  writeSportsData: SportsDataWriter,
  gameId: number,
  memberId: number,
  correction: ScoreCorrection,
): Promise<void> {
  await writeSportsData((tx, changes) =>
    applyCorrection(tx, changes, gameId, memberId, correction),
  );
}

/**
 * {@link correctScores} inside a sports-data write of the caller's (a staff approval of a report
 * is a correction with that report's scores).
 */
export async function applyCorrection(
  tx: Transaction,
  changes: SportsDataChanges,
  gameId: number,
  memberId: number,
  correction: ScoreCorrection,
): Promise<void> {
  const [game] = await tx
    .select({ id: games.id, gameType: games.gameType })
    .from(games)
    .where(eq(games.id, gameId))
    .for('update');
  if (game == null) throw notFound(`No game with id ${gameId}`);
  if (isCustomEvent(game.gameType as GameType)) {
    throw badInput('An event has no scores to correct');
  }
  const results = await tx
    .select({ id: gameResults.id, score: gameResults.score })
    .from(gameResults)
    .where(eq(gameResults.gameId, gameId));
  const known = new Map(results.map((r) => [r.id, r.score]));
  const seen = new Set<number>();
  for (const { id } of correction.results) {
    if (!known.has(id)) throw badInput(`Result ${id} is not a team of game ${gameId}`);
    if (seen.has(id)) throw badInput(`Result ${id} is given twice`);
    seen.add(id);
  }
  const after = new Map(known);
  for (const { id, finalScore } of correction.results) after.set(id, finalScore);
  const outcomes = teamOutcomes([...after].map(([id, score]) => ({ id, score })));
  for (const [id, score] of after) {
    await tx
      .update(gameResults)
      .set({ score, isWon: outcomes.get(id) === 'W', updatedAt: new Date() })
      .where(eq(gameResults.id, id));
  }
  // Staff have set the score: verified, and the reports on it decided against it. A score
  // cleared is no score at all.
  const final = [...after].flatMap(([id, score]) => (score == null ? [] : [[id, score] as const]));
  if (final.length === after.size) {
    await settleReports(tx, changes, gameId, Object.fromEntries(final), new Date());
  } else {
    await tx.update(games).set({ scoreProvenance: null }).where(eq(games.id, gameId));
  }
  await tx.insert(scoreCorrections).values({
    gameId,
    memberId,
    changes: correction.results.map(({ id, finalScore }) => ({
      id,
      before: known.get(id) ?? null,
      after: finalScore,
    })),
  });
  changes.games([gameId]);
}
