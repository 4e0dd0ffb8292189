// Comments on posts (spec §4): writing and deleting one, with its Spirit Points and notice.
import { COMMENTED_POINTS } from '@csz/core';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { forbidden, notFound } from '../http/errors';
import { notifications } from '../notifications/schema';
import { addNotification } from '../notifications/writes';
import { awardPoints } from '../points/writes';
import { renderMarkdown } from './render';
import { forumComments, forumPosts } from './schema';
import { POST_NOT_FOUND, lockPost, postName, postSubject, takeBackAward } from './postState';

/**
 * POST comments: a member's comment on a visible post; the post's count goes up by one (spec §4),
 * the commenter earns type 17 once per post (not on their own post), and the author is told.
 * Answers the comment's id.
 */
export async function addComment(
  db: Database,
  comment: { postId: number; message: string },
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
        // Its Markdown, rendered and sanitised as a post's is.
        contentHtml: renderMarkdown(comment.message),
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
