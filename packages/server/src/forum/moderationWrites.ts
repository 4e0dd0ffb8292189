// Moderation (issue 17): members' reports, which hide a post once they weigh enough, staff hides
// and the review queue's decisions.
import {
  FORUM_MESSAGES,
  FORUM_MODERATION_MESSAGES,
  HIDDEN_BY_ADMIN,
  cantActOnPostMessage,
  can,
  PUBLIC_ROLES,
  reportsHide,
  type Actor,
  type ModerationDecision,
  type ReporterStanding,
} from '@csz/core';
import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { members, memberRoles } from '../accounts/schema';
import { conflict, RequestError } from '../http/errors';
import type { SportsDataChanges, SportsDataWriter } from '../live/sportsData';
import { spiritPointAwards } from '../points/schema';
import { forumClaims, forumPosts } from './schema';
import {
  type LockedPost,
  awardPostPoints,
  countGamePost,
  hide,
  isVisible,
  lockPost,
  subjectOf,
} from './postState';

/** A SiteAdmin's hide: the post hidden and their claim recorded as 'Hidden by admin', closed. */
export async function recordAdminHide(
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
