import { linkPreviewQuerySchema, linkPreviewSchema } from '@csz/core';
import { Hono } from 'hono';
import { authenticate, caller, noStore, requireMember, type AuthEnv } from '../auth/authenticate';
import type { AppDeps } from '../deps';
import { badInput } from '../http/errors';
import { describeJson } from '../http/openapi';
import { valid } from '../http/validation';

/** The answer to a link our server will not fetch (not a public web address on port 80 or 443). */
export const LINK_NOT_PREVIEWABLE = 'This link cannot be previewed';

/** What the link-preview route needs: the session, the limits, and a previewer. */
export type LinkPreviewDeps = Pick<AppDeps, 'handle' | 'tokens' | 'limiter' | 'linkPreviews'>;

/**
 * GET metadata?url (spec §7 "link parse"; §3 "Link preview"): the preview of a link a member is
 * putting in a post. Only for members, as each preview may cost a fetch from the web, and limited
 * by member and by address. A link we do not fetch (a private or loopback address, at first or
 * after a redirect, another port) is a 400; a page that cannot be read or is not HTML is a 200
 * with a null title and no pictures, and the post keeps a plain link.
 */
export function linkPreviewRoutes(deps: LinkPreviewDeps) {
  const { handle, tokens, limiter } = deps;
  const previewer = deps.linkPreviews;
  return new Hono<AuthEnv>().get(
    '/metadata',
    describeJson(
      'Forum',
      "A link's preview for a post (title, pictures, favicons), fetched by the server from public web addresses on ports 80 and 443 only; 400 for a link it will not fetch, a null title when the page cannot be read or is not HTML",
      { response: linkPreviewSchema, session: true },
    ),
    authenticate(handle.db, tokens),
    noStore,
    requireMember,
    async (c, next) => {
      await limiter.consume(c, 'linkPreview', caller(c).member.id);
      await next();
    },
    valid('query', linkPreviewQuerySchema),
    async (c) => {
      const preview = await previewer.preview(c.req.valid('query').url);
      if (preview == null) throw badInput(LINK_NOT_PREVIEWABLE);
      return c.json(preview);
    },
  );
}
