import {
  COMMENTED_POINTS,
  FORUM_CATEGORIES,
  FORUM_MESSAGES,
  FORUM_MODERATION_MESSAGES,
  HIDDEN_BY_ADMIN,
  LIKED_POST_POINTS,
  PODCAST_TAG,
  POST_LIKED_POINTS,
  cantActOnPostMessage,
  can,
  memberDisplayName,
  postSlug,
  postSpiritPointType,
  PUBLIC_ROLES,
  reportsHide,
  type Actor,
  type LinkPreview,
  type ModerationDecision,
  type NewPostTag,
  type PostKind,
  type PostReactionAnswer,
  type PostSource,
  type ReporterStanding,
  type SpiritPointType,
  type TagType,
} from '@csz/core';
import { and, eq, inArray, isNull, like, notInArray, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { members, memberRoles } from '../accounts/schema';
import { games } from '../games/schema';
import { districts, schools, sports, states } from '../lookups/schema';
import { badInput, conflict, forbidden, notFound, RequestError } from '../http/errors';
import { enqueue } from '../jobs/enqueue';
import type { SportsDataChanges, SportsDataWriter } from '../live/sportsData';
import { notifications } from '../notifications/schema';
import { addNotification } from '../notifications/writes';
import { awardPoints } from '../points/writes';
import { spiritPointAwards } from '../points/schema';
import { plainText, renderMarkdown } from './render';
import {
  forumClaims,
  forumComments,
  forumPostLikes,
  forumPostTags,
  forumPostViews,
  forumPosts,
} from './schema';
import { recordSearchTerms } from './searchTerms';

/** A missing (or deleted, hidden, held) post: the spec's words (§8 "missing post 'Not Found'"). */
export const POST_NOT_FOUND = 'Not Found';

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

/** Everything a new post is made of, checked and resolved by its route. */
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

/** The longest name of a post in a notification, in characters. */
const POST_NAME_MAX = 80;

/**
 * What a notification calls a post: its title, or else the first words of its text as a reader
 * sees them (its Markdown rendered and taken out), never its address's slug; null for a post
 * without either (pictures alone), which the list calls 'a post'.
 */
export function postName(post: { title: string | null; message: string }): string | null {
  if (post.title != null) return post.title;
  const words = plainText(renderMarkdown(post.message)).replace(/\s+/g, ' ').trim();
  if (words === '') return null;
  const characters = [...words];
  if (characters.length <= POST_NAME_MAX) return words;
  return `${characters
    .slice(0, POST_NAME_MAX - 1)
    .join('')
    .trimEnd()}…`;
}

/** The subject of every award about a post: all of them are taken back with it. */
const postSubject = (postId: number) => `post:${postId}`;
/** The subject of the author's award for one member's like (one per member who likes it). */
const likeSubject = (postId: number, likerId: number) => `post:${postId}:like:${likerId}`;

/** A post as the writes read it, locked for the rest of the transaction. */
type LockedPost = typeof forumPosts.$inferSelect;

/** Whether every reader may see a post (see queries.ts visiblePosts). */
const isVisible = (post: LockedPost) =>
  post.deletedAt == null && post.hiddenAt == null && !post.held;

/** A post locked for a change, or 404 when there is none (or, with `visible`, none a reader sees). */
async function lockPost(tx: Transaction, id: number, visible = true): Promise<LockedPost> {
  const [post] = await tx.select().from(forumPosts).where(eq(forumPosts.id, id)).for('update');
  if (post == null || post.deletedAt != null || (visible && !isVisible(post))) {
    throw notFound(POST_NOT_FOUND);
  }
  return post;
}

/** The author's Spirit Points type for a post as stored. */
function authorPointsType(post: LockedPost) {
  return postSpiritPointType({
    kind: post.kind,
    images: post.sources.filter((s) => s.type === 'Image').length,
    gameId: post.gameId,
    links: post.links.length,
  });
}

/**
 * Awards every Spirit Point a visible post gives (spec §4): its author's for the post and for each
 * member who likes it, the likers' and the commenters'. Awards are once per member, type and
 * subject, so this is safe to run again: on a new post it gives the author's alone, on a restored
 * post it gives back what hiding took.
 */
async function awardPostPoints(tx: Transaction, post: LockedPost, at: Date): Promise<void> {
  if (post.memberId != null) {
    await awardPoints(tx, post.memberId, authorPointsType(post), postSubject(post.id), at);
  }
  const likers = await tx
    .select({ memberId: forumPostLikes.memberId })
    .from(forumPostLikes)
    .where(eq(forumPostLikes.postId, post.id));
  for (const { memberId } of likers) await likePoints(tx, post, memberId, at);
  const commenters = await tx
    .selectDistinct({ memberId: forumComments.memberId })
    .from(forumComments)
    .where(and(eq(forumComments.postId, post.id), isNull(forumComments.deletedAt)));
  for (const { memberId } of commenters) {
    if (memberId != null && memberId !== post.memberId) {
      await awardPoints(tx, memberId, COMMENTED_POINTS, postSubject(post.id), at);
    }
  }
}

/** A like's points: 18 to the member who likes, 19 to the author; none for liking one's own. */
async function likePoints(
  tx: Transaction,
  post: LockedPost,
  likerId: number,
  at: Date,
): Promise<number> {
  if (post.memberId === likerId) return 0;
  await awardPoints(tx, likerId, LIKED_POST_POINTS, postSubject(post.id), at);
  if (post.memberId == null) return 0;
  return awardPoints(tx, post.memberId, POST_LIKED_POINTS, likeSubject(post.id, likerId), at);
}

/** Takes back one award (a like undone, a member's last comment on a post deleted). */
async function takeBackAward(
  tx: Transaction,
  memberId: number,
  type: SpiritPointType,
  subject: string,
): Promise<void> {
  await tx
    .delete(spiritPointAwards)
    .where(
      and(
        eq(spiritPointAwards.memberId, memberId),
        eq(spiritPointAwards.type, type),
        eq(spiritPointAwards.subject, subject),
      ),
    );
}

/**
 * Takes back every Spirit Point a post gave (spec §4, issue 17 item 9) when it is deleted or
 * hidden: the awards are deleted rather than countered with negative rows, so a restored post
 * earns them again exactly once (the ledger's once-per-subject index) and every sum, chart and
 * month reads the ledger as it is. Its notifications go too: they would lead to a post nobody sees.
 */
async function takeBackPost(tx: Transaction, postId: number): Promise<void> {
  await tx
    .delete(spiritPointAwards)
    .where(
      or(
        eq(spiritPointAwards.subject, postSubject(postId)),
        like(spiritPointAwards.subject, `${postSubject(postId)}:%`),
      ),
    );
  await tx.delete(notifications).where(eq(notifications.postId, postId));
}

/**
 * Keeps a game's postsCount to its visible posts when one of them appears or disappears, and tells
 * the after-commit hook the game changed.
 */
async function countGamePost(
  tx: Transaction,
  changes: SportsDataChanges,
  post: LockedPost,
  delta: 1 | -1,
  now: Date,
): Promise<void> {
  if (post.gameId == null) return;
  await tx
    .update(games)
    .set({ postsCount: sql`greatest(${games.postsCount} + ${delta}, 0)`, updatedAt: now })
    .where(eq(games.id, post.gameId));
  changes.games([post.gameId]);
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
 * The NewPost notifications of a post (the jobs worker's 'forumNewPost'): every member with an
 * approved role following one of its schools or sports, but its author, is told once (the
 * notifications' once-per-subject index makes a retried job tell nobody twice). A post deleted or
 * hidden before the job ran tells nobody.
 */
export async function fanOutNewPost(db: Database, postId: number): Promise<number> {
  // In one transaction holding the post (FOR SHARE): a hide or delete meanwhile waits for the
  // notifications to be written and then takes them back, or comes first and none are written.
  return db.transaction(async (tx) => fanOutLocked(tx, postId));
}

/** {@link fanOutNewPost} inside its transaction. */
async function fanOutLocked(db: Transaction, postId: number): Promise<number> {
  const [post] = await db
    .select({
      id: forumPosts.id,
      title: forumPosts.title,
      slug: forumPosts.slug,
      message: forumPosts.message,
      memberId: forumPosts.memberId,
      kind: forumPosts.kind,
      sources: forumPosts.sources,
      gameId: forumPosts.gameId,
      links: forumPosts.links,
      deletedAt: forumPosts.deletedAt,
      hiddenAt: forumPosts.hiddenAt,
      held: forumPosts.held,
      createdAt: forumPosts.createdAt,
      author: {
        displayName: members.displayName,
        firstName: members.firstName,
        lastName: members.lastName,
      },
    })
    .from(forumPosts)
    .leftJoin(members, eq(members.id, forumPosts.memberId))
    .where(eq(forumPosts.id, postId))
    .for('share', { of: forumPosts });
  if (post == null || post.deletedAt != null || post.hiddenAt != null || post.held) return 0;
  const tags = await db
    .select({ tagType: forumPostTags.tagType, entityId: forumPostTags.entityId })
    .from(forumPostTags)
    .where(eq(forumPostTags.postId, postId));
  const schoolIds = tags.filter((t) => t.tagType === 'School').map((t) => t.entityId);
  const sportIds = tags.filter((t) => t.tagType === 'Sport').map((t) => t.entityId);
  const follows = await db
    .select({
      memberId: memberRoles.memberId,
      schoolId: memberRoles.followedSchoolId,
      sportId: memberRoles.followedSportId,
      districtId: memberRoles.followedDistrictId,
      stateId: memberRoles.followedStateId,
    })
    .from(memberRoles)
    .where(
      and(
        eq(memberRoles.status, 'Approved'),
        or(
          schoolIds.length === 0 ? sql`false` : inArray(memberRoles.followedSchoolId, schoolIds),
          sportIds.length === 0 ? sql`false` : inArray(memberRoles.followedSportId, sportIds),
        ),
      ),
    );
  const spiritPointType = postSpiritPointType({
    kind: post.kind,
    images: post.sources.filter((s) => s.type === 'Image').length,
    gameId: post.gameId,
    links: post.links.length,
  });
  const told = new Map<number, (typeof follows)[number]>();
  for (const follow of follows) {
    if (follow.memberId !== post.memberId && !told.has(follow.memberId)) {
      told.set(follow.memberId, follow);
    }
  }
  const rows = [...told.values()].map((follow) => ({
    memberId: follow.memberId,
    type: 'NewPost' as const,
    subject: postSubject(post.id),
    spiritPointType,
    postId: post.id,
    postName: postName(post),
    gameId: post.gameId,
    schoolId: follow.schoolId,
    districtId: follow.districtId,
    stateId: follow.stateId,
    sportId: follow.sportId,
    fromMemberId: post.memberId,
    authorName: post.author == null ? null : memberDisplayName(post.author),
    // When the post was made (the service's clock), not when the worker got to it.
    createdAt: post.createdAt,
  }));
  // In slices, so a school followed by thousands is a few statements, not one huge one.
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(notifications)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing();
  }
  return rows.length;
}

/** The actor's post subject for core's permission rules. */
const subjectOf = (post: LockedPost) => ({
  memberId: post.memberId,
  isPinned: post.pinnedAt != null,
});

/**
 * Hides a post for staff (or members' reports), unpinning it; its points are taken back. A held
 * post staff hide is held no more: staff have looked, and hidden it stays out of their queue
 * (which lists every held post) until they restore it.
 */
async function hide(
  tx: Transaction,
  changes: SportsDataChanges,
  post: LockedPost,
  by: 'admin' | 'reports',
  now: Date,
): Promise<void> {
  await tx
    .update(forumPosts)
    .set({ hiddenAt: now, hiddenBy: by, held: false, pinnedAt: null, updatedAt: now })
    .where(eq(forumPosts.id, post.id));
  if (isVisible(post)) {
    await takeBackPost(tx, post.id);
    await countGamePost(tx, changes, post, -1, now);
  }
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

/** A SiteAdmin's hide: the post hidden and their claim recorded as 'Hidden by admin', closed. */
async function recordAdminHide(
  tx: Transaction,
  changes: SportsDataChanges,
  post: LockedPost,
  adminId: number,
  now: Date,
): Promise<void> {
  await hide(tx, changes, post, 'admin', now);
  await tx
    .insert(forumClaims)
    .values({
      postId: post.id,
      memberId: adminId,
      claimType: 'Other',
      claimText: HIDDEN_BY_ADMIN,
      createdAt: now,
      resolvedAt: now,
      resolvedBy: adminId,
    })
    .onConflictDoUpdate({
      target: [forumClaims.postId, forumClaims.memberId],
      set: { claimText: HIDDEN_BY_ADMIN, resolvedAt: now, resolvedBy: adminId },
    });
  await closeClaims(tx, post.id, adminId, now);
}

/** Closes a post's open claims: staff have looked. */
async function closeClaims(tx: Transaction, postId: number, staffId: number, now: Date) {
  await tx
    .update(forumClaims)
    .set({ resolvedAt: now, resolvedBy: staffId })
    .where(and(eq(forumClaims.postId, postId), isNull(forumClaims.resolvedAt)));
}

/**
 * POST claims: a member reports another's post, once (spec §6: not their own, not a pinned one);
 * when the open reports weigh enough (core's reportsHide: new accounts count least, school staff
 * most), it is hidden until staff look. A SiteAdmin's claim hides the post at once ('Hidden by
 * admin').
 */
export async function claimPost(
  writeSportsData: SportsDataWriter,
  claim: { postId: number; claimType: string; claimText: string },
  actor: NonNullable<Actor>,
  now: Date,
): Promise<string> {
  return writeSportsData(async (tx, changes) => {
    const post = await lockPost(tx, claim.postId);
    const subject = subjectOf(post);
    if (can(actor, { action: 'hidePost', post: subject }).allowed) {
      await recordAdminHide(tx, changes, post, actor.memberId, now);
      return FORUM_MESSAGES.postHidden;
    }
    if (!can(actor, { action: 'reportPost', post: subject }).allowed) {
      throw new RequestError(403, cantActOnPostMessage('report'));
    }
    const added = await tx
      .insert(forumClaims)
      .values({
        postId: post.id,
        memberId: actor.memberId,
        claimType: claim.claimType,
        claimText: claim.claimText,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: forumClaims.id });
    if (added.length === 0) throw conflict(FORUM_MODERATION_MESSAGES.alreadyReported);
    if (reportsHide(await openReporters(tx, post.id), now)) {
      await hide(tx, changes, post, 'reports', now);
    }
    return FORUM_MESSAGES.postReported;
  });
}

/**
 * Who the open reports of a post come from, as core weighs them: when each account was made, on
 * how many days it earned Spirit Points, and whether a school or staff approved a role of theirs.
 */
async function openReporters(tx: Transaction, postId: number): Promise<ReporterStanding[]> {
  const activeDays = tx
    .select({
      days: sql<number>`count(distinct (${spiritPointAwards.createdAt} at time zone 'UTC')::date)::int`,
    })
    .from(spiritPointAwards)
    .where(eq(spiritPointAwards.memberId, members.id));
  const vouched = tx
    .select({ one: sql`1` })
    .from(memberRoles)
    .where(
      and(
        eq(memberRoles.memberId, members.id),
        eq(memberRoles.status, 'Approved'),
        notInArray(memberRoles.role, [...PUBLIC_ROLES]),
      ),
    );
  return tx
    .select({
      createdAt: members.createdAt,
      activeDays: sql<number>`(${activeDays})`,
      vouched: sql<boolean>`exists (${vouched})`,
    })
    .from(forumClaims)
    .innerJoin(members, eq(members.id, forumClaims.memberId))
    .where(and(eq(forumClaims.postId, postId), isNull(forumClaims.resolvedAt)));
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
 * POST comments: a member's comment on a visible post; the post's count goes up by one (spec §4),
 * the commenter earns type 17 once per post (not on their own post), and the author is told.
 * Answers the comment's id.
 */
export async function addComment(
  db: Database,
  comment: { postId: number; message: string; contentHtml: string },
  member: { id: number; displayName: string },
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const post = await lockPost(tx, comment.postId);
    const [row] = await tx
      .insert(forumComments)
      .values({
        postId: post.id,
        memberId: member.id,
        message: comment.message,
        contentHtml: comment.contentHtml,
        createdAt: now,
      })
      .returning({ id: forumComments.id });
    await tx
      .update(forumPosts)
      .set({ commentsCount: sql`${forumPosts.commentsCount} + 1` })
      .where(eq(forumPosts.id, post.id));
    if (post.memberId !== member.id) {
      // None for commenting on one's own post, as liking it earns none (likePoints).
      await awardPoints(tx, member.id, COMMENTED_POINTS, postSubject(post.id), now);
    }
    if (post.memberId != null && post.memberId !== member.id) {
      await addNotification(tx, {
        memberId: post.memberId,
        type: 'NewComment',
        subject: `comment:${row!.id}`,
        spiritPointType: COMMENTED_POINTS,
        spiritPoints: 0,
        postId: post.id,
        postName: postName(post),
        gameId: post.gameId,
        fromMemberId: member.id,
        authorName: member.displayName,
        createdAt: now,
      });
    }
    return row!.id;
  });
}

/**
 * DELETE comments/{id}: the author deletes their own comment: it is marked deleted and the post's
 * count goes down by one (spec §4). Anyone else's is a 403; a deleted or missing one a 404.
 */
export async function deleteComment(
  db: Database,
  commentId: number,
  memberId: number,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [comment] = await tx
      .select()
      .from(forumComments)
      .where(eq(forumComments.id, commentId))
      .for('update');
    if (comment == null || comment.deletedAt != null) throw notFound(POST_NOT_FOUND);
    if (comment.memberId !== memberId) throw forbidden();
    await tx.update(forumComments).set({ deletedAt: now }).where(eq(forumComments.id, commentId));
    await tx
      .update(forumPosts)
      .set({ commentsCount: sql`greatest(${forumPosts.commentsCount} - 1, 0)` })
      .where(eq(forumPosts.id, comment.postId));
    await tx.delete(notifications).where(eq(notifications.subject, `comment:${commentId}`));
    // Type 17 is earned once per post while one of the member's comments stands there: deleting
    // the last takes it back (or comments written and deleted would farm points).
    const [left] = await tx
      .select({ id: forumComments.id })
      .from(forumComments)
      .where(
        and(
          eq(forumComments.postId, comment.postId),
          eq(forumComments.memberId, memberId),
          isNull(forumComments.deletedAt),
        ),
      )
      .limit(1);
    if (left == null) {
      await takeBackAward(tx, memberId, COMMENTED_POINTS, postSubject(comment.postId));
    }
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

/**
 * POST /admin/api/forum/posts/{id}/decision: staff decide a post of the queue. 'hide' hides it (as
 * a SiteAdmin's claim does); 'restore' and 'release' show it to everyone again, giving back the
 * points hiding took (and a released game post counts on its game). Each closes the post's claims.
 * A post neither reported, hidden nor held is a 409.
 */
export async function decidePost(
  writeSportsData: SportsDataWriter,
  postId: number,
  { decision }: ModerationDecision,
  staffId: number,
  now: Date,
): Promise<string> {
  return writeSportsData(async (tx, changes) => {
    const post = await lockPost(tx, postId, false);
    if (decision === 'hide') {
      await recordAdminHide(tx, changes, post, staffId, now);
      return FORUM_MESSAGES.postHidden;
    }
    const [open] = await tx
      .select({ id: forumClaims.id })
      .from(forumClaims)
      .where(and(eq(forumClaims.postId, postId), isNull(forumClaims.resolvedAt)))
      .limit(1);
    // Waiting as the queue lists it (moderationQueue): held, hidden by reports, or shown and
    // reported. A stale page's 'Restore' on a post staff hid since must not show it again.
    const waiting = post.held || (isVisible(post) ? open != null : post.hiddenBy === 'reports');
    if (!waiting) throw conflict(FORUM_MODERATION_MESSAGES.notInQueue);
    await closeClaims(tx, postId, staffId, now);
    if (!isVisible(post)) {
      const [shown] = await tx
        .update(forumPosts)
        .set({ hiddenAt: null, hiddenBy: null, held: false, updatedAt: now })
        .where(eq(forumPosts.id, postId))
        .returning();
      await awardPostPoints(tx, shown!, now);
      await countGamePost(tx, changes, shown!, 1, now);
    }
    return decision === 'release'
      ? FORUM_MODERATION_MESSAGES.released
      : FORUM_MODERATION_MESSAGES.restored;
  });
}
