import type { DateString, FeedItem, MemberFeedPage, MemberFeedQuery } from '@csz/core';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { memberRoles } from '../accounts/schema';
import type { Database } from '../db/client';
import { gameResults } from '../db/schema';
import { loadGames } from '../games/queries';
import { placeTag, taggedWithAny, type TagFilter } from './listQueries';
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

/**
 * The member feed (GET posts/byUserSubs, spec §4 "Member feed"): posts tagged with what the member
 * follows, 20 a page by page number, newest first; between them the games of their followed teams,
 * each shown once. A page's games are those dated from its last post's day up to the previous
 * page's last item's day (`lastItemDate`, left out: the previous page's last post's day, or today
 * on page 1), so they fall where they belong in time and stay on one page while posts are added
 * above. The page where the posts run out also takes the next `perPage` older games; past it the
 * feed is done (an empty page). Games after today are not in the feed. Within a page items are
 * newest first by day, a day's games before its posts.
 */
export async function memberFeedPage(
  db: Database,
  memberId: number,
  { page, perPage, lastItemDate }: MemberFeedQuery,
  today: DateString,
): Promise<MemberFeedPage> {
  const follows = await followsOf(db, memberId);
  if (follows.tags.length === 0) return { items: [] };
  const followed = and(visiblePosts(), taggedWithAny(follows.tags) ?? undefined) as SQL;
  // The previous page's last post (its day bounds this page's games), then this page's posts.
  const start = (page - 1) * perPage;
  const rows = await db
    .select({ id: forumPosts.id, createdAt: forumPosts.createdAt })
    .from(forumPosts)
    .where(followed)
    .orderBy(sql`${forumPosts.createdAt} desc, ${forumPosts.id} desc`)
    .limit(start === 0 ? perPage : perPage + 1)
    .offset(start === 0 ? 0 : start - 1);
  const previous = start === 0 ? null : rows.shift();
  // Past the page where the posts ran out (it took the remaining games), the feed is done.
  if (start > 0 && previous == null) return { items: [] };
  const posts = rows;
  const asked: { day: DateString; inclusive: boolean } =
    lastItemDate != null
      ? { day: lastItemDate, inclusive: false }
      : previous != null
        ? { day: dayOf(previous.createdAt), inclusive: false }
        : { day: today, inclusive: true };
  const upper = asked.day > today ? { day: today, inclusive: true } : asked;
  const lastPost = posts.at(-1);
  const postsRunOut = posts.length < perPage;
  const gameIds = await gamesBetween(db, follows.teams, {
    upper,
    lower: postsRunOut || lastPost == null ? null : dayOf(lastPost.createdAt),
    limit: postsRunOut ? perPage : null,
  });
  const [postData, gameData] = await Promise.all([
    postsByIds(
      db,
      posts.map((p) => p.id),
      memberId,
    ),
    loadGames(
      db,
      gameIds.map((g) => g.id),
      today,
      memberId,
    ),
  ]);
  const dayOfGame = new Map(gameIds.map((g) => [g.id, g.day]));
  const dated: { day: string; game: boolean; item: FeedItem }[] = [
    ...postData.map((data) => ({
      day: data.date.slice(0, 10),
      game: false,
      item: { type: 'post' as const, data },
    })),
    ...gameData.map((data) => ({
      day: dayOfGame.get(data.id) ?? '',
      game: true,
      item: { type: 'game' as const, data },
    })),
  ];
  // Stable sort: posts keep their newest-first order within a day, and games theirs.
  dated.sort((a, b) =>
    a.day === b.day ? Number(b.game) - Number(a.game) : a.day < b.day ? 1 : -1,
  );
  return { items: dated.map((d) => d.item) };
}

/** Ids and days of the followed teams' games in a window of days, newest first. */
async function gamesBetween(
  db: Database,
  teams: Follows['teams'],
  window: {
    upper: { day: DateString; inclusive: boolean };
    lower: DateString | null;
    limit: number | null;
  },
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
    where (${team})
      and ${gameResults.eventDate} ${window.upper.inclusive ? sql`<=` : sql`<`} ${window.upper.day}
      ${window.lower == null ? sql`` : sql`and ${gameResults.eventDate} >= ${window.lower}`}
    order by day desc, id desc
    ${window.limit == null ? sql`` : sql`limit ${window.limit}`}`)) as unknown as {
    rows: { id: number | string; day: DateString }[];
  };
  return result.rows.map((r) => ({ id: Number(r.id), day: r.day }));
}
