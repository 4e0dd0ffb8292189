import { createHash } from 'node:crypto';
import {
  categoriesSchema,
  claimSchema,
  commentsPageSchema,
  commentsQuerySchema,
  forumMessageAnswerSchema,
  idPathSchema,
  imageUploadAnswerSchema,
  isNewAccount,
  memberDisplayName,
  moderationDecisionSchema,
  moderationQueueSchema,
  newCommentSchema,
  newPostSchema,
  pinnedPostSchema,
  postReactionAnswerSchema,
  postReactionSchema,
  postSchema,
  postViewQuerySchema,
  postsPageSchema,
  postsQuerySchema,
  togglePinSchema,
  GAME_MESSAGES,
  type ForumLimitedAction,
} from '@csz/core';
import { eq } from 'drizzle-orm';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import {
  authenticate,
  caller,
  noStore,
  noStoreForMembers,
  requireMember,
  requirePermission,
  type AuthEnv,
} from '../auth/authenticate';
import { games } from '../games/schema';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { describeJson } from '../http/openapi';
import { valid } from '../http/validation';
import { storePostPhoto } from '../storage/images';
import {
  commentById,
  commentsPage,
  forumCategories,
  gamePostIds,
  moderationQueue,
  pagesOf,
  pinnedPostId,
  postsByIds,
  visiblePostId,
} from './queries';
import { addComment, deleteComment } from './commentWrites';
import { claimPost, decidePost } from './moderationWrites';
import { POST_NOT_FOUND } from './postState';
import { deletePost, publishPost, recordView, setPostLike, togglePin } from './postWrites';

/**
 * Counts one of a member's forum actions against their daily limit (a new account's is lower), and
 * gives it back when the action is then refused (a 4xx: a bad body, a missing post), so the limit
 * counts what was done. `memberOf` names the member acting, or null for one not limited here (a
 * guest, whose limits are by address, or staff).
 */
export function forumDailyLimit<E extends AuthEnv>(
  deps: Pick<AppDeps, 'limiter' | 'clock'>,
  action: ForumLimitedAction,
  memberOf: (c: Context<E>) => Promise<{ id: number; createdAt: Date } | null>,
): MiddlewareHandler<E> {
  return async (c, next) => {
    const member = await memberOf(c);
    if (member == null) return next();
    const newAccount = isNewAccount(member.createdAt, deps.clock.now());
    await deps.limiter.consumeDaily(action, member.id, newAccount);
    await next();
    if (c.error != null || c.res.status >= 400) {
      await deps.limiter.refundDaily(action, member.id, newAccount);
    }
  };
}

/**
 * Counts one of the caller's forum actions against their daily limit (see forumDailyLimit). Staff
 * have none: a SiteAdmin's claims are hides, and a spam wave must be hidden whole.
 */
function dailyLimit(deps: AppDeps, action: ForumLimitedAction): MiddlewareHandler<AuthEnv> {
  return forumDailyLimit<AuthEnv>(deps, action, async (c) => {
    const { member, actor } = caller(c);
    return actor.isSiteAdmin ? null : member;
  });
}

/** Who read a post, for counting views once a day: a member's id, or a guest's hashed address. */
function readerKey(c: Context<AuthEnv>, deps: AppDeps): string {
  const member = c.get('member');
  if (member != null) return `member:${member.id}`;
  const address = deps.limiter.addressOf(c);
  return `address:${createHash('sha256').update(address).digest('base64url')}`;
}

/**
 * The Zone's posts, comments, likes and reports (spec §7 "Forum"), under /api/forums. Every write
 * needs a member (401 for a guest: the site asks them to log in), is limited per member and day,
 * and runs in one transaction with its points and notifications.
 */
export function forumRoutes(deps: AppDeps) {
  const { handle, tokens, clock, limiter, storage, writeSportsData, linkPreviews } = deps;
  const postWriter = { db: handle.db, writeSportsData, storage, linkPreviews };
  const { db } = handle;
  const auth = authenticate(db, tokens);
  const viewerId = (c: Context<AuthEnv>) => c.get('member')?.id ?? null;
  const onePost = async (id: number, viewer: number | null) => {
    const [post] = await postsByIds(db, [id], viewer);
    if (post == null) throw notFound(POST_NOT_FOUND);
    return post;
  };
  return new Hono<AuthEnv>()
    .get(
      '/categories',
      describeJson(
        'Forum',
        'The categories: General, CSZ Articles, Player of the Month, podcast, and Teams with the states, districts and schools posts are tagged with',
        { response: categoriesSchema },
      ),
      async (c) => c.json(await forumCategories(db)),
    )
    .get(
      '/posts/isPinnedPost',
      describeJson('Forum', 'Whether a post is pinned, and which', {
        response: pinnedPostSchema,
      }),
      async (c) => {
        const postId = await pinnedPostId(db);
        return c.json({ isPinnedPost: postId != null, postId });
      },
    )
    .get(
      '/posts/view/:id',
      describeJson(
        'Forum',
        "One post (the post page); 404 'Not Found' when deleted or hidden. Counts a view once per reader and day; ?slug is the address's words and is not checked",
        { response: postSchema },
      ),
      auth,
      noStoreForMembers,
      valid('param', idPathSchema),
      valid('query', postViewQuerySchema),
      async (c) => {
        const { id } = c.req.valid('param');
        if ((await visiblePostId(db, id)) == null) throw notFound(POST_NOT_FOUND);
        await recordView(db, id, readerKey(c, deps), clock.today());
        // Views change on every new reader: a post page is never served from a shared cache.
        c.header('Cache-Control', 'no-store');
        return c.json(await onePost(id, viewerId(c)));
      },
    )
    .get(
      '/posts/game/:id',
      describeJson(
        'Forum',
        "A game's posts, newest first (page, perPage 15); 404 'Game is not found'",
        { response: postsPageSchema },
      ),
      auth,
      noStoreForMembers,
      valid('param', idPathSchema),
      valid('query', postsQuerySchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const [game] = await db.select({ id: games.id }).from(games).where(eq(games.id, id));
        if (game == null) throw notFound(GAME_MESSAGES.gameNotFound);
        const { page, perPage } = c.req.valid('query');
        const { ids, total } = await gamePostIds(db, id, page, perPage);
        return c.json({
          posts: await postsByIds(db, ids, viewerId(c)),
          totalPages: pagesOf(total, perPage),
          total,
        });
      },
    )
    .post(
      '/posts',
      describeJson(
        'Forum',
        'Create a post (Post, Media, Highlights or Blog): Markdown text stored with its sanitised HTML, tags by category name or place and sport id, uploaded pictures, a YouTube or Vimeo video, links with previews. Answers the post (201)',
        { body: newPostSchema, response: postSchema, session: true },
      ),
      auth,
      noStore,
      requirePermission({ action: 'createPost' }),
      valid('json', newPostSchema),
      dailyLimit(deps, 'post'),
      async (c) => {
        const { member } = caller(c);
        const id = await publishPost(postWriter, member, c.req.valid('json'), clock.now());
        return c.json(await onePost(id, member.id), 201);
      },
    )
    .post(
      '/images',
      describeJson(
        'Forum',
        "Upload a picture for a post (multipart field 'file'; images only, 5 MB, 40 megapixels; re-encoded, metadata stripped); answers its url",
        { response: imageUploadAnswerSchema, session: true },
      ),
      auth,
      noStore,
      requirePermission({ action: 'createPost' }),
      async (c, next) => {
        await limiter.consume(c, 'imageUpload', caller(c).member.id);
        await next();
      },
      async (c) => c.json(await storePostPhoto(c, storage)),
    )
    .delete(
      '/posts/:id',
      describeJson(
        'Forum',
        "Delete one's own post (its Spirit Points are taken back); a SiteAdmin's delete of another's post hides it",
        { response: forumMessageAnswerSchema, session: true },
      ),
      auth,
      noStore,
      requireMember,
      valid('param', idPathSchema),
      async (c) => {
        const message = await deletePost(
          writeSportsData,
          c.req.valid('param').id,
          caller(c).actor,
          clock.now(),
        );
        return c.json({ message });
      },
    )
    .post(
      '/claims',
      describeJson(
        'Forum',
        "Report another member's post (once; not one's own or a pinned one). Reports hide it until staff look once they weigh enough (core's reportsHide: three proven members, or two school staff); a SiteAdmin's claim hides it ('Hidden by admin')",
        { body: claimSchema, response: forumMessageAnswerSchema, session: true },
      ),
      auth,
      noStore,
      requireMember,
      valid('json', claimSchema),
      dailyLimit(deps, 'report'),
      async (c) => {
        const message = await claimPost(
          writeSportsData,
          c.req.valid('json'),
          caller(c).actor,
          clock.now(),
        );
        return c.json({ message });
      },
    )
    .put(
      '/reactions/:id',
      describeJson(
        'Forum',
        "Like or unlike a post ({type: 'Like' | 'Unlike'}); answers its upvotes and youVoted as the server settled them. Liking twice changes nothing",
        { body: postReactionSchema, response: postReactionAnswerSchema, session: true },
      ),
      auth,
      noStore,
      requirePermission({ action: 'likePost' }),
      valid('param', idPathSchema),
      valid('json', postReactionSchema),
      dailyLimit(deps, 'like'),
      async (c) => {
        const { member } = caller(c);
        return c.json(
          await setPostLike(
            db,
            c.req.valid('param').id,
            { id: member.id, displayName: memberDisplayName(member) },
            c.req.valid('json').type === 'Like',
            clock.now(),
          ),
        );
      },
    )
    .get(
      '/comments',
      describeJson(
        'Forum',
        "A post's comments, oldest first (postId, page, size 10); deleted comments are left out",
        { response: commentsPageSchema },
      ),
      valid('query', commentsQuerySchema),
      async (c) => {
        const { postId, page, size } = c.req.valid('query');
        if ((await visiblePostId(db, postId)) == null) throw notFound(POST_NOT_FOUND);
        return c.json(await commentsPage(db, postId, page, size));
      },
    )
    .post(
      '/comments',
      describeJson(
        'Forum',
        "Comment on a post (replyToPostId, message: Markdown, at most 12000 characters); answers the comment in a post's shape",
        { body: newCommentSchema, response: postSchema, session: true },
      ),
      auth,
      noStore,
      requirePermission({ action: 'comment' }),
      valid('json', newCommentSchema),
      dailyLimit(deps, 'comment'),
      async (c) => {
        const { member } = caller(c);
        const { replyToPostId, message } = c.req.valid('json');
        const id = await addComment(
          db,
          { postId: replyToPostId, message },
          { id: member.id, displayName: memberDisplayName(member) },
          clock.now(),
        );
        return c.json((await commentById(db, id))!, 201);
      },
    )
    .delete(
      '/comments/:id',
      describeJson(
        'Forum',
        "Delete one's own comment: marked deleted, and the post's comment count goes down by one",
        { response: forumMessageAnswerSchema, session: true },
      ),
      auth,
      noStore,
      requirePermission({ action: 'comment' }),
      valid('param', idPathSchema),
      async (c) => {
        await deleteComment(db, c.req.valid('param').id, caller(c).member.id, clock.now());
        return c.json({ message: 'Comment deleted' });
      },
    )
    .post(
      '/posts/togglePin',
      describeJson(
        'Forum',
        'Pin a post, or unpin the pinned one (SiteAdmin); one post is pinned at a time (409 while another is). Answers the post',
        { body: togglePinSchema, response: postSchema, session: true },
      ),
      auth,
      noStore,
      requirePermission({ action: 'pinPost' }),
      valid('json', togglePinSchema),
      async (c) => {
        const { postId } = c.req.valid('json');
        await togglePin(db, postId, clock.now());
        return c.json(await onePost(postId, caller(c).member.id));
      },
    );
}

/** Any post as core's permission rules read it, for staff-only calls (hidePost asks only that). */
const ANY_POST = { memberId: null, isPinned: false };

/** The staff queue of reported and held posts, and staff's decisions (issue 17 "Moderation"). */
export function forumModerationRoutes(deps: AppDeps) {
  const { handle, tokens, clock, writeSportsData } = deps;
  const { db } = handle;
  return new Hono<AuthEnv>()
    .get(
      '/forum/claims',
      describeJson(
        'Forum',
        "Staff's queue: posts reported, hidden by members' reports (once they weigh enough: core's reportsHide), or held (sent without an account), oldest first, with their open claims; and the posts staff hid, the most recently hidden first",
        { response: moderationQueueSchema, session: true },
      ),
      authenticate(db, tokens),
      noStore,
      requirePermission({ action: 'hidePost', post: ANY_POST }),
      async (c) => c.json(await moderationQueue(db, caller(c).member.id)),
    )
    .post(
      '/forum/posts/:id/decision',
      describeJson(
        'Forum',
        "Staff decide a post of the queue: 'restore' or 'release' shows it (and gives back its points), 'hide' hides it; its claims are closed",
        { body: moderationDecisionSchema, response: forumMessageAnswerSchema, session: true },
      ),
      authenticate(db, tokens),
      noStore,
      requirePermission({ action: 'hidePost', post: ANY_POST }),
      valid('param', idPathSchema),
      valid('json', moderationDecisionSchema),
      async (c) => {
        const message = await decidePost(
          writeSportsData,
          c.req.valid('param').id,
          c.req.valid('json'),
          caller(c).member.id,
          clock.now(),
        );
        return c.json({ message });
      },
    );
}
