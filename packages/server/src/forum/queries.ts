import {
  FORUM_CATEGORIES,
  HIDDEN_BY_STAFF_LISTED,
  PODCAST_TAG,
  TEAMS_CATEGORY,
  categoryTagLink,
  memberDisplayName,
  type CommentsPage,
  type ModerationQueue,
  type Post,
  type PostTag,
} from '@csz/core';
import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { members } from '../accounts/schema';
import { districts, schools, states } from '../lookups/schema';
import { forumClaims, forumComments, forumPostLikes, forumPostTags, forumPosts } from './schema';

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
        member: AUTHOR_COLUMNS,
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

/** A page of a list: its items' ids and how many there are in all. */
interface IdsPage {
  ids: number[];
  total: number;
}

/** Pages of `perPage` for `total` items. */
export const pagesOf = (total: number, perPage: number) => Math.ceil(total / perPage);

/** A visible post's id, or null: the single post page and every write on a post start here. */
export async function visiblePostId(db: Database, id: number): Promise<number | null> {
  const [row] = await db
    .select({ id: forumPosts.id })
    .from(forumPosts)
    .where(and(eq(forumPosts.id, id), visiblePosts()));
  return row?.id ?? null;
}

/** GET posts/game/{id}: a game's visible posts, newest first. */
export async function gamePostIds(
  db: Database,
  gameId: number,
  page: number,
  perPage: number,
): Promise<IdsPage> {
  const where = and(eq(forumPosts.gameId, gameId), visiblePosts());
  const [rows, [count]] = await Promise.all([
    db
      .select({ id: forumPosts.id })
      .from(forumPosts)
      .where(where)
      .orderBy(desc(forumPosts.createdAt), desc(forumPosts.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(forumPosts)
      .where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: count!.total };
}

/** GET posts/isPinnedPost: the pinned post, if one is pinned and visible. */
export async function pinnedPostId(db: Database): Promise<number | null> {
  const [row] = await db
    .select({ id: forumPosts.id })
    .from(forumPosts)
    .where(and(isNotNull(forumPosts.pinnedAt), visiblePosts()));
  return row?.id ?? null;
}

/**
 * GET comments: a post's comments in the API's shape (a post's, with replyToPostId), oldest first.
 * Deleted comments are left out rather than shown as deleted: the post's count already went down
 * by one for each (spec §4), so the list, its total and its pages agree with the count readers see.
 */
export async function commentsPage(
  db: Database,
  postId: number,
  page: number,
  size: number,
): Promise<CommentsPage> {
  const where = and(eq(forumComments.postId, postId), isNull(forumComments.deletedAt));
  const [rows, [count]] = await Promise.all([
    selectComments(db)
      .where(where)
      .orderBy(asc(forumComments.createdAt), asc(forumComments.id))
      .limit(size)
      .offset((page - 1) * size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(forumComments)
      .where(where),
  ]);
  return {
    comments: rows.map(({ comment, member }) => commentOf(comment, member)),
    total: count!.total,
    totalPages: pagesOf(count!.total, size),
  };
}

/** The author's columns that a post or comment shows. */
const AUTHOR_COLUMNS = {
  displayName: members.displayName,
  firstName: members.firstName,
  lastName: members.lastName,
  avatarUrl: members.avatarUrl,
};

/** Comments with their authors, to be filtered and ordered. */
function selectComments(db: Database) {
  return db
    .select({ comment: forumComments, member: AUTHOR_COLUMNS })
    .from(forumComments)
    .leftJoin(members, eq(members.id, forumComments.memberId));
}

/** One comment by id in the API's shape, or null when it is missing or deleted. */
export async function commentById(db: Database, id: number): Promise<Post | null> {
  const [row] = await selectComments(db).where(
    and(eq(forumComments.id, id), isNull(forumComments.deletedAt)),
  );
  return row == null ? null : commentOf(row.comment, row.member);
}

/** A stored comment as the API's post shape (spec §3: "Comment has the same shape"). */
function commentOf(
  comment: typeof forumComments.$inferSelect,
  member: { [K in keyof typeof AUTHOR_COLUMNS]: string | null } | null,
): Post {
  const authorName = member == null ? GUEST_AUTHOR : memberDisplayName(member);
  return {
    id: comment.id,
    title: null,
    authorName,
    memberName: authorName,
    date: comment.createdAt.toISOString(),
    tags: [],
    slug: '',
    content: comment.contentHtml,
    memberId: comment.memberId,
    upvotes: 0,
    youVoted: false,
    views: 0,
    comments: 0,
    sources: [],
    gameId: null,
    avatarUrl: member?.avatarUrl ?? null,
    metadata: [],
    isPinned: false,
    isDeleted: comment.deletedAt != null,
    replyToPostId: comment.postId,
  };
}

/**
 * GET categories (spec §3 "Forum category constants", §2 "The Teams category has a school
 * dropdown"): General, the groups and the podcast, then Teams, whose children are the states,
 * districts and schools that visible posts are tagged with (a dropdown of every school in the country
 * would be tens of thousands of entries, most without a post).
 */
export async function forumCategories(db: Database): Promise<PostTag[]> {
  const rows = await db
    .selectDistinct({
      schoolId: schools.id,
      schoolName: schools.name,
      districtId: districts.id,
      districtName: districts.name,
      stateId: states.id,
      stateName: states.name,
    })
    .from(forumPostTags)
    // Posts readers see only: a school whose posts were all deleted or hidden has an empty page.
    .innerJoin(forumPosts, and(eq(forumPosts.id, forumPostTags.postId), visiblePosts()))
    .innerJoin(schools, eq(schools.id, forumPostTags.entityId))
    .innerJoin(districts, eq(districts.id, schools.districtId))
    .innerJoin(states, eq(states.id, schools.stateId))
    .where(eq(forumPostTags.tagType, 'School'))
    .orderBy(asc(states.name), asc(districts.name), asc(schools.name));
  const byState = new Map<number, PostTag & { children: PostTag[] }>();
  const byDistrict = new Map<number, PostTag & { children: PostTag[] }>();
  for (const row of rows) {
    let state = byState.get(row.stateId);
    if (state == null) {
      state = { ...placeTag('State', row.stateId, row.stateName), children: [] };
      byState.set(row.stateId, state);
    }
    let district = byDistrict.get(row.districtId);
    if (district == null) {
      district = {
        ...placeTag('District', row.districtId, row.districtName),
        tagState: row.stateName,
        stateId: row.stateId,
        children: [],
      };
      byDistrict.set(row.districtId, district);
      state.children.push(district);
    }
    district.children.push({
      ...placeTag('School', row.schoolId, row.schoolName),
      tagDistrict: row.districtName,
      tagState: row.stateName,
      districtId: row.districtId,
      stateId: row.stateId,
      schoolId: row.schoolId,
    });
  }
  const category = (tagType: PostTag['tagType'], tagString: string): PostTag => ({
    tagString,
    tagLink: categoryTagLink({ tagType, tagString }),
    tagType,
    tagEntityId: null,
    isCategory: true,
  });
  return [
    ...FORUM_CATEGORIES.map((c) => category(c.tagType, c.tagString)),
    category('Group', PODCAST_TAG),
    { ...category('Group', TEAMS_CATEGORY), children: [...byState.values()] },
  ];
}

/** A place's tag (not a category). */
function placeTag(tagType: 'State' | 'District' | 'School', id: number, name: string): PostTag {
  return {
    tagString: name,
    tagLink: `search/tag/${tagType}/${name}/${id}`,
    tagType,
    tagEntityId: id,
    isCategory: false,
  };
}

/**
 * GET /admin/api/forum/claims: the posts waiting for staff, oldest first: posts held because they
 * came without an account, posts hidden by members' reports, and visible posts with open reports;
 * each with its open claims. At most `limit` at a time: staff work through the oldest first.
 * Apart from them, the posts staff hid (a SiteAdmin's hide takes a post out of the queue and every
 * list), the most recently hidden first, so that a hide can be found again.
 */
export async function moderationQueue(
  db: Database,
  viewerId: number,
  limit = 100,
): Promise<ModerationQueue> {
  const openClaim = sql`exists (select 1 from ${forumClaims} where ${forumClaims.postId} = ${forumPosts.id} and ${forumClaims.resolvedAt} is null)`;
  const waiting = await db
    .select({
      id: forumPosts.id,
      held: forumPosts.held,
      hiddenBy: forumPosts.hiddenBy,
      hiddenAt: forumPosts.hiddenAt,
    })
    .from(forumPosts)
    .where(
      and(
        isNull(forumPosts.deletedAt),
        or(
          eq(forumPosts.held, true),
          and(isNotNull(forumPosts.hiddenAt), eq(forumPosts.hiddenBy, 'reports')),
          and(isNull(forumPosts.hiddenAt), openClaim),
        ),
      ),
    )
    .orderBy(asc(forumPosts.createdAt), asc(forumPosts.id))
    .limit(limit);
  const hiddenByStaff = await db
    .select({ id: forumPosts.id, hiddenAt: forumPosts.hiddenAt })
    .from(forumPosts)
    .where(and(isNull(forumPosts.deletedAt), eq(forumPosts.hiddenBy, 'admin')))
    .orderBy(desc(forumPosts.hiddenAt), desc(forumPosts.id))
    .limit(HIDDEN_BY_STAFF_LISTED);
  const ids = waiting.map((w) => w.id);
  if (ids.length === 0 && hiddenByStaff.length === 0) return { items: [], hiddenByStaff: [] };
  const [posts, claims] = await Promise.all([
    postsByIds(db, [...ids, ...hiddenByStaff.map((h) => h.id)], viewerId),
    db
      .select({
        postId: forumClaims.postId,
        memberId: forumClaims.memberId,
        claimType: forumClaims.claimType,
        claimText: forumClaims.claimText,
        createdAt: forumClaims.createdAt,
        displayName: members.displayName,
        firstName: members.firstName,
        lastName: members.lastName,
      })
      .from(forumClaims)
      .leftJoin(members, eq(members.id, forumClaims.memberId))
      .where(and(inArray(forumClaims.postId, ids), isNull(forumClaims.resolvedAt)))
      .orderBy(asc(forumClaims.createdAt), asc(forumClaims.id)),
  ]);
  const byId = new Map(posts.map((p) => [p.id, p]));
  return {
    items: waiting.flatMap((w) => {
      const post = byId.get(w.id);
      if (post == null) return [];
      const reason = w.held
        ? ('held' as const)
        : w.hiddenAt != null
          ? ('hiddenByReports' as const)
          : ('reported' as const);
      return [
        {
          reason,
          post,
          claims: claims
            .filter((c) => c.postId === w.id)
            .map((c) => ({
              memberId: c.memberId,
              authorName: memberDisplayName(c),
              claimType: c.claimType,
              claimText: c.claimText,
              created: c.createdAt.toISOString(),
            })),
        },
      ];
    }),
    hiddenByStaff: hiddenByStaff.flatMap(({ id, hiddenAt }) => {
      const post = byId.get(id);
      // A staff hide stamps its moment (forum/writes.ts hide): the null is the column's type only.
      return post == null || hiddenAt == null ? [] : [{ post, hiddenAt: hiddenAt.toISOString() }];
    }),
  };
}
