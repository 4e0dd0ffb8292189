import { gameSchema, idPathSchema, scoreCorrectionSchema } from '@csz/core';
import { Hono } from 'hono';
import { authenticate, caller, requirePermission, type AuthEnv } from '../auth/authenticate';
import type { AppDeps } from '../deps';
import { describeJson } from '../http/openapi';
import { valid } from '../http/validation';
import { loadGames } from './queries';
import { correctScores } from './writes';

/** Staff score corrections (issue 6): SiteAdmin only, checked with core's permission rule. */
export function scoreCorrectionRoutes({
  handle,
  tokens,
  clock,
  writeSportsData,
}: AppDeps): Hono<AuthEnv> {
  const { db } = handle;
  return new Hono<AuthEnv>().put(
    '/games/:id/results',
    describeJson(
      'Staff',
      "Correct a game's final scores ({results: [{id: gameResultId, finalScore}]}, null clears one); the change is pushed live to open pages and embeds; SiteAdmin only",
      { body: scoreCorrectionSchema, response: gameSchema, session: true },
    ),
    authenticate(db, tokens),
    requirePermission({ action: 'correctScores' }),
    valid('param', idPathSchema),
    valid('json', scoreCorrectionSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      await correctScores(writeSportsData, id, caller(c).member.id, c.req.valid('json'));
      const [game] = await loadGames(db, [id], clock.today());
      return c.json(game);
    },
  );
}
