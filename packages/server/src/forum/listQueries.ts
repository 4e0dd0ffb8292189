import {
  TEAMS_CATEGORY,
  type ForumListPath,
  type ForumUpdatesQuery,
  type PostsPage,
  type TagType,
} from '@csz/core';
import { and, count, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { districts, schools } from '../lookups/schema';
import { postsByIds, visiblePosts } from './queries';
import { forumPostTags, forumPosts } from './schema';

/** Which page of a list, and its size. */
export interface PageRequest {
  page: number;
  perPage: number;
}

/** A tag a list filters by: a category by name, or a school, district, state or sport by id. */
export interface TagFilter {
  tagType: TagType;
  entityId?: number | null | undefined;
  tagString?: string | undefined;
}

/**
 * The tags (rows of forum_post_tags) that put a post under a tag's page: a school's own tag; a
 * district's, and its schools' tags; a state's, its districts' and its schools' (spec §7: "a State
 * or District tag includes its schools' posts"); a sport's; a group by its name. A school, district,
 * state or sport without an id is found by the name it was tagged with. Null for the All category,
 * which is every post.
 */
export function tagRows(tag: TagFilter): SQL | null {
  const { tagType, entityId } = tag;
  if (tagType === 'All') return null;
  // Teams is every school's posts (its dropdown lists their schools); no post carries it as a tag.
  if (tagType === 'Group' && tag.tagString?.toLowerCase() === TEAMS_CATEGORY.toLowerCase()) {
    return eq(forumPostTags.tagType, 'School');
  }
  const named = (type: TagType) =>
    and(eq(forumPostTags.tagType, type), eq(forumPostTags.tagString, tag.tagString ?? '')) as SQL;
  if (tagType === 'Group' || entityId == null) return named(tagType);
  const own = and(eq(forumPostTags.tagType, tagType), eq(forumPostTags.entityId, entityId)) as SQL;
  const schoolsWhere = (where: SQL) =>
    and(
      eq(forumPostTags.tagType, 'School'),
      sql`${forumPostTags.entityId} in (select ${schools.id} from ${schools} where ${where})`,
    ) as SQL;
  if (tagType === 'District') return or(own, schoolsWhere(eq(schools.districtId, entityId))) as SQL;
  if (tagType === 'State') {
    return or(
      own,
      and(
        eq(forumPostTags.tagType, 'District'),
        sql`${forumPostTags.entityId} in (select ${districts.id} from ${districts} where ${eq(districts.stateId, entityId)})`,
      ),
      schoolsWhere(eq(schools.stateId, entityId)),
    ) as SQL;
  }
  return own;
}

/**
 * Newest first, posts of one moment by id: the order of the posts' date index exactly, which
 * drizzle-kit made `desc nulls last` (migration 0011). A plain `desc` means nulls first, an order
 * that index does not have, so PostgreSQL would read and sort every matching post instead of
 * reading the newest few from the index (at a million posts, a second instead of a millisecond);
 * the columns are never null, so the two orders list the same posts.
 */
export function newestFirst(): SQL {
  return sql`${forumPosts.createdAt} desc nulls last, ${forumPosts.id} desc nulls last`;
}

/** Posts carrying at least one of the tag rows. */
export function taggedWith(rows: SQL): SQL {
  return sql`${forumPosts.id} in (select ${forumPostTags.postId} from ${forumPostTags} where ${rows})`;
}

/** Posts under any of the tags (null: every post, as a tag of the All category is among them). */
export function taggedWithAny(tags: readonly TagFilter[]): SQL | null {
  const rows = tags.map(tagRows);
  if (rows.some((r) => r == null)) return null;
  return taggedWith(or(...(rows as SQL[])) as SQL);
}

/**
 * A page of the visible posts that meet `filter` (all of them for null), newest first (created,
 * then id, so posts of the same moment keep their order from page to page). With `pinnedFirst` the
 * pinned post, when it is visible, opens page 1 and is not repeated further on (spec §4 "Post pin").
 * Page numbers past the end give an empty page with the true total.
 */
export async function pageOfPosts(
  db: Database,
  filter: SQL | null,
  { page, perPage }: PageRequest,
  viewerId: number | null,
  options: { pinnedFirst?: boolean } = {},
): Promise<PostsPage> {
  const listed = and(visiblePosts(), filter ?? undefined) as SQL;
  let pinnedId: number | null = null;
  if (options.pinnedFirst) {
    const [pinned] = await db
      .select({ id: forumPosts.id })
      .from(forumPosts)
      .where(and(listed, isNotNull(forumPosts.pinnedAt)))
      .limit(1);
    pinnedId = pinned?.id ?? null;
  }
  const rest = pinnedId == null ? listed : (and(listed, isNull(forumPosts.pinnedAt)) as SQL);
  // The pinned post takes the first place of the list, so the others move one place on.
  const start = (page - 1) * perPage;
  const shift = pinnedId == null ? 0 : 1;
  const [counted, rows] = await Promise.all([
    db.select({ n: count() }).from(forumPosts).where(rest),
    db
      .select({ id: forumPosts.id })
      .from(forumPosts)
      .where(rest)
      .orderBy(newestFirst())
      .limit(start === 0 ? perPage - shift : perPage)
      .offset(start === 0 ? 0 : start - shift),
  ]);
  const ids = rows.map((r) => r.id);
  if (pinnedId != null && start === 0) ids.unshift(pinnedId);
  const total = (counted[0]?.n ?? 0) + shift;
  return {
    posts: await postsByIds(db, ids, viewerId),
    total,
    totalPages: Math.ceil(total / perPage),
  };
}

/**
 * GET posts/search/{categoryOrTag}/{tagType}/{tagString}/{entityId}: a category (All: every post,
 * the pinned one first; a group by its name) or a tag's page, newest first.
 */
export function categoryOrTagPage(
  db: Database,
  path: ForumListPath,
  paging: PageRequest,
  viewerId: number | null,
): Promise<PostsPage> {
  const filter = taggedWithAny([
    { tagType: path.tagType, entityId: path.entityId, tagString: path.tagString },
  ]);
  return pageOfPosts(db, filter, paging, viewerId, { pinnedFirst: path.tagType === 'All' });
}

/** The tag of the most precise place given: a school, else a district, else a state. */
export function placeTag(place: {
  schoolId?: number | null | undefined;
  districtId?: number | null | undefined;
  stateId?: number | null | undefined;
}): TagFilter | null {
  if (place.schoolId != null) return { tagType: 'School', entityId: place.schoolId };
  if (place.districtId != null) return { tagType: 'District', entityId: place.districtId };
  if (place.stateId != null) return { tagType: 'State', entityId: place.stateId };
  return null;
}

/**
 * GET posts/updates (the Updates pages): posts about the most precise place given (a school, else
 * a county, else a state, each with the places inside it) and about the sport, both when both are
 * given; every post when neither is.
 */
export function updatesPage(
  db: Database,
  query: ForumUpdatesQuery,
  viewerId: number | null,
): Promise<PostsPage> {
  const place = placeTag(query);
  const filters = [
    place == null ? null : taggedWithAny([place]),
    query.sportId == null ? null : taggedWithAny([{ tagType: 'Sport', entityId: query.sportId }]),
  ].filter((f): f is SQL => f != null);
  return pageOfPosts(db, filters.length === 0 ? null : (and(...filters) as SQL), query, viewerId);
}
