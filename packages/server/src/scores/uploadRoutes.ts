import {
  GAME_MESSAGES,
  UPLOAD_MESSAGES,
  idPathSchema,
  imageUploadAnswerSchema,
  scoreReportAnswerSchema,
  scoreUploadSchema,
  uploadCanEdit,
  hasStarted,
  uploadScoresSchema,
  uploadTokenQuerySchema,
} from '@csz/core';
import { Hono, type MiddlewareHandler } from 'hono';
import { authenticate, loginError, noStore, type AuthEnv } from '../auth/authenticate';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { describeJson } from '../http/openapi';
import { valid } from '../http/validation';
import { loadGames } from '../games/queries';
import { storePostPhoto } from '../storage/images';
import { gameAndReader, type UploadEnv } from './uploadReader';
import { reportScore } from './writes';

/**
 * The score upload page's calls (spec §7 GET/PUT {admin}/api/uploadScores/{id}; §2
 * /uploadScores/:id): the game with each team's canEdit for this reader, and the report, made by
 * the member of an upload link (a coach from a reminder) or the member logged in, through the same
 * write as POST memberScores, so every provenance rule applies.
 */
export function uploadScoreRoutes(deps: AppDeps) {
  const { handle, tokens, clock, limiter, writeSportsData } = deps;
  const reader = [
    authenticate(handle.db, tokens) as unknown as MiddlewareHandler<UploadEnv>,
    noStore,
    valid('param', idPathSchema),
    valid('query', uploadTokenQuerySchema),
    gameAndReader(deps),
  ] as const;
  return new Hono<UploadEnv>()
    .get(
      '/uploadScores/:id',
      describeJson(
        'Scores',
        "A game for the score upload page: each team's canEdit for this reader (an upload link's ?token=, or the session) and who the reader is",
        { response: uploadScoresSchema },
      ),
      ...reader,
      async (c) => {
        const { id } = c.req.valid('param');
        const who = c.get('reader');
        const [game] = await loadGames(handle.db, [id], clock.today(), who?.memberId ?? null);
        if (game == null) throw notFound(GAME_MESSAGES.gameNotFound);
        const canEdit = uploadCanEdit(game, clock.today(), clock.now(), who?.kind ?? null);
        // A game not started yet takes no score here, whoever reads it (the lists go by the day).
        const canSubmitScores = game.canSubmitScores && hasStarted(game, clock.now());
        return c.json({
          game: { ...game, canSubmitScores, teams: game.teams.map((t) => ({ ...t, canEdit })) },
          reader: who?.kind ?? null,
        });
      },
    )
    .put(
      '/uploadScores/:id',
      describeJson(
        'Scores',
        "Report a game's final scores from the upload page, attributed to the upload link's member or the session's; the same rules as memberScores",
        { body: scoreUploadSchema, response: scoreReportAnswerSchema },
      ),
      ...reader,
      async (c, next) => {
        const who = c.get('reader');
        if (who == null) throw loginError(UPLOAD_MESSAGES.logInToReport);
        await limiter.consume(c, 'scoreReport', who.memberId);
        await next();
      },
      valid('json', scoreUploadSchema),
      async (c) => {
        const who = c.get('reader')!;
        const { teams } = c.req.valid('json');
        return c.json(
          await reportScore(writeSportsData, {
            gameId: c.req.valid('param').id,
            actor: who.actor,
            scores: teams.map((t) => ({ gameResultId: t.id, score: t.finalScore })),
            today: clock.today(),
            now: clock.now(),
          }),
        );
      },
    );
}

/**
 * POST {admin}/api/upload/images (spec §7: file in, url out): a photo for a game post, checked and
 * re-encoded (readUploadedImage), its name within §5's limit, stored under a random name. No
 * account is needed, as for the post it goes with (spec §6); uploads are limited by address and,
 * for a member, by member.
 */
export function imageUploadRoutes(deps: AppDeps) {
  const { handle, tokens, limiter, storage } = deps;
  return new Hono<AuthEnv>().post(
    '/upload/images',
    describeJson(
      'Scores',
      "Upload a photo for a game post (multipart field 'file'; images only, 5 MB, 40 megapixels); answers its url",
      { response: imageUploadAnswerSchema },
    ),
    authenticate(handle.db, tokens),
    noStore,
    async (c, next) => {
      await limiter.consume(c, 'imageUpload', c.get('member')?.id);
      await next();
    },
    async (c) => c.json(await storePostPhoto(c, storage)),
  );
}
