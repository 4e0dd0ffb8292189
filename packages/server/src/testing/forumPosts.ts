import type { PostKind, TagType } from '@csz/core';
import type { Database } from '../db/client';
import { eq } from 'drizzle-orm';
import { forumPostTags, forumPosts } from '../forum/schema';
import { recordSearchTerms } from '../forum/searchTerms';

/** A tag of a test post: a category by name, or a place or sport by id with its name. */
export interface TestTag {
  tagType: TagType;
  tagString: string;
  entityId?: number;
}

/** A post written straight into the tables, as the posting routes would store it. */
export interface TestPost {
  title?: string | null;
  message?: string;
  tags?: TestTag[];
  createdAt: Date;
  kind?: PostKind;
  memberId?: number | null;
  pinned?: boolean;
  deleted?: boolean;
  hidden?: boolean;
  held?: boolean;
}

/**
 * Inserts a post and its tags (the lists' tests do not wait for the posting routes): its tags'
 * names are its search text's tags part, as the posting route writes them; categories are flagged.
 */
export async function insertPost(db: Database, post: TestPost): Promise<number> {
  const tags = post.tags ?? [];
  const [row] = await db
    .insert(forumPosts)
    .values({
      memberId: post.memberId ?? null,
      kind: post.kind ?? 'Post',
      title: post.title ?? null,
      message: post.message ?? '',
      contentHtml: `<p>${(post.message ?? '').replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`)}</p>`,
      slug: (post.title ?? 'post').toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      tagsText: tags.map((t) => t.tagString).join(' '),
      held: post.held ?? false,
      pinnedAt: post.pinned ? post.createdAt : null,
      deletedAt: post.deleted ? post.createdAt : null,
      hiddenAt: post.hidden ? post.createdAt : null,
      hiddenBy: post.hidden ? 'admin' : null,
      createdAt: post.createdAt,
      updatedAt: post.createdAt,
    })
    .returning({ id: forumPosts.id });
  await recordSearchTerms(db, eq(forumPosts.id, row!.id));
  if (tags.length > 0) {
    await db.insert(forumPostTags).values(
      tags.map((t) => ({
        postId: row!.id,
        tagType: t.tagType,
        entityId: t.entityId ?? 0,
        tagString: t.tagString,
        isCategory: t.tagType === 'All' || t.tagType === 'Group',
        createdAt: post.createdAt,
      })),
    );
  }
  return row!.id;
}

/** A moment some minutes after a fixed start, so tests give posts a known order. */
export function minutesAfter(start: string, minutes: number): Date {
  return new Date(new Date(start).getTime() + minutes * 60_000);
}
