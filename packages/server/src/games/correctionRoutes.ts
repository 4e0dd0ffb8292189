import {
  gameSchema,
  idPathSchema,
  isCustomEvent,
  scoreCorrectionSchema,
  teamOutcomes,
  type GameType,
  type ScoreCorrection,
} from '@csz/core';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { authenticate, denied, type AuthEnv } from '../auth/authenticate';
import type { Database } from '../db/client';
import { gameResults, games, scoreCorrections } from '../db/schema';
import type { AppDeps } from '../deps';
import { describeJson } from '../http/openapi';
import { readJson, valid } from '../http/validation';
import { publishScoreChanges } from '../live/scoreFeed';
import { loadGames } from './queries';

/** Why a correction cannot be made, in words for the staff member. */
class CorrectionError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404,
  ) {
    super(message);
  }
}

/**
 * Writes a staff correction of a game's scores in one transaction: the scores, each team's
 * won/lost flag worked out again with core's rule, a history row, and the live change, which goes
 * out to open pages and embeds when the transaction commits.
 */
async function correctScores(
  db: Database,
  gameId: number,
  memberId: number,
  correction: ScoreCorrection,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [game] = await tx
      .select({ id: games.id, gameType: games.gameType })
      .from(games)
      .where(eq(games.id, gameId))
      .for('update');
    if (game == null) throw new CorrectionError(`No game with id ${gameId}`, 404);
    if (isCustomEvent(game.gameType as GameType)) {
      throw new CorrectionError('An event has no scores to correct', 400);
    }
    const results = await tx
      .select({ id: gameResults.id, score: gameResults.score })
      .from(gameResults)
      .where(eq(gameResults.gameId, gameId));
    const known = new Map(results.map((r) => [r.id, r.score]));
    const seen = new Set<number>();
    for (const { id } of correction.results) {
      if (!known.has(id)) {
        throw new CorrectionError(`Result ${id} is not a team of game ${gameId}`, 400);
      }
      if (seen.has(id)) throw new CorrectionError(`Result ${id} is given twice`, 400);
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
    await tx.insert(scoreCorrections).values({
      gameId,
      memberId,
      changes: correction.results.map(({ id, finalScore }) => ({
        id,
        before: known.get(id) ?? null,
        after: finalScore,
      })),
    });
    await publishScoreChanges(tx, [gameId]);
  });
}

/** Staff score corrections (issue 6): SiteAdmin only, checked with core's permission rule. */
export function scoreCorrectionRoutes({ handle, tokens, cache, clock }: AppDeps): Hono<AuthEnv> {
  const { db } = handle;
  return new Hono<AuthEnv>().put(
    '/games/:id/results',
    describeJson(
      'Staff',
      "Correct a game's final scores ({results: [{id: gameResultId, finalScore}]}, null clears one); the change is pushed live to open pages and embeds; SiteAdmin only",
      { body: scoreCorrectionSchema, response: gameSchema, session: true },
    ),
    authenticate(db, tokens),
    valid('param', idPathSchema),
    async (c) => {
      const refused = denied(c, { action: 'correctScores' });
      if (refused) return refused;
      const input = await readJson(c, scoreCorrectionSchema);
      if (!input.ok) return input.response;
      const { id } = c.req.valid('param');
      try {
        await correctScores(db, id, c.get('member')!.id, input.data);
      } catch (error) {
        if (error instanceof CorrectionError)
          return c.json({ message: error.message }, error.status);
        throw error;
      }
      // This process answers from fresh data at once; others drop theirs when the change reaches them.
      cache.invalidate();
      const [game] = await loadGames(db, [id], clock.today());
      return c.json(game);
    },
  );
}
