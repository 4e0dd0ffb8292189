import {
  gameSchema,
  idPathSchema,
  memberScoresSchema,
  scoreCorrectionSchema,
  scoreDecisionsAnswerSchema,
  scoreDecisionsSchema,
  scoreReportAnswerSchema,
  scoreHistoryEntrySchema,
  scoreReviewQueueSchema,
} from '@csz/core';
import { Hono } from 'hono';
import {
  authenticate,
  caller,
  noStore,
  noStoreForMembers,
  requireMember,
  requirePermission,
  type AuthEnv,
} from '../auth/authenticate';
import type { AppDeps } from '../deps';
import { z } from 'zod';
import { describe, describeJson } from '../http/openapi';
import { valid } from '../http/validation';
import { loadGames } from '../games/queries';
import { reviewQueue, scoreHistory } from './queries';
import { approveReport, correctScores, decideReports, rejectReport, reportScore } from './writes';

/**
 * Score reports (issue 16; spec §7 memberScores): a member reports a game's final score, which
 * core's rules publish, hold for review or mark disputed.
 */
export function scoreRoutes(deps: AppDeps) {
  const { handle, tokens, clock, limiter, writeSportsData } = deps;
  return new Hono<AuthEnv>()
    .get(
      '/games/scoreHistory/:id',
      describe(
        'Games',
        "A game's public score history, oldest first: who (in words, never an email), when, and each team's score before and after",
        z.array(scoreHistoryEntrySchema),
      ),
      // As a game is: a member who has just reported a score reads its history again at once,
      // never a browser's stale-while-revalidate copy of the public answer.
      authenticate(handle.db, tokens),
      noStoreForMembers,
      valid('param', idPathSchema),
      async (c) => c.json(await scoreHistory(handle.db, c.req.valid('param').id)),
    )
    .post(
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

/**
 * The staff review queue (issue 16): open reports by game, disputed first, with the game's posts;
 * approve one (its scores become the game's, verified, through the correction path) or reject it,
 * or several at once; and staff corrections of a game's scores (issue 6). SiteAdmin only.
 */
export function scoreReviewRoutes(deps: AppDeps) {
  const { handle, tokens, clock, writeSportsData } = deps;
  const { db } = handle;
  const staff = [
    authenticate(db, tokens),
    noStore,
    requirePermission({ action: 'reviewScores' }),
  ] as const;
  const decided = async (gameId: number) => {
    const [game] = await loadGames(db, [gameId], clock.today());
    return game!;
  };
  return new Hono<AuthEnv>()
    .get(
      '/scoreReports',
      describeJson('Staff', 'Open score reports by game, disputed games first', {
        response: scoreReviewQueueSchema,
        session: true,
      }),
      ...staff,
      async (c) => c.json(await reviewQueue(db, clock.today())),
    )
    .post(
      '/scoreReports/decisions',
      describeJson(
        'Staff',
        'Approve or reject several reports at once, each on its own: answers what became of each (a report approving another settled is already decided)',
        { body: scoreDecisionsSchema, response: scoreDecisionsAnswerSchema, session: true },
      ),
      ...staff,
      valid('json', scoreDecisionsSchema),
      async (c) =>
        c.json(
          await decideReports(writeSportsData, c.req.valid('json'), caller(c).actor, clock.now()),
        ),
    )
    .post(
      '/scoreReports/:id/approve',
      describeJson(
        'Staff',
        "Approve a report: its scores become the game's, verified, and every open report on the game is settled; answers the game",
        { response: gameSchema, session: true },
      ),
      ...staff,
      valid('param', idPathSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        return c.json(
          await decided(await approveReport(writeSportsData, id, caller(c).actor, clock.now())),
        );
      },
    )
    .put(
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
        const correction = c.req.valid('json');
        await correctScores(writeSportsData, id, caller(c).member.id, correction, clock.now());
        return c.json(await decided(id));
      },
    )
    .post(
      '/scoreReports/:id/reject',
      describeJson(
        'Staff',
        "Reject a report: it counts against its member's accuracy; the published score stays (correct it to change it); answers the game",
        { response: gameSchema, session: true },
      ),
      ...staff,
      valid('param', idPathSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        return c.json(
          await decided(await rejectReport(writeSportsData, id, caller(c).actor, clock.now())),
        );
      },
    );
}
