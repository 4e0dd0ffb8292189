import {
  forumListPathSchema,
  forumUpdatesQuerySchema,
  memberFeedPageSchema,
  memberFeedQuerySchema,
  multiTagSearchSchema,
  postsPageSchema,
  postsQuerySchema,
} from '@csz/core';
import { Hono } from 'hono';
import {
  authenticate,
  caller,
  noStore,
  noStoreForMembers,
  requireMember,
  type AuthEnv,
} from '../auth/authenticate';
import type { AppDeps } from '../deps';
import { describe, describeJson } from '../http/openapi';
import { valid } from '../http/validation';
import { memberFeedPage } from './feedQueries';
import { categoryOrTagPage, pageOfPosts, taggedWithAny, updatesPage } from './listQueries';
import { searchPosts } from './search';

/**
 * The Zone's lists (spec §7 "Forum"), mounted at /api/forums: the forum's posts and its text
 * search, category and tag pages, posts under any of several tags, the Updates pages, and the
 * member feed. Every list is of visible posts only (forum/queries visiblePosts), newest first.
 */
export function forumListRoutes(deps: AppDeps) {
  const { handle, tokens, clock } = deps;
  const { db } = handle;
  // Lists are public, but say whether the member asking likes each post (youVoted).
  const reader = [authenticate(db, tokens), noStoreForMembers] as const;
  const viewer = (member: { id: number } | null) => member?.id ?? null;
  return new Hono<AuthEnv>()
    .get(
      '/posts',
      describe(
        'Forum',
        "The forum's posts, newest first with the pinned post opening page 1; with searchTerm, the posts matching it (title, then tags, then text; prefixes; misspelt names), best first",
        postsPageSchema,
      ),
      ...reader,
      valid('query', postsQuerySchema),
      async (c) => {
        const { searchTerm, ...paging } = c.req.valid('query');
        const viewerId = viewer(c.get('member'));
        return c.json(
          searchTerm == null
            ? await pageOfPosts(db, null, paging, viewerId, { pinnedFirst: true })
            : await searchPosts(db, searchTerm, paging, viewerId),
        );
      },
    )
    .get(
      '/posts/search/:categoryOrTag/:tagType/:tagString/:entityId?',
      describe(
        'Forum',
        "A category's posts ('category/all/General': every post, the pinned one first; a group by name) or a tag's (a school, sport, or a district or state with its schools), newest first",
        postsPageSchema,
      ),
      ...reader,
      valid('param', forumListPathSchema),
      valid('query', postsQuerySchema),
      async (c) => {
        const { page, perPage } = c.req.valid('query');
        return c.json(
          await categoryOrTagPage(
            db,
            c.req.valid('param'),
            { page, perPage },
            viewer(c.get('member')),
          ),
        );
      },
    )
    .post(
      '/posts/searchMultiTag',
      describeJson('Forum', 'Posts carrying any of the tags, newest first', {
        body: multiTagSearchSchema,
        response: postsPageSchema,
      }),
      ...reader,
      valid('json', multiTagSearchSchema),
      async (c) => {
        const { tags, page, perPage } = c.req.valid('json');
        const filter = taggedWithAny(
          tags.map((t) => ({ tagType: t.tagType, entityId: t.tagEntityId })),
        );
        return c.json(
          await pageOfPosts(db, filter, { page, perPage }, viewer(c.get('member')), {
            pinnedFirst: filter == null,
          }),
        );
      },
    )
    .get(
      '/posts/updates',
      describe(
        'Forum',
        'The Updates pages: posts about a school, county or state (with the places inside it) and a sport, both when both are given, newest first',
        postsPageSchema,
      ),
      ...reader,
      valid('query', forumUpdatesQuerySchema),
      async (c) => c.json(await updatesPage(db, c.req.valid('query'), viewer(c.get('member')))),
    )
    .get(
      '/posts/byUserSubs',
      describeJson(
        'Forum',
        "The member feed: posts about the schools, places and sports the member follows, with their teams' games between them, newest first; an empty page when done",
        { response: memberFeedPageSchema, session: true },
      ),
      authenticate(db, tokens),
      noStore,
      requireMember,
      valid('query', memberFeedQuerySchema),
      async (c) =>
        c.json(await memberFeedPage(db, caller(c).member.id, c.req.valid('query'), clock.today())),
    );
}
