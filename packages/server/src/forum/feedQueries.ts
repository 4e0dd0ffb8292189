import type { DateString, FeedItem, MemberFeedPage, MemberFeedQuery } from '@csz/core';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { memberRoles } from '../accounts/schema';
import type { Database } from '../db/client';
import { gameResults } from '../games/schema';
import { loadGames } from '../games/queries';
import { newestFirst, placeTag, taggedWithAny, type TagFilter } from './listQueries';
import { postsByIds, visiblePosts } from './queries';
import { forumPosts } from './schema';

/** What a member follows: their approved role rows' places and sports (spec §3 "Role entry"). */
interface Follows {
  /** The tags whose posts the feed shows. */
  tags: TagFilter[];
  /** The teams whose games the feed shows: a school, in one sport or (null) in all. */
  teams: { schoolId: number; sportId: number | null }[];
}

async function followsOf(db: Database, memberId: number): Promise<Follows> {
  const rows = await db
    .select({
      schoolId: memberRoles.followedSchoolId,
      sportId: memberRoles.followedSportId,
      districtId: memberRoles.followedDistrictId,
      stateId: memberRoles.followedStateId,
    })
    .from(memberRoles)
    .where(and(eq(memberRoles.memberId, memberId), eq(memberRoles.status, 'Approved')));
  const tags = new Map<string, TagFilter>();
  const teams: Follows['teams'] = [];
  for (const row of rows) {
    // A role names its most precise place; a school's posts are all of interest to its follower,
    // whichever sport they are about. A sport followed without a place follows the sport.
    const tag =
      placeTag(row) ?? (row.sportId == null ? null : { tagType: 'Sport', entityId: row.sportId });
    if (tag != null) tags.set(`${tag.tagType}:${tag.entityId}`, tag);
    if (row.schoolId != null) teams.push({ schoolId: row.schoolId, sportId: row.sportId });
  }
  return { tags: [...tags.values()], teams };
}

/** The UTC date of a moment, as the API's `date` of a post gives it ('2026-11-20T...'). */
function dayOf(moment: Date): DateString {
  return moment.toISOString().slice(0, 10) as DateString;
}

/** An entry of the feed before it is read: what it is and where it stands in time. */
interface FeedEntry {
  type: 'post' | 'game';
  id: number;
  day: DateString;
  /** A post's moment (posts of one day, newest first); null for a game. */
  at: Date | null;
}

/**
 * The feed's one order: newest day first; within a day the games before the posts, posts newest
 * first (then by id, as posts of one moment keep their order), games by id, newest first.
 */
function feedOrder(a: FeedEntry, b: FeedEntry): number {
  if (a.day !== b.day) return a.day < b.day ? 1 : -1;
  if (a.type !== b.type) return a.type === 'game' ? -1 : 1;
  const moment = (b.at?.getTime() ?? 0) - (a.at?.getTime() ?? 0);
  return moment !== 0 ? moment : b.id - a.id;
}

/**
 * The member feed (GET posts/byUserSubs, spec §4 "Member feed"): posts tagged with what the member
 * follows, the member's own posts (a post written on the home tab is about no place they follow, and
 * spec §4 has the feed start again to show it), and the games of their followed teams (none after
 * today), in one order (feedOrder),
 * `perPage` entries a page by page number, each game and post once; past the end an empty page
 * ends the feed. A page is cut from the newest page × perPage posts and as many games, each read
 * newest first, so a page costs the same whether a team plays far more often than the forum
 * writes about it (a whole school's games) or far less. `lastItemDate` (the day of the previous
 * page's last entry, which the site sends) is not needed: the pages follow from their numbers.
 */
export async function memberFeedPage(
  db: Database,
  memberId: number,
  { page, perPage }: MemberFeedQuery,
  today: DateString,
): Promise<MemberFeedPage> {
  const follows = await followsOf(db, memberId);
  const start = (page - 1) * perPage;
  const newest = start + perPage;
  const newestPosts = (where: SQL | null) =>
    db
      .select({ id: forumPosts.id, createdAt: forumPosts.createdAt })
      .from(forumPosts)
      .where(and(visiblePosts(), where ?? undefined))
      .orderBy(newestFirst())
      .limit(newest);
  // Read apart, each newest first from an index of its own (the tags', the member's posts'), and
  // merged: the member's few posts add one small read, not a condition on every post read.
  const [followed, own, games] = await Promise.all([
    follows.tags.length === 0 ? [] : newestPosts(taggedWithAny(follows.tags)),
    newestPosts(eq(forumPosts.memberId, memberId)),
    gamesUpTo(db, follows.teams, today, newest),
  ]);
  // A post of their own about a place they follow is read twice: it is listed once.
  const posts = [...new Map([...followed, ...own].map((p) => [p.id, p])).values()];
  const entries: FeedEntry[] = [
    ...posts.map((p) => ({
      type: 'post' as const,
      id: p.id,
      day: dayOf(p.createdAt),
      at: p.createdAt,
    })),
    ...games.map((g) => ({ type: 'game' as const, id: g.id, day: g.day, at: null })),
  ]
    .sort(feedOrder)
    .slice(start, newest);
  const pick = (type: FeedEntry['type']) => entries.filter((e) => e.type === type).map((e) => e.id);
  const [postData, gameData] = await Promise.all([
    postsByIds(db, pick('post'), memberId),
    loadGames(db, pick('game'), today, memberId),
  ]);
  const postsById = new Map(postData.map((data) => [data.id, data]));
  const gamesById = new Map(gameData.map((data) => [data.id, data]));
  // A post or game gone between the reads (deleted, hidden) is left out.
  const items: FeedItem[] = [];
  for (const entry of entries) {
    if (entry.type === 'post') {
      const data = postsById.get(entry.id);
      if (data != null) items.push({ type: 'post', data });
    } else {
      const data = gamesById.get(entry.id);
      if (data != null) items.push({ type: 'game', data });
    }
  }
  return { items };
}

/** Ids and days of the followed teams' newest games up to today, newest first. */
async function gamesUpTo(
  db: Database,
  teams: Follows['teams'],
  today: DateString,
  limit: number,
): Promise<{ id: number; day: DateString }[]> {
  if (teams.length === 0) return [];
  const team = sql.join(
    teams.map(({ schoolId, sportId }) =>
      sportId == null
        ? sql`(${gameResults.schoolId} = ${schoolId})`
        : sql`(${gameResults.schoolId} = ${schoolId} and ${gameResults.sportId} = ${sportId})`,
    ),
    sql` or `,
  );
  const result = (await db.execute(sql`
    select distinct ${gameResults.gameId} as id, ${gameResults.eventDate}::text as day
    from ${gameResults}
    where (${team}) and ${gameResults.eventDate} <= ${today}
    order by day desc, id desc
    limit ${limit}`)) as unknown as {
    rows: { id: number | string; day: DateString }[];
  };
  return result.rows.map((r) => ({ id: Number(r.id), day: r.day }));
}
