// Who reads the score upload page and sends from it: the member of a valid upload link, or the
// member logged in (spec §7 uploadScores; the link of a nightly reminder). The upload routes and
// the game posts sent from the page (forum/gamePostRoutes.ts) read the reader the same way.
import { GAME_MESSAGES, UPLOAD_MESSAGES, type Actor } from '@csz/core';
import { eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { members } from '../accounts/schema';
import { actorOf, type AuthVariables } from '../auth/authenticate';
import type { AppDeps } from '../deps';
import { games } from '../games/schema';
import { forbidden, notFound } from '../http/errors';
import { verifyUploadToken } from './uploadLinks';

/** Who reads the upload page: the member of a valid upload link, or the member logged in. */
export interface UploadReader {
  kind: 'link' | 'member';
  memberId: number;
  actor: NonNullable<Actor>;
}

/** The environment of the upload routes: the caller as authentication read them, and the reader. */
export type UploadEnv = { Variables: AuthVariables & { reader: UploadReader | null } };

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
export function gameAndReader(deps: AppDeps): MiddlewareHandler<UploadEnv> {
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
