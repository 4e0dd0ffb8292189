// The forum's posts (spec §4): writing one (its checks, tags, pictures, link previews), deleting,
// liking, pinning and counting views.
import {
  GAME_MESSAGES,
  UPLOAD_MESSAGES,
  VIDEO_HOSTS_MESSAGE,
  embeddableVideoUrl,
  isNewAccount,
  FORUM_CATEGORIES,
  FORUM_MESSAGES,
  FORUM_MODERATION_MESSAGES,
  LIKED_POST_POINTS,
  PODCAST_TAG,
  POST_LIKED_POINTS,
  can,
  postSlug,
  type Actor,
  type GamePostAnswer,
  type LinkPreview,
  type NewPostBody,
  type NewPostTag,
  type PostKind,
  type PostReactionAnswer,
  type PostSource,
  type TagType,
} from '@csz/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { games } from '../games/schema';
import { districts, schools, sports, states } from '../lookups/schema';
import { badInput, conflict, notFound, RequestError } from '../http/errors';
import { enqueue } from '../jobs/enqueue';
import type { SportsDataWriter } from '../live/sportsData';
import { notifications } from '../notifications/schema';
import { addNotification } from '../notifications/writes';
import { awardPoints } from '../points/writes';
import { forumPostLikes, forumPostTags, forumPostViews, forumPosts } from './schema';
import { recordSearchTerms } from './searchTerms';
import type { Storage } from '../storage/storage';
import { requireStoredPictures } from '../storage/images';
import { previewLinks } from './links';
import type { LinkPreviewer } from './linkPreviewer';
import { plainText, plainTextHtml, renderMarkdown } from './render';
import { recordAdminHide } from './moderationWrites';
import {
  awardPostPoints,
  countGamePost,
  isVisible,
  likePoints,
  likeSubject,
  lockPost,
  postName,
  postSubject,
  subjectOf,
  takeBackAward,
  takeBackPost,
} from './postState';

/** A tag as it is stored. */
export interface StoredTag {
  tagType: TagType;
  entityId: number;
  tagString: string;
  isCategory: boolean;
}

/** The categories a post may carry (spec §3), and the podcast group (spec §2). */
const CATEGORY_NAMES: readonly { tagType: TagType; tagString: string }[] = [
  ...FORUM_CATEGORIES,
  { tagType: 'Group', tagString: PODCAST_TAG },
];

/** The table that names each kind of place or sport a tag may point at. */
const TAG_TABLES = { School: schools, District: districts, State: states, Sport: sports } as const;

/**
 * The tags chosen for a new post as they are stored: the category by its name (General when none),
 * places and sports by id with their names looked up here, never taken from the request. Unknown
 * categories or ids, or two categories, are a 400.
 */
export async function resolveTags(db: Database, tags: readonly NewPostTag[]): Promise<StoredTag[]> {
  const resolved = new Map<string, StoredTag>();
  let category: StoredTag | null = null;
  for (const [i, tag] of tags.entries()) {
    if (tag.tagType === 'All' || tag.tagType === 'Group') {
      const known = CATEGORY_NAMES.find(
        (c) =>
          c.tagType === tag.tagType && c.tagString.toLowerCase() === tag.tagString.toLowerCase(),
      );
      if (known == null) {
        throw badInput(
          `Invalid body field 'tags.${i}.tagString': ${FORUM_MODERATION_MESSAGES.unknownCategory}`,
        );
      }
      if (category != null && category.tagString !== known.tagString) {
        throw badInput(`Invalid body field 'tags': ${FORUM_MODERATION_MESSAGES.oneCategory}`);
      }
      category = { ...known, entityId: 0, isCategory: true };
      continue;
    }
    if (tag.tagEntityId == null) {
      throw badInput(`Invalid body field 'tags.${i}.tagEntityId': Required`);
    }
    const table = TAG_TABLES[tag.tagType];
    const [row] = await db
      .select({ name: table.name })
      .from(table)
      .where(eq(table.id, tag.tagEntityId));
    if (row == null) {
      throw badInput(`Invalid body field 'tags.${i}.tagEntityId': no such ${tag.tagType}`);
    }
    resolved.set(`${tag.tagType}:${tag.tagEntityId}`, {
      tagType: tag.tagType,
      entityId: tag.tagEntityId,
      tagString: row.name,
      isCategory: false,
    });
  }
  const [general] = CATEGORY_NAMES;
  return [category ?? { ...general!, entityId: 0, isCategory: true }, ...resolved.values()];
}

/** The name of a picture whose name was nothing but markup. */
const UNNAMED_PICTURE = 'picture';

/** What writing a post needs: the database, where pictures are kept, and link previews. */
export interface PostWriter {
  db: Database;
  writeSportsData: SportsDataWriter;
  storage: Storage;
  linkPreviews: LinkPreviewer;
}

/**
 * POST posts, the whole use case: the post as sent (core's newPostSchema), checked and resolved,
 * then stored by {@link createPost}. Titles and picture names lose any markup (they are text to
 * whatever reads them); a Blog needs a title left after that; a video must be YouTube's or
 * Vimeo's; pictures must be ones our upload stored; tags are resolved by name or id; link previews
 * are fetched before the transaction (a slow site never holds a database connection), and only for
 * accounts older than a day. Answers the new post's id.
 */
export async function publishPost(
  writer: PostWriter,
  member: { id: number; createdAt: Date },
  body: NewPostBody,
  now: Date,
): Promise<number> {
  const title = body.title == null ? null : plainText(body.title) || null;
  if (body.kind === 'Blog' && title == null) {
    throw badInput("Invalid body field 'title': Required", { title: 'Required' });
  }
  const sources: PostSource[] = body.sources.map(({ url, name }) => ({
    url,
    type: 'Image',
    name: plainText(name) || UNNAMED_PICTURE,
    description: null,
  }));
  if (body.videoUrl != null) {
    const embed = embeddableVideoUrl(body.videoUrl);
    if (embed == null) throw badInput(`Invalid body field 'videoUrl': ${VIDEO_HOSTS_MESSAGE}`);
    sources.push({ url: embed, type: 'Video', name: null, description: null });
  }
  await requireStoredPictures(
    writer.storage,
    body.sources.map((s) => s.url),
  );
  const tags = await resolveTags(writer.db, body.tags);
  const links = await previewLinks(writer.linkPreviews, body.links, {
    allowPreviews: !isNewAccount(member.createdAt, now),
  });
  return createPost(writer.writeSportsData, {
    memberId: member.id,
    kind: body.kind,
    title,
    message: body.message,
    contentHtml: renderMarkdown(body.message),
    tags,
    sources,
    links,
    gameId: body.gameId,
    now,
  });
}

/** Everything a new post is made of, checked and resolved ({@link publishPost}). */
export interface NewPostRequest {
  memberId: number;
  kind: Exclude<PostKind, 'Game'>;
  title: string | null;
  message: string;
  contentHtml: string;
  tags: readonly StoredTag[];
  /** Pictures (checked to be ours) and the embedded video. */
  sources: readonly PostSource[];
  links: readonly LinkPreview[];
  gameId: number | null;
  now: Date;
}

/**
 * POST posts: stores a post with its tags, awards its author's points and records the fan-out of
 * its NewPost notifications to the followers of its schools and sports (done by the jobs worker
 * after commit), all in one transaction. Answers the new post's id.
 */
export async function createPost(
  writeSportsData: SportsDataWriter,
  request: NewPostRequest,
): Promise<number> {
  return writeSportsData(async (tx, changes) => {
    if (request.gameId != null) {
      const [game] = await tx
        .select({ id: games.id })
        .from(games)
        .where(eq(games.id, request.gameId));
      if (game == null) throw badInput("Invalid body field 'gameId': no such game");
    }
    const [post] = await tx
      .insert(forumPosts)
      .values({
        memberId: request.memberId,
        kind: request.kind,
        title: request.title,
        message: request.message,
        contentHtml: request.contentHtml,
        slug: postSlug(request.title, request.message),
        gameId: request.gameId,
        sources: [...request.sources],
        links: [...request.links],
        tagsText: request.tags.map((t) => t.tagString).join(' '),
        createdAt: request.now,
        updatedAt: request.now,
      })
      .returning();
    await tx
      .insert(forumPostTags)
      .values(request.tags.map((tag) => ({ ...tag, postId: post!.id, createdAt: request.now })));
    // Its names are correctable in search from the moment it is committed.
    await recordSearchTerms(tx, eq(forumPosts.id, post!.id));
    await awardPostPoints(tx, post!, request.now);
    await countGamePost(tx, changes, post!, 1, request.now);
    if (request.tags.some((t) => t.tagType === 'School' || t.tagType === 'Sport')) {
      await enqueue(tx, { kind: 'forumNewPost', postId: post!.id });
    }
    return post!.id;
  });
}

/**
 * DELETE posts/{id}: the author deletes their own post (its points are taken back); a SiteAdmin
 * deleting another's post hides it instead (spec §6), as their claim would. Answers the spec's
 * success text.
 */
export async function deletePost(
  writeSportsData: SportsDataWriter,
  postId: number,
  actor: NonNullable<Actor>,
  now: Date,
): Promise<string> {
  return writeSportsData(async (tx, changes) => {
    const post = await lockPost(tx, postId, false);
    if (can(actor, { action: 'deletePost', post: subjectOf(post) }).allowed) {
      await tx
        .update(forumPosts)
        .set({ deletedAt: now, pinnedAt: null, updatedAt: now })
        .where(eq(forumPosts.id, postId));
      if (isVisible(post)) {
        await takeBackPost(tx, postId);
        await countGamePost(tx, changes, post, -1, now);
      }
      return FORUM_MESSAGES.postDeleted;
    }
    if (can(actor, { action: 'hidePost', post: subjectOf(post) }).allowed) {
      await recordAdminHide(tx, changes, post, actor.memberId, now);
      return FORUM_MESSAGES.postHidden;
    }
    throw new RequestError(403, FORUM_MESSAGES.cantDeletePost);
  });
}

/** The Spirit Points an author's notice of one member's like says they earned (0 once undone). */
async function setLikePointsTold(
  tx: Transaction,
  authorId: number,
  postId: number,
  likerId: number,
  spiritPoints: number,
): Promise<void> {
  await tx
    .update(notifications)
    .set({ spiritPoints })
    .where(
      and(
        eq(notifications.memberId, authorId),
        eq(notifications.subject, likeSubject(postId, likerId)),
      ),
    );
}

/**
 * PUT reactions/{id}: likes or unlikes a post for a member; liking twice or unliking a post not
 * liked changes nothing. The count is settled here, in the transaction. A new like awards the
 * Spirit Points (18 to the member, 19 to the author, once per member and post, so unliking and
 * a like taken back takes them back, so liking again earns them once more) and tells the author
 * (once: a like taken back and given again tells nobody twice).
 */
export async function setPostLike(
  db: Database,
  postId: number,
  member: { id: number; displayName: string },
  liked: boolean,
  now: Date,
): Promise<PostReactionAnswer> {
  return db.transaction(async (tx) => {
    const post = await lockPost(tx, postId);
    let upvotes = post.upvotes;
    if (liked) {
      const added = await tx
        .insert(forumPostLikes)
        .values({ postId, memberId: member.id, createdAt: now })
        .onConflictDoNothing()
        .returning({ postId: forumPostLikes.postId });
      if (added.length > 0) {
        upvotes += 1;
        const authorPoints = await likePoints(tx, post, member.id, now);
        if (post.memberId != null && post.memberId !== member.id) {
          const told = await addNotification(tx, {
            memberId: post.memberId,
            type: 'Like',
            subject: likeSubject(postId, member.id),
            spiritPointType: POST_LIKED_POINTS,
            spiritPoints: authorPoints,
            postId,
            postName: postName(post),
            gameId: post.gameId,
            fromMemberId: member.id,
            authorName: member.displayName,
            createdAt: now,
          });
          // Liked again: the author was told the first time; their notice says the points again.
          if (!told) await setLikePointsTold(tx, post.memberId, postId, member.id, authorPoints);
        }
      }
    } else {
      const removed = await tx
        .delete(forumPostLikes)
        .where(and(eq(forumPostLikes.postId, postId), eq(forumPostLikes.memberId, member.id)))
        .returning({ postId: forumPostLikes.postId });
      if (removed.length > 0) {
        upvotes -= 1;
        // A like taken back takes its points back (18 and the author's 19): liking and unliking
        // earns nothing, and liking again earns them once more, as restoring a post does.
        await takeBackAward(tx, member.id, LIKED_POST_POINTS, postSubject(postId));
        if (post.memberId != null) {
          await takeBackAward(tx, post.memberId, POST_LIKED_POINTS, likeSubject(postId, member.id));
          await setLikePointsTold(tx, post.memberId, postId, member.id, 0);
        }
      }
    }
    if (upvotes !== post.upvotes) {
      await tx.update(forumPosts).set({ upvotes }).where(eq(forumPosts.id, postId));
    }
    return { upvotes, youVoted: liked };
  });
}

/**
 * POST posts/togglePin (SiteAdmin): pins a visible post, or unpins it if it is the pinned one. One
 * post is pinned at a time (spec §4): pinning while another is pinned is a 409, as the site's
 * button is disabled then; the unique index settles two staff pinning at once.
 */
export async function togglePin(db: Database, postId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const post = await lockPost(tx, postId);
    if (post.pinnedAt != null) {
      await tx.update(forumPosts).set({ pinnedAt: null }).where(eq(forumPosts.id, postId));
      return;
    }
    const [pinned] = await tx
      .select({ id: forumPosts.id })
      .from(forumPosts)
      .where(sql`${forumPosts.pinnedAt} is not null`);
    if (pinned != null) throw conflict(FORUM_MODERATION_MESSAGES.anotherPinned);
    await tx.update(forumPosts).set({ pinnedAt: now }).where(eq(forumPosts.id, postId));
  });
}

/**
 * Counts a view of a post once per reader (a member by id, a guest by a hash of their address)
 * and service day. Answers whether this view counted.
 */
export async function recordView(
  db: Database,
  postId: number,
  reader: string,
  day: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const added = await tx
      .insert(forumPostViews)
      .values({ postId, reader, day })
      .onConflictDoNothing()
      .returning({ postId: forumPostViews.postId });
    if (added.length === 0) return false;
    await tx
      .update(forumPosts)
      .set({ views: sql`${forumPosts.views} + 1` })
      .where(eq(forumPosts.id, postId));
    return true;
  });
}

/** A post about a game from the score upload page, with who sent it, as the route read them. */
export interface GamePostRequest {
  gameId: number;
  /** The member it is attributed to (logged in, or the upload link's), or null for nobody. */
  memberId: number | null;
  viaLink: boolean;
  message: string | null;
  photos: { url: string; name: string }[];
  addressHash: string;
  now: Date;
}

/**
 * Stores a post about a game (POST posts/game/{id}; spec §6 "needs no token"). A post with a
 * member counts in the game's postsCount at once (which goes out live); one without is held for
 * staff, as anyone could have sent it. 404 'Game is not found' for a game that does not exist.
 */
export async function createGamePost(
  writeSportsData: SportsDataWriter,
  request: GamePostRequest,
): Promise<GamePostAnswer> {
  return writeSportsData(async (tx, changes) => {
    const [game] = await tx
      .select({ id: games.id })
      .from(games)
      .where(eq(games.id, request.gameId))
      .for('update');
    if (game == null) throw notFound(GAME_MESSAGES.gameNotFound);
    const held = request.memberId == null;
    const [post] = await tx
      .insert(forumPosts)
      .values({
        kind: 'Game',
        gameId: request.gameId,
        memberId: request.memberId,
        viaLink: request.viaLink,
        held,
        message: request.message ?? '',
        contentHtml: plainTextHtml(request.message ?? ''),
        sources: request.photos.map(({ url, name }) => ({
          url,
          type: 'Image' as const,
          name,
          description: null,
        })),
        addressHash: request.addressHash,
        createdAt: request.now,
        updatedAt: request.now,
      })
      .returning({ id: forumPosts.id });
    if (!held) {
      // Spec §4 type 15 'posted about a game', under the post's subject (postState.ts), taken
      // back with the post when it is deleted or hidden.
      await awardPoints(tx, request.memberId!, 15, postSubject(post!.id), request.now);
      await tx
        .update(games)
        .set({ postsCount: sql`${games.postsCount} + 1`, updatedAt: request.now })
        .where(eq(games.id, request.gameId));
      changes.games([request.gameId]);
    }
    return { id: post!.id, held, message: UPLOAD_MESSAGES.thanks };
  });
}
