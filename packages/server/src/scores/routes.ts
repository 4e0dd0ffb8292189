import { memberScoresSchema, scoreReportAnswerSchema } from '@csz/core';
import { Hono } from 'hono';
import { authenticate, caller, noStore, requireMember, type AuthEnv } from '../auth/authenticate';
import type { AppDeps } from '../deps';
import { describeJson } from '../http/openapi';
import { valid } from '../http/validation';
import { reportScore } from './writes';

/**
 * Score reports (issue 16; spec §7 memberScores): a member reports a game's final score, which
 * core's rules publish, hold for review or mark disputed.
 */
export function scoreRoutes(deps: AppDeps): Hono<AuthEnv> {
  const { handle, tokens, clock, limiter, writeSportsData } = deps;
  return new Hono<AuthEnv>().post(
    '/memberScores',
    describeJson(
      'Scores',
      "Report a game's final score: published at once from one of the schools' coaches or directors, or when a second member reports the same; otherwise reviewed by staff",
      { body: memberScoresSchema, response: scoreReportAnswerSchema, session: true },
    ),
    authenticate(handle.db, tokens),
    noStore,
    requireMember,
    async (c, next) => {
      await limiter.consume(c, 'scoreReport', caller(c).member.id);
      await next();
    },
    valid('json', memberScoresSchema),
    async (c) => {
      const { gameId, scores } = c.req.valid('json');
      return c.json(
        await reportScore(writeSportsData, {
          gameId,
          actor: caller(c).actor,
          scores,
          today: clock.today(),
          now: clock.now(),
        }),
      );
    },
  );
}
