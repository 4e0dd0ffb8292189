import { categoryTagLink, memberDisplayName, type Post, type PostTag } from '@csz/core';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { districts, members, schools, states } from '../db/schema';
import { forumPostLikes, forumPostTags, forumPosts } from './schema';

/**
 * The posts every reader may see: not deleted by their author, not hidden by staff or by members'
 * reports, not held for staff. Every public list and the single post page read through this.
 */
export function visiblePosts(): SQL {
  return and(
    isNull(forumPosts.deletedAt),
    isNull(forumPosts.hiddenAt),
    eq(forumPosts.held, false),
  ) as SQL;
}

/** A tag as stored, with the names of the places it belongs to. */
interface TagRow {
  postId: number;
  tagType: PostTag['tagType'];
  entityId: number;
  tagString: string;
  isCategory: boolean;
  schoolDistrictId: number | null;
  schoolStateId: number | null;
  districtName: string | null;
  districtStateId: number | null;
  stateName: string | null;
}

/** A stored tag in the API's shape (spec §3 "Post tag"). */
function tagOf(row: TagRow): PostTag {
  if (row.isCategory) {
    return {
      tagString: row.tagString,
      tagLink: categoryTagLink(row),
      tagType: row.tagType,
      tagEntityId: null,
      isCategory: true,
    };
  }
  const id = row.entityId === 0 ? null : row.entityId;
  const stateId = row.tagType === 'State' ? id : (row.schoolStateId ?? row.districtStateId);
  const districtId = row.tagType === 'District' ? id : row.schoolDistrictId;
  return {
    tagString: row.tagString,
    tagLink: `search/tag/${row.tagType}/${row.tagString}${id == null ? '' : `/${id}`}`,
    tagType: row.tagType,
    tagEntityId: id,
    tagDistrict: row.districtName,
    tagState: row.stateName,
    districtId,
    stateId,
    schoolId: row.tagType === 'School' ? id : null,
    sportId: row.tagType === 'Sport' ? id : null,
    isCategory: false,
  };
}

/** The tags of some posts, category first, by post. */
async function tagsOf(db: Database, postIds: readonly number[]): Promise<Map<number, PostTag[]>> {
  // A school's district and state, or a district's state, give the tag its place names.
  const schoolOrDistrict = sql`coalesce(${schools.districtId}, ${districts.id})`;
  const rows: TagRow[] = await db
    .select({
      postId: forumPostTags.postId,
      tagType: forumPostTags.tagType,
      entityId: forumPostTags.entityId,
      tagString: forumPostTags.tagString,
      isCategory: forumPostTags.isCategory,
      schoolDistrictId: schools.districtId,
      schoolStateId: schools.stateId,
      districtName: districts.name,
      districtStateId: districts.stateId,
      stateName: states.name,
    })
    .from(forumPostTags)
    .leftJoin(
      schools,
      and(eq(forumPostTags.tagType, 'School'), eq(schools.id, forumPostTags.entityId)),
    )
    .leftJoin(
      districts,
      sql`${districts.id} = case when ${forumPostTags.tagType} = 'School' then ${schools.districtId} when ${forumPostTags.tagType} = 'District' then ${forumPostTags.entityId} end`,
    )
    .leftJoin(
      states,
      sql`${states.id} = case when ${forumPostTags.tagType} = 'State' then ${forumPostTags.entityId} when ${schoolOrDistrict} is not null then ${districts.stateId} end`,
    )
    .where(inArray(forumPostTags.postId, [...postIds]));
  const byPost = new Map<number, PostTag[]>();
  for (const row of rows) {
    const list = byPost.get(row.postId) ?? [];
    list.push(tagOf(row));
    byPost.set(row.postId, list);
  }
  for (const list of byPost.values()) {
    list.sort((a, b) => Number(b.isCategory) - Number(a.isCategory));
  }
  return byPost;
}

/**
 * Posts in the API's shape (spec §3 "Post"), in the order of `ids`: author, tags, counts, whether
 * the viewer liked each. Ids of posts that do not exist are left out; callers choose which posts
 * a reader may see (visiblePosts) before they get here.
 */
export async function postsByIds(
  db: Database,
  ids: readonly number[],
  viewerId: number | null,
): Promise<Post[]> {
  if (ids.length === 0) return [];
  const [rows, tags, liked] = await Promise.all([
    db
      .select({
        post: forumPosts,
        member: {
          displayName: members.displayName,
          firstName: members.firstName,
          lastName: members.lastName,
          avatarUrl: members.avatarUrl,
        },
      })
      .from(forumPosts)
      .leftJoin(members, eq(members.id, forumPosts.memberId))
      .where(inArray(forumPosts.id, [...ids])),
    tagsOf(db, ids),
    viewerId == null
      ? Promise.resolve(new Set<number>())
      : db
          .select({ postId: forumPostLikes.postId })
          .from(forumPostLikes)
          .where(
            and(eq(forumPostLikes.memberId, viewerId), inArray(forumPostLikes.postId, [...ids])),
          )
          .then((likes) => new Set(likes.map((l) => l.postId))),
  ]);
  const byId = new Map(rows.map((row) => [row.post.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (row == null) return [];
    const { post, member } = row;
    const authorName = member == null ? GUEST_AUTHOR : memberDisplayName(member);
    return [
      {
        id: post.id,
        kind: post.kind,
        title: post.title,
        authorName,
        memberName: authorName,
        date: post.createdAt.toISOString(),
        tags: tags.get(post.id) ?? [],
        slug: post.slug,
        content: post.contentHtml,
        // Null for a post sent without an account (held until staff released it).
        memberId: post.memberId,
        upvotes: post.upvotes,
        youVoted: liked.has(post.id),
        views: post.views,
        comments: post.commentsCount,
        sources: post.sources,
        gameId: post.gameId,
        avatarUrl: member?.avatarUrl ?? null,
        metadata: post.links,
        isPinned: post.pinnedAt != null,
        isDeleted: post.deletedAt != null || post.hiddenAt != null,
      } satisfies Post,
    ];
  });
}

/** The name shown for a post sent without an account (a guest's post about a game). */
export const GUEST_AUTHOR = 'Guest';
