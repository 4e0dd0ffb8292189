import { createHash } from 'node:crypto';
import {
  GAME_MESSAGES,
  UPLOAD_MESSAGES,
  gamePostAnswerSchema,
  gamePostSchema,
  idPathSchema,
  imageUploadAnswerSchema,
  scoreReportAnswerSchema,
  scoreUploadSchema,
  uploadCanEdit,
  hasStarted,
  uploadScoresSchema,
  uploadTokenQuerySchema,
  type Actor,
} from '@csz/core';
import { eq } from 'drizzle-orm';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import {
  actorOf,
  authenticate,
  loginError,
  noStore,
  type AuthEnv,
  type AuthVariables,
} from '../auth/authenticate';
import { members } from '../accounts/schema';
import { games } from '../games/schema';
import type { AppDeps } from '../deps';
import { forumDailyLimit } from '../forum/routes';
import { badInput, forbidden, notFound } from '../http/errors';
import { describeJson } from '../http/openapi';
import { valid } from '../http/validation';
import { loadGames } from '../games/queries';
import { requireStoredPictures, storePostPhoto } from '../storage/images';
import { verifyUploadToken } from './uploadLinks';
import { createGamePost, reportScore } from './writes';

/** Who reads the upload page: the member of a valid upload link, or the member logged in. */
interface UploadReader {
  kind: 'link' | 'member';
  memberId: number;
  actor: NonNullable<Actor>;
}

/** The environment of the upload routes: the caller as authentication read them, and the reader. */
type UploadEnv = { Variables: AuthVariables & { reader: UploadReader | null } };

/**
 * The reader of a request: the upload link's member when a token is given (in `?token=` or the
 * X-Upload-Token header), which must be good for this game and unexpired, else the member logged
 * in, else null. A link is checked wherever it is given, so a bad one is never quietly ignored:
 * expired, another game's or forged, it is a 403 with words the page shows. Never a 401: that says
 * the session is over, and a coach logged in who opens an old link from their mail stays logged in
 * (issue 30 point 4).
 */
async function readerOf(
  c: Context<UploadEnv>,
  deps: AppDeps,
  gameId: number,
): Promise<UploadReader | null> {
  const token = c.req.query('token') ?? c.req.header('X-Upload-Token');
  if (token == null || token === '') {
    const member = c.get('member');
    const actor = c.get('actor');
    return member == null || actor == null ? null : { kind: 'member', memberId: member.id, actor };
  }
  const verified = await verifyUploadToken(deps.tokens.secret, token, gameId, deps.clock.now());
  if (!verified.ok) {
    throw forbidden(
      verified.reason === 'expired' ? UPLOAD_MESSAGES.linkExpired : UPLOAD_MESSAGES.linkInvalid,
    );
  }
  const { db } = deps.handle;
  const [member] = await db.select().from(members).where(eq(members.id, verified.grant.memberId));
  if (member == null || !member.isActive) {
    throw forbidden(UPLOAD_MESSAGES.linkMemberInactive);
  }
  return { kind: 'link', memberId: member.id, actor: await actorOf(db, member) };
}

/**
 * Middleware: 404 'Game is not found' (spec §8) for a game that does not exist, then the reader
 * (see {@link readerOf}) on the context, before any body is read.
 */
function gameAndReader(deps: AppDeps): MiddlewareHandler<UploadEnv> {
  return async (c, next) => {
    const id = Number(c.req.param('id'));
    const [game] = await deps.handle.db
      .select({ id: games.id })
      .from(games)
      .where(eq(games.id, id));
    if (game == null) throw notFound(GAME_MESSAGES.gameNotFound);
    c.set('reader', await readerOf(c, deps, id));
    await next();
  };
}

/** SHA-256 of the caller's address: enough to see one sender's posts, never the address. */
function addressHash(c: Context, deps: AppDeps): string {
  const address = deps.limiter.addressOf(c);
  return createHash('sha256').update(address).digest('base64url');
}

/**
 * The score upload page's calls (spec §7 GET/PUT {admin}/api/uploadScores/{id}; §2
 * /uploadScores/:id): the game with each team's canEdit for this reader, and the report, made by
 * the member of an upload link (a coach from a reminder) or the member logged in, through the same
 * write as POST memberScores, so every provenance rule applies.
 */
export function uploadScoreRoutes(deps: AppDeps): Hono<UploadEnv> {
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
export function imageUploadRoutes(deps: AppDeps): Hono<AuthEnv> {
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

/**
 * POST posts/game/{id} (spec §7: gameId, message, sources): more about a game from the upload
 * page. It needs no account (spec §6), so it is attributed to the upload link's member or the
 * member logged in when there is one, and held for staff when there is none; limited hard by
 * address and by member. Its photos must be pictures our upload stored.
 */
export function gamePostRoutes(deps: AppDeps): Hono<UploadEnv> {
  const { handle, tokens, clock, limiter, storage, writeSportsData } = deps;
  return new Hono<UploadEnv>().post(
    '/posts/game/:id',
    describeJson(
      'Scores',
      "Post a message and photos about a game; no account needed (held for staff without one); optional upload link's ?token=",
      { body: gamePostSchema, response: gamePostAnswerSchema },
    ),
    authenticate(handle.db, tokens) as unknown as MiddlewareHandler<UploadEnv>,
    noStore,
    valid('param', idPathSchema),
    valid('query', uploadTokenQuerySchema),
    gameAndReader(deps),
    async (c, next) => {
      await limiter.consume(c, 'gamePost', c.get('reader')?.memberId);
      await next();
    },
    valid('json', gamePostSchema),
    // A member's post about a game is a forum post: it counts against their daily posts as one
    // from the forum does (issue 17 "daily limits per member on posts").
    forumDailyLimit<UploadEnv>(deps, 'post', async (c) => {
      const memberId = c.get('reader')?.memberId;
      if (memberId == null) return null;
      const [member] = await handle.db
        .select({ id: members.id, createdAt: members.createdAt })
        .from(members)
        .where(eq(members.id, memberId));
      return member ?? null;
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const post = c.req.valid('json');
      if (post.gameId !== id) throw badInput(`Invalid body field 'gameId': must be ${id}`);
      await requireStoredPictures(
        storage,
        post.sources.map((source) => source.url),
      );
      const who = c.get('reader');
      return c.json(
        await createGamePost(writeSportsData, {
          gameId: id,
          memberId: who?.memberId ?? null,
          viaLink: who?.kind === 'link',
          message: post.message ?? null,
          photos: post.sources.map(({ url, name }) => ({ url, name })),
          addressHash: addressHash(c, deps),
          now: clock.now(),
        }),
      );
    },
  );
}
