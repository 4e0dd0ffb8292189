// The NewPost notifications of a post, the jobs worker's 'forumNewPost' (after the post commits).
import { memberDisplayName, postSpiritPointType } from '@csz/core';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { members, memberRoles } from '../accounts/schema';
import { notifications } from '../notifications/schema';
import { forumPostTags, forumPosts } from './schema';
import { postName, postSubject } from './postState';

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
