// What a post is to the writes that change it: locked for the change, visible or not, the Spirit
// Points it gives and takes back, its game's count of posts, and how it is hidden. Shared by the
// forum's use cases (postWrites, commentWrites, moderationWrites, newPostAlerts).
import {
  COMMENTED_POINTS,
  LIKED_POST_POINTS,
  POST_LIKED_POINTS,
  postSpiritPointType,
  type SpiritPointType,
} from '@csz/core';
import { and, eq, isNull, like, or, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { games } from '../games/schema';
import { notFound } from '../http/errors';
import type { SportsDataChanges } from '../live/sportsData';
import { notifications } from '../notifications/schema';
import { awardPoints } from '../points/writes';
import { spiritPointAwards } from '../points/schema';
import { plainText, renderMarkdown } from './render';
import { forumComments, forumPostLikes, forumPosts } from './schema';

/** A missing (or deleted, hidden, held) post: the spec's words (§8 "missing post 'Not Found'"). */
export const POST_NOT_FOUND = 'Not Found';

/** The subject of every award about a post: all of them are taken back with it. */
export const postSubject = (postId: number) => `post:${postId}`;

/** The subject of the author's award for one member's like (one per member who likes it). */
export const likeSubject = (postId: number, likerId: number) => `post:${postId}:like:${likerId}`;

/** A post as the writes read it, locked for the rest of the transaction. */
export type LockedPost = typeof forumPosts.$inferSelect;

/** Whether every reader may see a post (see queries.ts visiblePosts). */
export const isVisible = (post: LockedPost) =>
  post.deletedAt == null && post.hiddenAt == null && !post.held;

/** A post locked for a change, or 404 when there is none (or, with `visible`, none a reader sees). */
export async function lockPost(tx: Transaction, id: number, visible = true): Promise<LockedPost> {
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
export async function awardPostPoints(tx: Transaction, post: LockedPost, at: Date): Promise<void> {
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
export async function likePoints(
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
export async function takeBackAward(
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
export async function takeBackPost(tx: Transaction, postId: number): Promise<void> {
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
export async function countGamePost(
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

/** The actor's post subject for core's permission rules. */
export const subjectOf = (post: LockedPost) => ({
  memberId: post.memberId,
  isPinned: post.pinnedAt != null,
});

/**
 * Hides a post for staff (or members' reports), unpinning it; its points are taken back. A held
 * post staff hide is held no more: staff have looked, and hidden it stays out of their queue
 * (which lists every held post) until they restore it.
 */
export async function hide(
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
