import { createHash } from 'node:crypto';
import {
  gamePostAnswerSchema,
  gamePostSchema,
  idPathSchema,
  uploadTokenQuerySchema,
} from '@csz/core';
import { eq } from 'drizzle-orm';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { members } from '../accounts/schema';
import { authenticate, noStore } from '../auth/authenticate';
import type { AppDeps } from '../deps';
import { badInput } from '../http/errors';
import { describeJson } from '../http/openapi';
import { valid } from '../http/validation';
import { gameAndReader, type UploadEnv } from '../scores/uploadReader';
import { requireStoredPictures } from '../storage/images';
import { createGamePost } from './postWrites';
import { forumDailyLimit } from './routes';

/** SHA-256 of the caller's address: enough to see one sender's posts, never the address. */
function addressHash(c: Context, deps: AppDeps): string {
  const address = deps.limiter.addressOf(c);
  return createHash('sha256').update(address).digest('base64url');
}

/**
 * POST posts/game/{id} (spec §7: gameId, message, sources): more about a game from the upload
 * page. It needs no account (spec §6), so it is attributed to the upload link's member or the
 * member logged in when there is one, and held for staff when there is none; limited hard by
 * address and by member. Its photos must be pictures our upload stored.
 */
export function gamePostRoutes(deps: AppDeps) {
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
