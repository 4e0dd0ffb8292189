import { randomBytes } from 'node:crypto';
import {
  memberDisplayName,
  monthName,
  PODCAST_TAG,
  postSlug,
  postSpiritPointType,
  shiftDate,
  SPIRIT_POINT_VALUES,
  toEmbedVideoUrl,
  weekdayName,
  zonedMoment,
  type DateString,
  type LinkPreview,
  type MemberRole,
  type PostKind,
  type PostSource,
  type SpiritPointType,
  type TagType,
} from '@csz/core';
import { and, asc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/client';
import { memberRoles, members } from '../accounts/schema';
import {
  forumClaims,
  forumComments,
  forumPostLikes,
  forumPostTags,
  forumPosts,
} from '../forum/schema';
import { gameResults, games } from '../games/schema';
import { districts, schools, sports, states } from '../lookups/schema';
import { notifications } from '../notifications/schema';
import { spiritPointAwards } from '../points/schema';
import { plainTextHtml } from '../forum/render';
import { recordSearchTerms } from '../forum/searchTerms';
import { postName } from '../forum/postState';
import { storedImageKey } from '../storage/images';
import type { Storage } from '../storage/storage';
import { DEMO_MEMBERS, DEMO_PASSWORD } from './members';
import { FIRST_NAMES, LAST_NAMES } from './places';
import { Random } from './random';

/** What the forum's demo wrote. */
export interface ForumSeedReport {
  posts: number;
  comments: number;
  likes: number;
  claims: number;
  notifications: number;
  awards: number;
  photos: number;
  episodes: number;
  fans: number;
}

/** The demo's region, where its members live and its posts are written. */
const TZ = 'America/New_York';
/** How far back the forum's posts go (Player of the Month and the podcast go further). */
const WINDOW_DAYS = 42;
/** Extra fans and parents who post, comment and like beside the demo accounts. */
const FAN_COUNT = 36;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The categories (spec §3): General is type All; the others are groups. */
const CATEGORIES = {
  general: { tagString: 'General', tagType: 'All' },
  articles: { tagString: 'CSZ Articles', tagType: 'Group' },
  playerOfTheMonth: { tagString: 'Player of the Month', tagType: 'Group' },
  podcast: { tagString: PODCAST_TAG, tagType: 'Group' },
} as const satisfies Record<string, { tagString: string; tagType: TagType }>;
type Category = keyof typeof CATEGORIES;

/** A team in a game, with its school's place names and colours. */
interface Team {
  schoolId: number;
  name: string;
  shortName: string;
  mascot: string;
  colors: [string, string];
  districtId: number;
  districtName: string;
  stateId: number;
  stateName: string;
  score: number | null;
  isWon: boolean | null;
  isHome: boolean;
}

/** A game between two schools in the forum's window. */
interface DemoGame {
  id: number;
  sportId: number;
  sportName: string;
  eventDate: DateString;
  startTime: string | null;
  tz: string;
  teams: [Team, Team];
}

/** A member who writes, comments or likes. */
interface Person {
  id: number;
  name: string;
  email: string;
  /** One of the `<role>@demo.csz.test` accounts, who get notifications. */
  isDemoAccount: boolean;
  /** Schools and sports followed with an approved role (who is told of new posts). */
  follows: {
    schoolId: number | null;
    sportId: number | null;
    districtId: number | null;
    stateId: number | null;
  }[];
}

/** A post being put together. */
interface Draft {
  id: number;
  author: Person;
  kind: Exclude<PostKind, 'Game'>;
  category: Category;
  title: string | null;
  message: string;
  teams: Team[];
  sport: { id: number; name: string } | null;
  sources: PostSource[];
  links: LinkPreview[];
  gameId: number | null;
  at: Date;
  pinned: boolean;
  /** Words the comments may use: mascots, players, the sport. */
  talk: { mascot: string; player: string; sport: string; won: boolean | null };
}

/** A picture drawn for the demo, with the sports it suits ([] for any). */
interface Photo {
  url: string;
  name: string;
  sports: readonly string[];
}

/**
 * The Zone's demo (issue 17 item 10), so every forum page is alive on first start: some 340 posts
 * over the last six weeks about the demo's own games (recaps with their real scores, photos drawn
 * here in the schools' colours, highlights), previews, school chatter, CSZ Articles built from the
 * demo's results, Players of the Month, podcast episodes with short generated audio and one pinned
 * welcome; comments, likes, views, two open reports on one post, the demo accounts' notifications
 * and the Spirit Points all of it earned, as the forum's writes would have recorded them. A few
 * dozen fans and parents join the demo accounts as authors. Deterministic for a seed and a day
 * (the stored files' names aside, which are random as every upload's); written with multi-row
 * inserts in one transaction (the posts' generated search column rules out COPY).
 */
export async function seedDemoForum(
  db: Database,
  today: DateString,
  /** Where the photos and the episodes' audio are stored; without one posts carry neither. */
  storage: Storage | null,
  seed = 2026,
): Promise<ForumSeedReport> {
  const random = new Random(seed).fork('forum');
  const empty: ForumSeedReport = {
    posts: 0,
    comments: 0,
    likes: 0,
    claims: 0,
    notifications: 0,
    awards: 0,
    photos: 0,
    episodes: 0,
    fans: 0,
  };
  // Nothing the demo writes is later than the start of today, so a real clock never sees a post
  // from the future, whenever on the day the demo is loaded.
  const end = zonedMoment(today, '00:00:00', TZ);
  const demoAccounts = await loadDemoAccounts(db);
  const admin = demoAccounts.find((p) => p.email === 'admin@demo.csz.test');
  const headCoach = demoAccounts.find((p) => p.email === 'head.coach@demo.csz.test');
  if (admin == null || headCoach == null) return empty;
  const homeDistrictId = headCoach.follows[0]?.districtId ?? null;
  const allGames = await loadGames(db, shiftDate(today, -WINDOW_DAYS - 28), shiftDate(today, 3));
  if (allGames.length === 0) return empty;

  const fans = await createDemoFans(db, random.fork('fans'), allGames, end);
  // The demo accounts have been members as long as their posts: an account made at seed time
  // would be 'new' to the forum's limits (tighter, links without previews) for its first day.
  await db
    .update(members)
    .set({ createdAt: new Date(end.getTime() - 120 * 24 * HOUR) })
    .where(
      inArray(
        members.id,
        demoAccounts.map((p) => p.id),
      ),
    );
  const pending = demoAccounts.find((p) => p.email === 'pending.coach@demo.csz.test');
  const writers = demoAccounts.filter((p) => p !== pending);
  const people = [...writers, ...fans];

  const photos = storage == null ? [] : await drawPhotos(storage, random.fork('photos'), allGames);
  const episodesAudio = storage == null ? [] : await recordEpisodes(storage);

  const [{ maxId: maxPostId } = { maxId: 0 }] = await db
    .select({ maxId: sql<number>`coalesce(max(${forumPosts.id}), 0)::int` })
    .from(forumPosts);
  const writer = new PostWriter(random.fork('posts'), end, homeDistrictId, photos);
  const drafts = writer.write({
    firstId: maxPostId + 1,
    games: allGames,
    windowStart: zonedMoment(shiftDate(today, -WINDOW_DAYS), '00:00:00', TZ),
    admin,
    writers,
    people,
    episodesAudio,
  });

  const rows = buildRows(random.fork('reactions'), drafts, people, pending ?? null, end);
  const [{ maxId: maxCommentId } = { maxId: 0 }] = await db
    .select({ maxId: sql<number>`coalesce(max(${forumComments.id}), 0)::int` })
    .from(forumComments);
  rows.comments.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
  rows.comments.forEach((comment, i) => (comment.id = maxCommentId + 1 + i));
  const told = notificationRows(random.fork('notifications'), drafts, rows, people, end);
  const awards = awardRows(drafts, rows);

  await db.transaction(async (tx) => {
    await insertMany(tx, forumPosts, rows.posts);
    await insertMany(tx, forumPostTags, rows.tags);
    // The search's dictionary, as the post writes keep it.
    await recordSearchTerms(tx, gt(forumPosts.id, maxPostId));
    await insertMany(tx, forumComments, rows.comments);
    await insertMany(tx, forumPostLikes, rows.likes);
    await insertMany(tx, forumClaims, rows.claims);
    await insertMany(tx, notifications, told);
    await insertMany(tx, spiritPointAwards, awards);
    // A game's postsCount counts its visible posts, as the forum's writes keep it.
    const perGame = new Map<number, number>();
    for (const draft of drafts) {
      if (draft.gameId != null) perGame.set(draft.gameId, (perGame.get(draft.gameId) ?? 0) + 1);
    }
    for (const [gameId, count] of perGame) {
      await tx
        .update(games)
        .set({ postsCount: sql`${games.postsCount} + ${count}` })
        .where(eq(games.id, gameId));
    }
    for (const table of ['forum_posts', 'forum_comments']) {
      await tx.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
        ),
      );
    }
  });
  return {
    posts: rows.posts.length,
    comments: rows.comments.length,
    likes: rows.likes.length,
    claims: rows.claims.length,
    notifications: told.length,
    awards: awards.length,
    photos: photos.length,
    episodes: episodesAudio.length,
    fans: fans.length,
  };
}

/** Inserts rows in slices of a few hundred: few statements, each well within the bind limit. */
async function insertMany(
  tx: Database,
  table: PgTable,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 400) {
    await tx.insert(table).values(rows.slice(i, i + 400) as never);
  }
}

/** The demo accounts (demo/members.ts) with their approved follows. */
async function loadDemoAccounts(db: Database): Promise<Person[]> {
  const emails = DEMO_MEMBERS.map((m) => m.email);
  const accounts = await db
    .select({
      id: members.id,
      email: members.email,
      displayName: members.displayName,
      firstName: members.firstName,
      lastName: members.lastName,
    })
    .from(members)
    .where(inArray(members.email, emails))
    .orderBy(asc(members.id));
  const follows = await followsOf(
    db,
    accounts.map((a) => a.id),
  );
  return accounts.map((account) => ({
    id: account.id,
    name: memberDisplayName(account),
    email: account.email,
    isDemoAccount: true,
    follows: follows.get(account.id) ?? [],
  }));
}

async function followsOf(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, Person['follows']>> {
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            memberId: memberRoles.memberId,
            schoolId: memberRoles.followedSchoolId,
            sportId: memberRoles.followedSportId,
            districtId: memberRoles.followedDistrictId,
            stateId: memberRoles.followedStateId,
          })
          .from(memberRoles)
          .where(and(inArray(memberRoles.memberId, [...ids]), eq(memberRoles.status, 'Approved')))
          .orderBy(asc(memberRoles.id));
  const byMember = new Map<number, Person['follows']>();
  for (const { memberId, ...follow } of rows) {
    byMember.set(memberId, [...(byMember.get(memberId) ?? []), follow]);
  }
  return byMember;
}

/** Two-school games between two days, with both teams, oldest first. */
async function loadGames(db: Database, from: DateString, to: DateString): Promise<DemoGame[]> {
  // Two plain queries (the games, then their teams by game id) rather than one with a count per
  // game: at the demo's scale the planner's choices for the one were minutes, these are a second.
  const found = await db
    .select({
      id: games.id,
      eventDate: games.eventDate,
      startTime: games.startTime,
      tz: games.tz,
      sportId: sports.id,
      sportName: sports.name,
    })
    .from(games)
    .innerJoin(sports, eq(sports.id, games.sportId))
    .where(
      and(
        eq(games.gameType, 'Game'),
        eq(games.status, 'Active'),
        eq(sports.isMultiTeam, false),
        gte(games.eventDate, from),
        lte(games.eventDate, to),
      ),
    )
    .orderBy(asc(games.eventDate), asc(games.id));
  const rows = [];
  for (let i = 0; i < found.length; i += 1000) {
    rows.push(
      ...(await db
        .select({
          gameId: gameResults.gameId,
          schoolId: schools.id,
          name: schools.name,
          shortName: schools.shortName,
          mascot: schools.mascot,
          primary: schools.primaryColor,
          secondary: schools.secondaryColor,
          districtId: districts.id,
          districtName: districts.name,
          stateId: states.id,
          stateName: states.name,
          score: gameResults.score,
          isWon: gameResults.isWon,
          isHome: gameResults.isHome,
        })
        .from(gameResults)
        .innerJoin(schools, eq(schools.id, gameResults.schoolId))
        .innerJoin(districts, eq(districts.id, schools.districtId))
        .innerJoin(states, eq(states.id, schools.stateId))
        .where(
          inArray(
            gameResults.gameId,
            found.slice(i, i + 1000).map((g) => g.id),
          ),
        )
        .orderBy(asc(gameResults.gameId), asc(gameResults.position), asc(gameResults.id))),
    );
  }
  const teamsOf = new Map<number, Team[]>();
  for (const row of rows) {
    const team: Team = {
      schoolId: row.schoolId,
      name: row.name,
      shortName: row.shortName,
      mascot: row.mascot ?? row.shortName,
      colors: [row.primary, row.secondary],
      districtId: row.districtId,
      districtName: row.districtName,
      stateId: row.stateId,
      stateName: row.stateName,
      score: row.score,
      isWon: row.isWon,
      isHome: row.isHome,
    };
    teamsOf.set(row.gameId, [...(teamsOf.get(row.gameId) ?? []), team]);
  }
  return found.flatMap((game) => {
    const teams = teamsOf.get(game.id) ?? [];
    if (teams.length !== 2 || teams[0]!.schoolId === teams[1]!.schoolId) return [];
    return [{ ...game, eventDate: game.eventDate as DateString, teams: [teams[0]!, teams[1]!] }];
  });
}

/**
 * Fans and parents of the schools in the games, with an approved role following one (parents a
 * sport too). They share one hash of the demo password: they are never logged in as, but an
 * account needs one.
 */
async function createDemoFans(
  db: Database,
  random: Random,
  allGames: readonly DemoGame[],
  end: Date,
): Promise<Person[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const teams = allGames.flatMap((g) => g.teams.map((team) => ({ team, sportId: g.sportId })));
  const taken = new Set<string>();
  const fans: {
    email: string;
    firstName: string;
    lastName: string;
    role: MemberRole;
    team: Team;
    sportId: number;
  }[] = [];
  while (fans.length < FAN_COUNT) {
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const email = `${firstName}.${lastName}@demo.csz.test`.toLowerCase();
    if (taken.has(email)) continue;
    taken.add(email);
    const { team, sportId } = random.pick(teams);
    fans.push({
      email,
      firstName,
      lastName,
      role: random.chance(0.4) ? 'Parent' : 'Fan',
      team,
      sportId,
    });
  }
  const created = await db
    .insert(members)
    .values(
      fans.map((fan, i) => ({
        email: fan.email,
        passwordHash,
        firstName: fan.firstName,
        lastName: fan.lastName,
        displayName: `${fan.firstName} ${fan.lastName}`,
        createdAt: new Date(end.getTime() - (90 + i) * 24 * HOUR),
      })),
    )
    .returning({ id: members.id, email: members.email });
  const ids = new Map(created.map((m) => [m.email, m.id]));
  await db.insert(memberRoles).values(
    fans.map((fan) => ({
      memberId: ids.get(fan.email)!,
      role: fan.role,
      followedStateId: fan.team.stateId,
      followedDistrictId: fan.team.districtId,
      followedSchoolId: fan.team.schoolId,
      followedSportId: fan.role === 'Parent' ? fan.sportId : null,
      status: 'Approved' as const,
    })),
  );
  return fans.map((fan) => ({
    id: ids.get(fan.email)!,
    name: `${fan.firstName} ${fan.lastName}`,
    email: fan.email,
    isDemoAccount: false,
    follows: [],
  }));
}

// ---------------------------------------------------------------------------------------------
// Pictures and sound

/** A scene in a school's colours, as an SVG of shapes: no text, so no font is needed here. */
type Scene = (primary: string, secondary: string) => string;

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540">${body}</svg>`;
const players = (colour: string, xs: number[], y: number) =>
  xs
    .map(
      (x, i) =>
        `<circle cx="${x}" cy="${y + (i % 2) * 40}" r="16" fill="${colour}" stroke="#fff" stroke-width="3"/>`,
    )
    .join('');

/** Twelve scenes, named as a member's upload would be, with the sports they suit. */
const SCENES: readonly { name: string; sports: readonly string[]; draw: Scene }[] = [
  {
    name: 'friday-night-field.jpg',
    sports: ['Football'],
    draw: (a, b) =>
      svg(
        `<rect width="960" height="540" fill="#2e7d32"/>${[1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => `<rect x="${i * 96 - 2}" y="0" width="4" height="540" fill="#fff" opacity="0.8"/>`).join('')}<rect x="0" y="0" width="96" height="540" fill="${a}"/><rect x="864" y="0" width="96" height="540" fill="${b}"/>${players(a, [300, 360, 420, 480], 230)}${players(b, [540, 600, 660], 240)}`,
      ),
  },
  {
    name: 'under-the-lights.jpg',
    sports: ['Football', 'Soccer', 'Field Hockey', 'Lacrosse'],
    draw: (a, b) =>
      svg(
        `<rect width="960" height="540" fill="#0b1d3a"/><rect y="360" width="960" height="180" fill="#2e7d32"/>${[120, 840].map((x) => `<rect x="${x - 6}" y="80" width="12" height="290" fill="#9aa5b1"/><rect x="${x - 60}" y="60" width="120" height="40" rx="6" fill="#fff8c4"/><circle cx="${x}" cy="80" r="90" fill="#fff8c4" opacity="0.15"/>`).join('')}<rect x="330" y="300" width="300" height="70" fill="${a}"/><rect x="330" y="300" width="300" height="14" fill="${b}"/>`,
      ),
  },
  {
    name: 'scoreboard.jpg',
    sports: [],
    draw: (a, b) =>
      svg(
        `<rect width="960" height="540" fill="#87b5e0"/><rect x="160" y="70" width="640" height="330" rx="18" fill="#111"/><rect x="200" y="110" width="250" height="170" rx="10" fill="${a}"/><rect x="510" y="110" width="250" height="170" rx="10" fill="${b}"/><rect x="200" y="310" width="560" height="60" rx="8" fill="#333"/><rect x="460" y="400" width="40" height="140" fill="#444"/>`,
      ),
  },
  {
    name: 'student-section.jpg',
    sports: [],
    draw: (a, b) =>
      svg(
        `<rect width="960" height="540" fill="#555"/>${Array.from({ length: 6 }, (_, row) => `<rect x="0" y="${row * 90 + 60}" width="960" height="12" fill="#999"/>${Array.from({ length: 24 }, (_, col) => `<circle cx="${col * 40 + 20 + (row % 2) * 20}" cy="${row * 90 + 40}" r="15" fill="${(row + col) % 3 === 0 ? b : a}"/>`).join('')}`).join('')}`,
      ),
  },
  {
    name: 'basketball-court.jpg',
    sports: ['Basketball'],
    draw: (a, b) =>
      svg(
        `<rect width="960" height="540" fill="#d9a066"/><rect x="40" y="40" width="880" height="460" fill="none" stroke="#fff" stroke-width="6"/><line x1="480" y1="40" x2="480" y2="500" stroke="#fff" stroke-width="6"/><circle cx="480" cy="270" r="70" fill="${a}" stroke="#fff" stroke-width="6"/><rect x="40" y="190" width="180" height="160" fill="${b}" opacity="0.85"/><rect x="740" y="190" width="180" height="160" fill="${b}" opacity="0.85"/>${players(a, [300, 380], 200)}${players(b, [600, 660], 260)}`,
      ),
  },
  {
    name: 'soccer-pitch.jpg',
    sports: ['Soccer', 'Field Hockey', 'Lacrosse'],
    draw: (a, b) =>
      svg(
        `${Array.from({ length: 8 }, (_, i) => `<rect x="${i * 120}" width="120" height="540" fill="${i % 2 ? '#2f8f3a' : '#38a345'}"/>`).join('')}<circle cx="480" cy="270" r="90" fill="none" stroke="#fff" stroke-width="5"/><line x1="480" y1="0" x2="480" y2="540" stroke="#fff" stroke-width="5"/><rect x="0" y="170" width="120" height="200" fill="none" stroke="#fff" stroke-width="5"/><rect x="840" y="170" width="120" height="200" fill="none" stroke="#fff" stroke-width="5"/>${players(a, [260, 340, 420], 220)}${players(b, [560, 640], 250)}`,
      ),
  },
  {
    name: 'pennant.jpg',
    sports: [],
    draw: (a, b) =>
      svg(
        `<rect width="960" height="540" fill="#f4f1ea"/><rect x="150" y="90" width="14" height="400" fill="#6d4c41"/><polygon points="164,100 820,230 164,360" fill="${a}"/><polygon points="164,100 300,127 300,333 164,360" fill="${b}"/>`,
      ),
  },
  {
    name: 'trophy.jpg',
    sports: [],
    draw: (a, b) =>
      svg(
        `<rect width="960" height="540" fill="${a}"/><circle cx="480" cy="250" r="220" fill="${b}" opacity="0.35"/><path d="M380 120 h200 v90 a100 100 0 0 1 -200 0 z" fill="#f2c230"/><rect x="465" y="300" width="30" height="80" fill="#f2c230"/><rect x="400" y="380" width="160" height="40" rx="6" fill="#8d6e63"/><circle cx="360" cy="170" r="34" fill="none" stroke="#f2c230" stroke-width="14"/><circle cx="600" cy="170" r="34" fill="none" stroke="#f2c230" stroke-width="14"/>`,
      ),
  },
  {
    name: 'bleachers-at-sunset.jpg',
    sports: [],
    draw: (a, b) =>
      svg(
        `<rect width="960" height="540" fill="#f28c38"/><rect width="960" height="200" fill="#c0504d"/><circle cx="720" cy="230" r="70" fill="#ffd54f"/>${Array.from({ length: 7 }, (_, i) => `<rect x="${60 + i * 20}" y="${300 + i * 34}" width="${840 - i * 40}" height="16" fill="${i % 2 ? a : b}"/>`).join('')}`,
      ),
  },
  {
    name: 'jersey.jpg',
    sports: [],
    draw: (a, b) =>
      svg(
        `<rect width="960" height="540" fill="#e0e0e0"/><path d="M340 80 l-140 80 l50 100 l60 -30 v250 h340 v-250 l60 30 l50 -100 l-140 -80 q-140 60 -280 0 z" fill="${a}"/><rect x="420" y="200" width="40" height="160" fill="${b}"/><rect x="500" y="200" width="40" height="160" fill="${b}"/><path d="M420 80 q60 40 120 0" fill="none" stroke="${b}" stroke-width="14"/>`,
      ),
  },
  {
    name: 'volleyball-net.jpg',
    sports: ['Volleyball'],
    draw: (a, b) =>
      svg(
        `<rect width="960" height="540" fill="#f0a04b"/><rect x="0" y="380" width="960" height="160" fill="#c97b2e"/><rect x="100" y="160" width="760" height="120" fill="none" stroke="#222" stroke-width="6"/>${Array.from({ length: 18 }, (_, i) => `<line x1="${140 + i * 40}" y1="160" x2="${140 + i * 40}" y2="280" stroke="#222" stroke-width="2"/>`).join('')}<rect x="100" y="150" width="760" height="16" fill="${a}"/><circle cx="620" cy="110" r="28" fill="#fff" stroke="${b}" stroke-width="6"/>${players(a, [300, 360], 330)}`,
      ),
  },
  {
    name: 'team-huddle.jpg',
    sports: [],
    draw: (a, b) =>
      svg(
        `<rect width="960" height="540" fill="#3f6e3a"/>${Array.from({ length: 12 }, (_, i) => {
          const angle = (i / 12) * Math.PI * 2;
          return `<circle cx="${Math.round(480 + Math.cos(angle) * 150)}" cy="${Math.round(270 + Math.sin(angle) * 110)}" r="34" fill="${i % 4 === 0 ? b : a}" stroke="#fff" stroke-width="4"/>`;
        }).join('')}<circle cx="480" cy="270" r="40" fill="${b}"/>`,
      ),
  },
];

/**
 * The demo's photos: each scene drawn in a different school's colours, rasterised to WebP and
 * stored where an upload's photo goes (storage/images.ts), to be shared by many Media posts.
 */
async function drawPhotos(
  storage: Storage,
  random: Random,
  allGames: readonly DemoGame[],
): Promise<Photo[]> {
  const bySchool = new Map<number, Team>();
  for (const game of allGames) for (const team of game.teams) bySchool.set(team.schoolId, team);
  const palettes = random.shuffle([...bySchool.values()]).map((t) => t.colors);
  return Promise.all(
    SCENES.map(async (scene, i) => {
      const [primary, secondary] = palettes[i % palettes.length]!;
      const picture = await sharp(Buffer.from(scene.draw(primary, secondary)))
        .webp({ quality: 80 })
        .toBuffer();
      const url = await storage.put(storedImageKey('posts'), picture, 'image/webp');
      return { url, name: scene.name, sports: scene.sports };
    }),
  );
}

/** How many podcast episodes the demo has. */
const EPISODES = 5;

/**
 * The podcast episodes' audio: a few seconds of a jingle each (a melody of sine tones, a different
 * one per episode), as 8 kHz 16-bit mono WAV files of some 60 KB, stored as an upload would be.
 * No encoder for Opus or MP3 is installed; WAV needs none and every browser plays it.
 */
async function recordEpisodes(storage: Storage): Promise<{ url: string; name: string }[]> {
  const NOTES = [261.63, 293.66, 329.63, 349.23, 392, 440, 493.88, 523.25];
  const urls: { url: string; name: string }[] = [];
  for (let episode = 1; episode <= EPISODES; episode++) {
    const melody = Array.from({ length: 8 }, (_, i) => NOTES[(i * (episode + 2) + episode) % 8]!);
    const wav = toneWav(melody, 0.45);
    const url = await storage.put(
      `podcast/${randomBytes(16).toString('hex')}.wav`,
      wav,
      'audio/wav',
    );
    urls.push({ url, name: `the-zone-podcast-episode-${episode}.wav` });
  }
  return urls;
}

/** A WAV file (PCM, 8 kHz, 16-bit, mono) of tones in turn, each faded in and out. */
export function toneWav(frequencies: readonly number[], secondsEach: number): Buffer {
  const rate = 8000;
  const perNote = Math.round(rate * secondsEach);
  const samples = perNote * frequencies.length;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples * 2, 40);
  frequencies.forEach((frequency, note) => {
    for (let i = 0; i < perNote; i++) {
      const envelope = Math.min(1, i / 400, (perNote - i) / 400);
      const value = Math.sin((2 * Math.PI * frequency * i) / rate) * envelope * 0.4;
      wav.writeInt16LE(Math.round(value * 32767), 44 + (note * perNote + i) * 2);
    }
  });
  return wav;
}

// ---------------------------------------------------------------------------------------------
// Words

/** First names by the sports' teams: the list alternates boys' and girls' names. */
const BOYS_NAMES = FIRST_NAMES.filter((_, i) => i % 2 === 0);
const GIRLS_NAMES = FIRST_NAMES.filter((_, i) => i % 2 === 1);

/** A made-up student's first name and initial (a forum of minors names no one in full). */
function playerName(random: Random, sportName: string): string {
  const girls = /^Girls|Volleyball|Field Hockey|Softball/.test(sportName);
  const boys = /^Boys|Football|Baseball|Wrestling/.test(sportName);
  const first = random.pick(girls ? GIRLS_NAMES : boys ? BOYS_NAMES : FIRST_NAMES);
  return `${first} ${random.pick(LAST_NAMES).charAt(0)}.`;
}

/** A line about a player, and the fewest points their team needs for it to be true. */
type FeatLine = { needs: number; say: (player: string, teamScore: number) => string };

/** What players do, in each sport's words. */
const FEATS: Readonly<Record<string, (n: (min: number, max: number) => number) => FeatLine[]>> = {
  Football: (n) => [
    {
      needs: 14,
      say: (p, score) =>
        `${p} threw for ${n(180, 310)} yards and ${n(2, Math.min(4, Math.floor(score / 7)))} touchdowns`,
    },
    { needs: 0, say: (p) => `${p} ran for ${n(110, 220)} yards on ${n(14, 28)} carries` },
    { needs: 0, say: (p) => `${p} had ${n(2, 4)} sacks and a forced fumble` },
    { needs: 0, say: (p) => `${p} picked off two passes` },
    { needs: 3, say: (p) => `${p} hit a ${n(32, 46)}-yard field goal before the half` },
    { needs: 0, say: (p) => `${p} caught ${n(6, 11)} balls for ${n(90, 170)} yards` },
  ],
  Soccer: (n) => [
    { needs: 2, say: (p) => `${p} scored twice, the second one from outside the box` },
    { needs: 1, say: (p) => `${p} buried a penalty in the ${n(55, 78)}th minute` },
    { needs: 0, say: (p) => `keeper ${p} made ${n(6, 11)} saves` },
    { needs: 1, say: (p) => `${p} headed in a corner in the ${n(20, 40)}th minute` },
    { needs: 2, say: (p) => `${p} set up two goals from the wing` },
    { needs: 0, say: (p) => `${p} shut down their best attacker all game` },
  ],
  Basketball: (n) => [
    { needs: 30, say: (p, score) => `${p} scored ${n(16, Math.min(31, score - 12))} points` },
    { needs: 24, say: (p) => `${p} hit ${n(4, 7)} threes` },
    {
      needs: 24,
      say: (p) => `${p} had a double-double, ${n(12, 20)} points and ${n(10, 15)} rebounds`,
    },
    { needs: 10, say: (p) => `${p} went ${n(6, 8)}-for-8 at the line in the fourth quarter` },
    { needs: 0, say: (p) => `${p} had ${n(8, 12)} assists and ran the offense all night` },
  ],
  Volleyball: (n) => [
    { needs: 0, say: (p) => `${p} had ${n(14, 24)} kills` },
    { needs: 0, say: (p) => `${p} served ${n(5, 9)} aces` },
    { needs: 0, say: (p) => `${p} had ${n(18, 30)} digs` },
    { needs: 0, say: (p) => `${p} set up ${n(30, 45)} assists` },
  ],
  'Field Hockey': (n) => [
    { needs: 1, say: (p) => `${p} scored on a penalty corner` },
    { needs: 3, say: (p) => `${p} had a goal and two assists` },
    { needs: 0, say: (p) => `goalie ${p} made ${n(7, 12)} saves` },
  ],
  Lacrosse: (n) => [
    { needs: 3, say: (p, score) => `${p} scored ${n(3, Math.min(6, score))} goals` },
    { needs: 0, say: (p) => `${p} won ${n(10, 16)} faceoffs` },
    { needs: 0, say: (p) => `goalie ${p} made ${n(10, 16)} saves` },
  ],
  Baseball: (n) => [
    { needs: 0, say: (p) => `${p} went 3-for-4 with a double` },
    { needs: 0, say: (p) => `${p} struck out ${n(7, 12)}` },
    { needs: 2, say: (p) => `${p} hit a two-run homer in the ${n(3, 6)}th` },
  ],
  Wrestling: (n) => [
    { needs: 0, say: (p) => `${p} won by pin in the first period` },
    { needs: 0, say: (p) => `${p} won a ${n(3, 7)}-${n(0, 2)} decision` },
  ],
};

/**
 * What a player did, in the sport's words, true to their team's score (no goals for a team that
 * scored none); with no score known, only what needs none.
 */
function feat(random: Random, sportName: string, player: string, teamScore: number | null): string {
  const key = Object.keys(FEATS).find((k) => sportName.includes(k));
  const score = teamScore ?? 0;
  const lines = (key == null ? [] : FEATS[key]!((min, max) => random.int(min, max))).filter(
    (line) => line.needs <= score,
  );
  if (lines.length === 0) return `${player} came up big when it mattered`;
  return random.pick(lines).say(player, score);
}

const CLOSE_VERBS = ['edged', 'held off', 'outlasted', 'squeaked past'];
const EASY_VERBS = ['rolled past', 'cruised past', 'ran away from', 'handled'];
const WIN_VERBS = ['beat', 'took down', 'got past', 'topped'];

/** How a result is told, and whether it was close (by the sport's usual margins). */
function resultVerb(random: Random, sportName: string, margin: number): string {
  const scale = /Football|Basketball|Volleyball/.test(sportName) ? 8 : 1;
  if (margin <= scale) return random.pick(CLOSE_VERBS);
  if (margin >= scale * 3) return random.pick(EASY_VERBS);
  return random.pick(WIN_VERBS);
}

const WIN_OPENERS = [
  (m: string) => `What a night for the ${m}!`,
  (m: string) => `Another one in the win column for the ${m}.`,
  () => 'Loved every minute of that one.',
  () => 'Worth the drive.',
  (m: string) => `${m} fans, we needed that.`,
  () => 'Great way to spend an evening.',
];
const WIN_CLOSERS = [
  () => 'On to the next one.',
  () => 'Proud of this group.',
  (m: string) => `Go ${m}!`,
  () => 'The student section was rocking all night.',
  () => 'Shoutout to the seniors.',
  () => 'The defense won this one.',
  () => 'Coaches had them ready from the first whistle.',
];
const LOSS_OPENERS = [
  (m: string) => `Tough one for the ${m}.`,
  () => 'Not our night.',
  () => 'Hard to watch at times, but they never quit.',
];
const LOSS_CLOSERS = [
  () => 'We will get them next time.',
  (m: string) => `Heads up, ${m}. Long season left.`,
  () => 'Still proud of the effort.',
  () => 'Credit to the other side, they earned it.',
];

const CHATTER: readonly ((s: string, sport: string, day: string) => string)[] = [
  (s, _sport, day) =>
    `Booster club meeting ${day} at 7 in the ${s} library. We need volunteers for the concession stand, even one shift helps.`,
  (s, sport) => `Senior night for ${s} ${sport} is coming up. Bring signs for the seniors!`,
  (s) =>
    `Does anyone have a carpool going to the ${s} away games? Happy to split gas and drive every other week.`,
  (s) =>
    `Shoutout to the ${s} athletic trainers. They are at every practice and every game and never get enough credit.`,
  (s, sport) => `Team pictures for ${s} ${sport} are up. The group shot came out great.`,
  (s) => `Reminder: clear bag policy at ${s} home games starting this week.`,
  (s, sport) =>
    `The ${s} ${sport} team is collecting canned food at the next home game. Bring a can, get a raffle ticket.`,
  (s) => `Youth night at ${s}: kids in youth league jerseys get in free.`,
  (s) =>
    `Lost a navy ${s} hoodie on the home bleachers last game, size M. Let me know if you find it!`,
  (s, _sport, day) => `Rain in the forecast for ${day}. Any word on the ${s} game?`,
  (s) => `Huge thanks to the ${s} band and cheer squads for showing up at every single game.`,
  (s, sport) =>
    `Free ${sport.toLowerCase()} clinic with the ${s} team on Saturday morning, grades 3 through 8. Bring water.`,
  (s) => `First season as a ${s} parent and this community has been so welcoming. Thank you all.`,
  (s, sport) =>
    `Anyone know what time the JV ${sport.toLowerCase()} game starts at ${s}? The schedule I have is old.`,
];

/** The post two members reported, kept visible (two reports are under the three that hide). */
const REPORTED_TEXT = (s: string) =>
  `Anybody selling extra tickets to the ${s} game? Paying double, message me.`;

const COMMENTS: readonly ((t: Draft['talk']) => string)[] = [
  (t) => `Great game ${t.mascot}!`,
  () => 'What a finish.',
  (t) => `${t.player} was everywhere tonight.`,
  () => 'Proud of these kids.',
  () => 'That second half was something else.',
  () => 'See everyone at the next one!',
  () => 'Wish I could have been there, thanks for posting.',
  () => 'Our student section was LOUD.',
  () => 'Congrats to both teams, good sportsmanship all night.',
  () => 'Parking was a mess but worth it.',
  () => 'The band sounded great at halftime.',
  () => 'That defense though!',
  () => 'Can we get a rematch in the playoffs?',
  () => 'Is there a replay anywhere?',
  () => 'Love seeing the whole community come out.',
  () => 'Coach had them ready.',
  (t) => `${t.sport} in this county is so much fun to watch this year.`,
  (t) => `Let's go ${t.mascot}!!`,
  (t) => `My kid has been talking about ${t.player} all week.`,
  () => 'Bringing the whole family next time.',
  () => 'Thanks for keeping us updated, we were stuck at work.',
  () => 'Refs let them play, for better or worse.',
  () => 'Anyone know if the next game is home or away?',
  () => 'This is why we love high school sports.',
];
const LOSS_COMMENTS: readonly ((t: Draft['talk']) => string)[] = [
  () => 'Tough one. They will bounce back.',
  (t) => `Heads up ${t.mascot}, still a lot of season left.`,
  () => 'They played hard to the end.',
];

// ---------------------------------------------------------------------------------------------
// Posts

/** What the post writer is given. */
interface WriteInput {
  firstId: number;
  games: readonly DemoGame[];
  windowStart: Date;
  admin: Person;
  writers: readonly Person[];
  people: readonly Person[];
  episodesAudio: readonly { url: string; name: string }[];
}

/** A made-up YouTube id (11 characters of its alphabet): the demo's videos do not exist. */
function madeUpVideoId(random: Random): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return Array.from({ length: 11 }, () => alphabet[random.int(0, 63)]).join('');
}

/** Writes the posts from the demo's games, each at a moment before `end`. */
class PostWriter {
  readonly #random: Random;
  readonly #end: Date;
  readonly #homeDistrictId: number | null;
  readonly #photos: readonly Photo[];
  readonly #drafts: Draft[] = [];
  #nextId = 0;

  constructor(random: Random, end: Date, homeDistrictId: number | null, photos: readonly Photo[]) {
    this.#random = random;
    this.#end = end;
    this.#homeDistrictId = homeDistrictId;
    this.#photos = photos;
  }

  write(input: WriteInput): Draft[] {
    this.#nextId = input.firstId;
    const random = this.#random;
    const start = input.windowStart.getTime();
    const inWindow = input.games.filter(
      (g) =>
        this.#kickoff(g).getTime() >= start && this.#kickoff(g).getTime() < this.#end.getTime(),
    );
    const scored = inWindow.filter((g) => g.teams.every((t) => t.score != null));
    // The demo members' county first, then anywhere: the home pages' posts are about their schools.
    const weighted = random
      .shuffle(scored)
      .map((game) => ({
        game,
        key:
          random.next() + (game.teams.some((t) => t.districtId === this.#homeDistrictId) ? 0.6 : 0),
      }))
      .sort((a, b) => b.key - a.key)
      .map((w) => w.game);
    const fans = input.people;
    const author = () => random.pick(fans);

    this.#welcome(input.admin, new Date(this.#end.getTime() - 27 * 24 * HOUR - 15 * HOUR));
    // Every demo account writes a few recaps, so each has likes and comments to be told of.
    // In a small data set, some games get a second recap (from either side's fans).
    const recaps = [...weighted, ...weighted].slice(0, 220);
    recaps.forEach((game, i) => {
      const writer =
        i < input.writers.length * 4 ? input.writers[i % input.writers.length]! : author();
      this.#recap(game, writer);
    });
    // Games from the window's third day to tomorrow evening: previews a day or two ahead.
    const upcoming = input.games.filter(
      (g) =>
        this.#kickoff(g).getTime() >= start + 2 * 24 * HOUR &&
        this.#kickoff(g).getTime() < this.#end.getTime() + 30 * HOUR,
    );
    for (const game of random.shuffle(upcoming).slice(0, 40)) this.#preview(game, author());
    const schoolsPlaying = inWindow.flatMap((g) => g.teams.map((team) => ({ team, game: g })));
    for (let i = 0; i < 30 && schoolsPlaying.length > 0; i++) {
      const { team, game } = random.pick(schoolsPlaying);
      this.#chatter(team, game, author(), i === 0);
    }
    const articleWriters = input.writers.filter((p) =>
      ['admin@demo.csz.test', 'ambassador@demo.csz.test', 'alumni@demo.csz.test'].includes(p.email),
    );
    for (let week = 0; week < 6; week++) {
      for (let i = 0; i < 4; i++) {
        this.#article(inWindow, random.pick(articleWriters), week, i);
      }
    }
    this.#playersOfTheMonth(input.games, input.admin);
    this.#podcast(inWindow, input.episodesAudio, articleWriters);
    // Ids in the order of the posts' times, as members' posts get them.
    return this.#drafts
      .sort((a, b) => a.at.getTime() - b.at.getTime() || a.id - b.id)
      .map((draft, i) => ({ ...draft, id: input.firstId + i }));
  }

  /** When a game starts, where it is played (7 pm when its time is unknown). */
  #kickoff(game: DemoGame): Date {
    return zonedMoment(game.eventDate, game.startTime ?? '19:00:00', game.tz);
  }

  /** A moment no later than just before the end. */
  #before(at: number): Date {
    return new Date(Math.min(at, this.#end.getTime() - this.#random.int(5, 120) * MINUTE));
  }

  #add(draft: Omit<Draft, 'id' | 'pinned' | 'sources' | 'links' | 'gameId'> & Partial<Draft>) {
    this.#drafts.push({
      sources: [],
      links: [],
      gameId: null,
      pinned: false,
      ...draft,
      id: this.#nextId++,
    });
  }

  #photosFor(sportName: string, count: number): PostSource[] {
    const suited = this.#photos.filter(
      (p) => p.sports.length === 0 || p.sports.some((s) => sportName.includes(s)),
    );
    return this.#random
      .shuffle(suited)
      .slice(0, count)
      .map((p) => ({ url: p.url, type: 'Image' as const, name: p.name, description: null }));
  }

  #welcome(admin: Person, at: Date): void {
    this.#add({
      author: admin,
      kind: 'Post',
      category: 'general',
      title: 'Welcome to The Zone',
      message: [
        'Welcome to The Zone, the community forum for high school sports fans, players, parents and coaches.',
        'Post about your games, share photos and highlights, and follow the schools and sports you care about: their new posts show up on your home page.',
        'A few ground rules: cheer for your team, respect the other one, and never post anything about a student you would not say to their face. Use "Report" on any post that breaks these rules and our staff will take a look.',
        'See you in the stands!',
      ].join('\n\n'),
      teams: [],
      sport: null,
      at,
      pinned: true,
      talk: { mascot: 'everyone', player: 'everyone', sport: 'High school sports', won: null },
    });
  }

  #recap(game: DemoGame, author: Person): void {
    const random = this.#random;
    const [first, second] = game.teams;
    const tie = first.score === second.score;
    const [winner, loser] =
      (first.score ?? 0) >= (second.score ?? 0) ? [first, second] : [second, first];
    // The author is a fan of one side, mostly the winner's.
    const side = tie || random.chance(0.75) ? winner : loser;
    const won = tie ? null : side === winner;
    const player = playerName(random, game.sportName);
    const home = game.teams.find((t) => t.isHome) ?? first;
    const away = home === first ? second : first;
    const evening = (game.startTime ?? '19:00:00') >= '17:00:00';
    // Most recaps the same evening, some the next morning.
    const nextMorning = random.chance(0.3);
    const when = nextMorning
      ? evening
        ? 'last night'
        : 'yesterday'
      : evening
        ? 'tonight'
        : 'today';
    const margin = (winner.score ?? 0) - (loser.score ?? 0);
    const verb = resultVerb(random, game.sportName, margin);
    const result = tie
      ? `${first.shortName} and ${second.shortName} played to a ${first.score}-${second.score} draw ${when}`
      : random.pick([
          () =>
            `${winner.shortName} ${verb} ${loser.shortName} ${winner.score}-${loser.score} ${when}`,
          () => `Final: ${winner.shortName} ${winner.score}, ${loser.shortName} ${loser.score}`,
          () =>
            `${winner.name} ${verb} ${loser.shortName}, ${winner.score}-${loser.score}, in ${game.sportName.toLowerCase()}`,
        ])();
    const highlight = feat(random, game.sportName, player, side.score);
    const opener =
      won === false
        ? random.pick(LOSS_OPENERS)(side.mascot)
        : random.pick(WIN_OPENERS)(side.mascot);
    const closer =
      won === false
        ? random.pick(LOSS_CLOSERS)(side.mascot)
        : random.pick(WIN_CLOSERS)(side.mascot);
    const kindRoll = random.next();
    const kind: Draft['kind'] =
      kindRoll < 0.15
        ? 'Highlights'
        : kindRoll < 0.45 && this.#photos.length > 0
          ? 'Media'
          : 'Post';
    const at = this.#before(
      this.#kickoff(game).getTime() +
        (nextMorning ? random.int(13 * 60, 16 * 60) : random.int(150, 240)) * MINUTE,
    );
    const base = {
      author,
      category: 'general' as const,
      teams: [home, away],
      sport: { id: game.sportId, name: game.sportName },
      at,
      gameId: random.chance(0.3) ? game.id : null,
      talk: { mascot: side.mascot, player, sport: game.sportName, won },
    };
    if (kind === 'Highlights') {
      // Made-up ids: the demo's highlights are not real videos (the player says it is unavailable).
      const video = toEmbedVideoUrl(`https://www.youtube.com/watch?v=${madeUpVideoId(random)}`)!;
      const sources: PostSource[] = [{ url: video, type: 'Video', name: null, description: null }];
      if (random.chance(0.3)) sources.push(...this.#photosFor(game.sportName, 1));
      this.#add({
        ...base,
        kind,
        title: random.pick([
          `Highlights: ${home.shortName} vs ${away.shortName}`,
          `${player} against ${(side === winner ? loser : winner).shortName}`,
          `${game.sportName} highlights, ${home.shortName} and ${away.shortName}`,
        ]),
        message: `${capitalise(highlight)}. ${result}. ${closer}`,
        sources,
      });
      return;
    }
    if (kind === 'Media') {
      const count = random.chance(0.15) ? 5 : random.int(1, 3);
      this.#add({
        ...base,
        kind,
        title: random.chance(0.5) ? `Photos: ${home.shortName} vs ${away.shortName}` : null,
        message: `${random.pick([
          `A few shots from ${home.shortName}'s ${game.sportName.toLowerCase()} game against ${away.shortName}.`,
          `Sideline photos from ${home.shortName}.`,
          `Some pictures from the stands at ${home.shortName}.`,
        ])} ${result}. ${closer}`,
        sources: this.#photosFor(game.sportName, count),
      });
      return;
    }
    const links: LinkPreview[] = [];
    let tail = '';
    if (random.chance(0.08)) {
      // A link to a made-up replay, with the preview the forum would have fetched for it.
      const url = `https://www.youtube.com/watch?v=${madeUpVideoId(random)}`;
      links.push({
        url,
        title: `Full game: ${home.name} vs ${away.name}`,
        images: [],
        favicons: ['https://www.youtube.com/favicon.ico'],
      });
      tail = `\n\nFull replay: ${url}`;
    }
    this.#add({
      ...base,
      kind,
      title: random.chance(0.5)
        ? tie
          ? `${first.shortName} and ${second.shortName} draw`
          : random.pick([
              `${winner.shortName} ${verb} ${loser.shortName} ${winner.score}-${loser.score}`,
              `${game.sportName}: ${winner.shortName} ${winner.score}, ${loser.shortName} ${loser.score}`,
              won === false
                ? `${game.sportName}: ${loser.shortName} falls to ${winner.shortName}`
                : `Big ${evening ? 'night' : 'day'} for the ${winner.mascot}`,
            ])
        : null,
      message: `${opener} ${result}. ${capitalise(highlight)}. ${closer}${tail}`,
      links,
    });
  }

  #preview(game: DemoGame, author: Person): void {
    const random = this.#random;
    const [first, second] = game.teams;
    const home = game.teams.find((t) => t.isHome) ?? first;
    const away = home === first ? second : first;
    const kickoff = this.#kickoff(game).getTime();
    const at = this.#before(kickoff - random.int(6, 50) * HOUR);
    const hoursBefore = (kickoff - at.getTime()) / HOUR;
    const evening = (game.startTime ?? '19:00:00') >= '17:00:00';
    const day =
      hoursBefore < 12
        ? evening
          ? 'tonight'
          : 'today'
        : hoursBefore < 36
          ? 'tomorrow'
          : `on ${weekdayName(game.eventDate)}`;
    const sport = game.sportName.toLowerCase();
    this.#add({
      author,
      kind: 'Post',
      category: 'general',
      title: random.chance(0.5) ? `${away.shortName} at ${home.shortName}, ${sport}` : null,
      message: `${random.pick([
        `Big one ${day}: ${home.shortName} hosts ${away.shortName} in ${sport}.`,
        `${away.shortName} comes to ${home.shortName} ${day} for ${sport}.`,
        `Circle it: ${home.shortName} vs ${away.shortName}, ${sport}, ${day}.`,
      ])} ${random.pick([
        'Who is going?',
        'Predictions?',
        `Wear your ${home.mascot} gear!`,
        'Student section theme is a white-out.',
        'Gates open an hour early, get there for warmups.',
        `Let's fill the stands for the ${home.mascot}.`,
      ])}`,
      teams: [home, away],
      sport: { id: game.sportId, name: game.sportName },
      at,
      talk: {
        mascot: home.mascot,
        player: playerName(random, game.sportName),
        sport: game.sportName,
        won: null,
      },
    });
  }

  #chatter(team: Team, game: DemoGame, author: Person, reported: boolean): void {
    const random = this.#random;
    const at = this.#before(this.#kickoff(game).getTime() - random.int(20, 70) * HOUR);
    const day = weekdayName(shiftDate(game.eventDate, random.int(1, 3)));
    const message = reported
      ? REPORTED_TEXT(team.shortName)
      : random.pick(CHATTER)(team.shortName, game.sportName.toLowerCase(), day);
    this.#add({
      author,
      kind: 'Post',
      category: 'general',
      title: null,
      message,
      teams: [team],
      sport: random.chance(0.5) ? { id: game.sportId, name: game.sportName } : null,
      at,
      talk: {
        mascot: team.mascot,
        player: playerName(random, game.sportName),
        sport: game.sportName,
        won: null,
      },
    });
  }

  /** CSZ Articles: rankings, a game of the week, the week's takeaways and a team to watch. */
  #article(inWindow: readonly DemoGame[], author: Person, week: number, which: number): void {
    const random = this.#random;
    const at = this.#before(
      this.#end.getTime() - (week * 7 + random.int(1, 6)) * 24 * HOUR + random.int(8, 11) * HOUR,
    );
    const past = inWindow.filter(
      (g) => this.#kickoff(g) < at && g.teams.every((t) => t.score != null),
    );
    const lastWeek = past.filter((g) => this.#kickoff(g).getTime() > at.getTime() - 7 * 24 * HOUR);
    if (lastWeek.length === 0) return;
    const anchor = random.pick(lastWeek);
    const sport = { id: anchor.sportId, name: anchor.sportName };
    const district = anchor.teams[0];
    const inDistrictSport = past.filter(
      (g) => g.sportId === sport.id && g.teams.some((t) => t.districtId === district.districtId),
    );
    const records = recordsOf(inDistrictSport).filter(
      (r) => r.team.districtId === district.districtId,
    );
    const date = `${monthName(Number(at.toISOString().slice(5, 7)))} ${Number(at.toISOString().slice(8, 10))}`;
    const sportLower = sport.name.toLowerCase();
    if (which === 0 && records.length >= 3) {
      const top = records.slice(0, 5);
      this.#add({
        author,
        kind: 'Blog',
        category: 'articles',
        title: `${sport.name} power rankings: ${district.districtName}, ${date}`,
        message: [
          `Our ${sportLower} rankings for ${district.districtName}, from the results on the CSZ scoreboard over the last six weeks.`,
          top
            .map(
              (r, i) =>
                `${i + 1}. ${r.team.name} (${r.wins}-${r.losses}${r.ties > 0 ? `-${r.ties}` : ''}). ${random.pick(
                  [
                    'Hard to argue with the results.',
                    'The defense has carried them.',
                    'Young roster, getting better every week.',
                    'Tough schedule so far, and they have answered.',
                    'Dangerous at home.',
                  ],
                )}`,
            )
            .join('\n'),
          `Think we got it wrong? Tell us in the comments.`,
        ].join('\n\n'),
        teams: top.map((r) => r.team),
        sport,
        at,
        talk: {
          mascot: top[0]!.team.mascot,
          player: playerName(random, sport.name),
          sport: sport.name,
          won: null,
        },
      });
      return;
    }
    if (which === 1) {
      const [a, b] = anchor.teams;
      const [winner, loser] = (a.score ?? 0) >= (b.score ?? 0) ? [a, b] : [b, a];
      const player = playerName(random, sport.name);
      this.#add({
        author,
        kind: 'Blog',
        category: 'articles',
        title: `Game of the week: ${winner.shortName} vs ${loser.shortName}`,
        message: [
          `The ${sportLower} game of the week did not disappoint: ${winner.name} ${
            winner.score === loser.score
              ? 'and'
              : resultVerb(random, sport.name, (winner.score ?? 0) - (loser.score ?? 0))
          } ${loser.name}${winner.score === loser.score ? ' finished level at' : ''} ${winner.score}-${loser.score}.`,
          `${capitalise(feat(random, sport.name, player, winner.score))}, and the ${winner.mascot} never looked back. The ${loser.mascot} had their chances, but could not turn them into points.`,
          `Both teams are back in action this week. Check the scoreboard for times and follow the schools to get their results on your home page.`,
        ].join('\n\n'),
        teams: [winner, loser],
        sport,
        at,
        gameId: anchor.id,
        talk: { mascot: winner.mascot, player, sport: sport.name, won: null },
      });
      return;
    }
    if (which === 2) {
      const results = random.shuffle(lastWeek).slice(0, 4);
      this.#add({
        author,
        kind: 'Blog',
        category: 'articles',
        title: `Takeaways from a busy week, ${date}`,
        message: [
          'A week of high school sports in a few lines.',
          ...results.map((g) => {
            const [a, b] = g.teams;
            const [w, l] = (a.score ?? 0) >= (b.score ?? 0) ? [a, b] : [b, a];
            return `${g.sportName}: ${w.name} ${w.score}, ${l.name} ${l.score}. ${capitalise(
              feat(random, g.sportName, playerName(random, g.sportName), w.score),
            )}.`;
          }),
          "Send us your photos and highlights: the best ones make next week's roundup.",
        ].join('\n\n'),
        teams: results.flatMap((g) => g.teams).slice(0, 6),
        sport: null,
        at,
        talk: {
          mascot: results[0]!.teams[0].mascot,
          player: 'the seniors',
          sport: 'High school sports',
          won: null,
        },
      });
      return;
    }
    const best = records[0];
    // A team to watch has a record worth the words.
    if (best == null || best.wins < 3) return;
    this.#add({
      author,
      kind: 'Blog',
      category: 'articles',
      title: `Team to watch: ${best.team.name} ${sportLower}`,
      message: [
        `${best.wins} wins and ${best.losses === 1 ? 'one loss' : `${best.losses} losses`} over the last six weeks, and the ${best.team.mascot} look like a team nobody wants to see in the playoffs.`,
        `What stands out is the depth: different players step up every night. ${capitalise(
          feat(random, sport.name, playerName(random, sport.name), null),
        )} in the last game.`,
        `${best.team.shortName} fans have noticed, too. The home crowds keep getting bigger.`,
      ].join('\n\n'),
      teams: [best.team],
      sport,
      at,
      talk: { mascot: best.team.mascot, player: 'the seniors', sport: sport.name, won: null },
    });
  }

  /** One Player of the Month for each of the last three months, in two sports each. */
  #playersOfTheMonth(allGames: readonly DemoGame[], admin: Person): void {
    const random = this.#random;
    const endDay = this.#end.toISOString().slice(0, 10);
    for (let monthsAgo = 3; monthsAgo >= 1; monthsAgo--) {
      const monthStart = new Date(`${endDay.slice(0, 8)}01T00:00:00Z`);
      monthStart.setUTCMonth(monthStart.getUTCMonth() - monthsAgo + 1);
      const published = this.#before(monthStart.getTime() + (2 * 24 + 14) * HOUR);
      const month = monthName(((monthStart.getUTCMonth() + 11) % 12) + 1);
      const monthBefore = new Date(monthStart);
      monthBefore.setUTCMonth(monthBefore.getUTCMonth() - 1);
      // The month's own games (the loaded ones begin ten weeks back, so the oldest month may have none).
      const played = allGames.filter(
        (g) =>
          g.eventDate >= monthBefore.toISOString().slice(0, 10) &&
          g.eventDate < monthStart.toISOString().slice(0, 10) &&
          g.teams.every((t) => t.score != null),
      );
      const bySport = [...new Set(played.map((g) => g.sportName))].slice(0, 3);
      for (const sportName of bySport) {
        const game = random.pick(played.filter((g) => g.sportName === sportName));
        const team = game.teams.find((t) => t.isWon === true) ?? game.teams[0];
        const player = playerName(random, sportName);
        this.#add({
          author: admin,
          kind: 'Blog',
          category: 'playerOfTheMonth',
          title: `${month} Player of the Month: ${player}, ${team.shortName} ${sportName.toLowerCase()}`,
          message: [
            `Our ${month} Player of the Month in ${sportName.toLowerCase()} is ${player} of ${team.name}.`,
            `${capitalise(feat(random, sportName, player, team.score))} in a ${team.score}-${
              game.teams.find((t) => t !== team)!.score
            } game against ${game.teams.find((t) => t !== team)!.shortName}, and that was just one of many big nights this month.`,
            `Teammates say ${player.split(' ')[0]} is the first one at practice and the last one to leave. Congratulations from everyone at CSZ!`,
            'Know a player who deserves it next month? Nominate them in the comments.',
          ].join('\n\n'),
          teams: [team],
          sport: { id: game.sportId, name: game.sportName },
          at: published,
          talk: { mascot: team.mascot, player, sport: sportName, won: null },
        });
      }
    }
  }

  /** The podcast's weekly episodes, each with its audio when there is a store for it. */
  #podcast(
    inWindow: readonly DemoGame[],
    audio: readonly { url: string; name: string }[],
    hosts: readonly Person[],
  ): void {
    const random = this.#random;
    for (let episode = 1; episode <= EPISODES; episode++) {
      const at = this.#before(
        this.#end.getTime() - (EPISODES - episode) * 7 * 24 * HOUR - random.int(30, 40) * HOUR,
      );
      const recent = inWindow.filter(
        (g) => this.#kickoff(g) < at && g.teams.every((t) => t.score != null),
      );
      const game = recent.length > 0 ? random.pick(recent.slice(-60)) : null;
      const [a, b] = game?.teams ?? [];
      const topics = [
        'Welcome to The Zone Podcast',
        `${game?.sportName ?? 'Fall sports'} at the midpoint`,
        game == null
          ? 'The game of the week'
          : `The game of the week, ${a!.shortName} vs ${b!.shortName}`,
        'Players of the Month and the loudest student sections',
        'Winter sports preview',
      ];
      const file = audio[episode - 1];
      this.#add({
        author: random.pick(hosts),
        kind: 'Media',
        category: 'podcast',
        title: `The Zone Podcast, episode ${episode}: ${topics[episode - 1]}`,
        message: [
          `In episode ${episode} we talk ${topics[episode - 1]!.toLowerCase()}${
            game == null ? '' : `, starting with ${a!.name} and ${b!.name}`
          }, answer your questions from the forum and pick the games to watch this week.`,
          'Send us your questions in the comments for next week.',
        ].join('\n\n'),
        teams: game == null ? [] : [a!, b!],
        sport: game == null ? null : { id: game.sportId, name: game.sportName },
        at,
        sources:
          file == null
            ? []
            : [
                {
                  url: file.url,
                  type: 'Audio',
                  name: file.name,
                  description: `Episode ${episode}`,
                },
              ],
        talk: {
          mascot: a?.mascot ?? 'everyone',
          player: 'the hosts',
          sport: game?.sportName ?? 'Sports',
          won: null,
        },
      });
    }
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Teams' records in some games, best first. */
function recordsOf(
  played: readonly DemoGame[],
): { team: Team; wins: number; losses: number; ties: number }[] {
  const byTeam = new Map<number, { team: Team; wins: number; losses: number; ties: number }>();
  for (const game of played) {
    for (const team of game.teams) {
      const record = byTeam.get(team.schoolId) ?? { team, wins: 0, losses: 0, ties: 0 };
      if (team.isWon === true) record.wins += 1;
      else if (team.isWon === false) record.losses += 1;
      else record.ties += 1;
      byTeam.set(team.schoolId, record);
    }
  }
  return [...byTeam.values()].sort(
    (a, b) =>
      b.wins - b.losses - (a.wins - a.losses) ||
      b.wins - a.wins ||
      a.team.schoolId - b.team.schoolId,
  );
}

// ---------------------------------------------------------------------------------------------
// Rows

type Rows = ReturnType<typeof buildRows>;

/** The posts', tags', comments', likes' and claims' rows, with counts that match them. */
function buildRows(
  random: Random,
  drafts: readonly Draft[],
  people: readonly Person[],
  pending: Person | null,
  end: Date,
) {
  const posts: (typeof forumPosts.$inferInsert)[] = [];
  const tags: (typeof forumPostTags.$inferInsert)[] = [];
  const comments: (typeof forumComments.$inferInsert & { id: number })[] = [];
  const likes: (typeof forumPostLikes.$inferInsert)[] = [];
  const claims: (typeof forumClaims.$inferInsert)[] = [];
  const likers = pending == null ? people : [...people, pending];
  const last = end.getTime() - MINUTE;
  for (const draft of drafts) {
    const category = CATEGORIES[draft.category];
    const postTags: {
      tagType: TagType;
      entityId: number;
      tagString: string;
      isCategory: boolean;
    }[] = [{ ...category, entityId: 0, isCategory: true }];
    const add = (tagType: TagType, entityId: number, tagString: string) => {
      if (!postTags.some((t) => t.tagType === tagType && t.entityId === entityId)) {
        postTags.push({ tagType, entityId, tagString, isCategory: false });
      }
    };
    for (const team of draft.teams) add('School', team.schoolId, team.name);
    for (const team of draft.teams) add('District', team.districtId, team.districtName);
    for (const team of draft.teams) add('State', team.stateId, team.stateName);
    if (draft.sport != null) add('Sport', draft.sport.id, draft.sport.name);
    for (const tag of postTags) tags.push({ ...tag, postId: draft.id, createdAt: draft.at });

    // Comments: some now and then, more on the pinned post and on articles.
    const wanted = draft.pinned
      ? 12
      : Math.max(0, Math.round(random.normal(draft.kind === 'Blog' ? 4 : 2.2, 2)));
    const lines = random.shuffle(
      draft.talk.won === false ? [...LOSS_COMMENTS, ...COMMENTS.slice(0, 6)] : COMMENTS,
    );
    let live = 0;
    let at = draft.at.getTime();
    for (let i = 0; i < Math.min(wanted, lines.length); i++) {
      at += random.int(4, 300) * MINUTE;
      if (at > last) break;
      const commenter = random.pick(people.filter((p) => p !== draft.author) as Person[]);
      const message = lines[i]!(draft.talk);
      // Now and then a comment its author deleted: counted out of the post's comments.
      const deleted = random.chance(0.03);
      comments.push({
        id: 0,
        postId: draft.id,
        memberId: commenter.id,
        message,
        contentHtml: plainTextHtml(message),
        deletedAt: deleted ? new Date(Math.min(at + 20 * MINUTE, last)) : null,
        createdAt: new Date(at),
      });
      if (!deleted) live += 1;
    }

    const likeCount = draft.pinned
      ? 30
      : Math.min(likers.length - 1, Math.floor(Math.exp(random.normal(1.5, 0.9))));
    const postLikers = random.shuffle(likers.filter((p) => p !== draft.author)).slice(0, likeCount);
    for (const liker of postLikers) {
      const likedAt = Math.min(draft.at.getTime() + random.int(2, 48 * 60) * MINUTE, last);
      likes.push({ postId: draft.id, memberId: liker.id, createdAt: new Date(likedAt) });
    }
    posts.push({
      id: draft.id,
      memberId: draft.author.id,
      kind: draft.kind,
      title: draft.title,
      message: draft.message,
      contentHtml: plainTextHtml(draft.message),
      slug: postSlug(draft.title, draft.message),
      gameId: draft.gameId,
      sources: draft.sources,
      links: draft.links,
      tagsText: postTags.map((t) => t.tagString).join(' '),
      pinnedAt: draft.pinned ? draft.at : null,
      upvotes: postLikers.length,
      commentsCount: live,
      views: postLikers.length * random.int(3, 6) + live * 4 + random.int(8, 160),
      createdAt: draft.at,
      updatedAt: draft.at,
    });
  }
  // Two members reported the ticket post (under the three that hide it): the staff queue's work.
  const reported = drafts.find((d) => d.message.startsWith('Anybody selling extra tickets'));
  const reporters = people.filter(
    (p) =>
      ['fan@demo.csz.test', 'parent@demo.csz.test'].includes(p.email) && p !== reported?.author,
  );
  if (reported != null) {
    reporters.forEach((reporter, i) =>
      claims.push({
        postId: reported.id,
        memberId: reporter.id,
        claimType: i === 0 ? 'Spam' : 'Other',
        claimText:
          i === 0
            ? 'Looks like ticket reselling.'
            : 'Scalping tickets is not allowed at school events.',
        createdAt: new Date(Math.min(reported.at.getTime() + (i + 1) * 3 * HOUR, last)),
      }),
    );
  }
  return { posts, tags, comments, likes, claims };
}

/** A demo post's Spirit Points type, by core's rule for members' posts. */
function postPointsOf(draft: Draft): SpiritPointType {
  return postSpiritPointType({
    kind: draft.kind,
    images: draft.sources.filter((s) => s.type === 'Image').length,
    gameId: draft.gameId,
    links: draft.links.length,
  });
}

/**
 * The ledger's rows for everything in the forum's demo, with the subjects the forum's writes use
 * ('post:<id>' for the author's, a commenter's and a liker's award; 'post:<id>:like:<member>' for
 * the author's per like), so deleting or hiding a post takes them back as it would a member's.
 */
function awardRows(drafts: readonly Draft[], rows: Rows) {
  const awards = new Map<string, typeof spiritPointAwards.$inferInsert>();
  const award = (memberId: number, type: SpiritPointType, subject: string, at: Date) => {
    const key = `${memberId}|${type}|${subject}`;
    if (!awards.has(key)) {
      awards.set(key, {
        memberId,
        type,
        subject,
        points: SPIRIT_POINT_VALUES[type],
        createdAt: at,
      });
    }
  };
  const byId = new Map(drafts.map((d) => [d.id, d]));
  for (const draft of drafts)
    award(draft.author.id, postPointsOf(draft), `post:${draft.id}`, draft.at);
  for (const comment of rows.comments) {
    // As the service awards them: none for a comment on one's own post.
    if (comment.deletedAt == null && comment.memberId !== byId.get(comment.postId)?.author.id) {
      award(comment.memberId!, 17, `post:${comment.postId}`, comment.createdAt!);
    }
  }
  for (const like of rows.likes) {
    const post = byId.get(like.postId)!;
    award(like.memberId, 18, `post:${post.id}`, like.createdAt!);
    award(post.author.id, 19, `post:${post.id}:like:${like.memberId}`, like.createdAt!);
  }
  return [...awards.values()];
}

/**
 * The demo accounts' notifications, as the forum's writes record them: a Like for each like of
 * their posts, a NewComment for each comment on them, a NewPost for each post about a school or
 * sport they follow. Each member's newest few are unread, so the header's count is alive; the
 * rest were read some hours after they came.
 */
function notificationRows(
  random: Random,
  drafts: readonly Draft[],
  rows: Rows,
  people: readonly Person[],
  end: Date,
) {
  const told: (typeof notifications.$inferInsert)[] = [];
  const byId = new Map(drafts.map((d) => [d.id, d]));
  const byMember = new Map(people.map((p) => [p.id, p]));
  const readAt = (at: Date) => new Date(Math.min(at.getTime() + 8 * HOUR, end.getTime() - MINUTE));
  for (const like of rows.likes) {
    const post = byId.get(like.postId)!;
    if (!post.author.isDemoAccount) continue;
    told.push({
      memberId: post.author.id,
      type: 'Like',
      subject: `post:${post.id}:like:${like.memberId}`,
      spiritPointType: 19,
      spiritPoints: SPIRIT_POINT_VALUES[19],
      postId: post.id,
      postName: postName(post),
      gameId: post.gameId,
      fromMemberId: like.memberId,
      authorName: byMember.get(like.memberId)?.name ?? null,
      createdAt: like.createdAt!,
      readAt: readAt(like.createdAt!),
    });
  }
  for (const comment of rows.comments) {
    const post = byId.get(comment.postId)!;
    if (!post.author.isDemoAccount || comment.deletedAt != null) continue;
    told.push({
      memberId: post.author.id,
      type: 'NewComment',
      subject: `comment:${comment.id}`,
      spiritPointType: 17,
      spiritPoints: 0,
      postId: post.id,
      postName: postName(post),
      gameId: post.gameId,
      fromMemberId: comment.memberId,
      authorName: byMember.get(comment.memberId!)?.name ?? null,
      createdAt: comment.createdAt!,
      readAt: readAt(comment.createdAt!),
    });
  }
  const demoAccounts = people.filter((p) => p.isDemoAccount && p.follows.length > 0);
  for (const post of drafts) {
    const schoolIds = new Set(post.teams.map((t) => t.schoolId));
    for (const member of demoAccounts) {
      if (member === post.author) continue;
      const follow = member.follows.find(
        (f) =>
          (f.schoolId != null && schoolIds.has(f.schoolId)) ||
          (f.sportId != null && f.sportId === post.sport?.id),
      );
      if (follow == null) continue;
      // Told a few minutes after the post, when the jobs worker fans it out.
      const at = new Date(Math.min(post.at.getTime() + 2 * MINUTE, end.getTime() - MINUTE));
      told.push({
        memberId: member.id,
        type: 'NewPost',
        subject: `post:${post.id}`,
        spiritPointType: postPointsOf(post),
        spiritPoints: 0,
        postId: post.id,
        postName: postName(post),
        gameId: post.gameId,
        schoolId: follow.schoolId,
        districtId: follow.districtId,
        stateId: follow.stateId,
        sportId: follow.sportId,
        fromMemberId: post.author.id,
        authorName: post.author.name,
        createdAt: at,
        readAt: readAt(at),
      });
    }
  }
  const byRecipient = new Map<number, typeof told>();
  for (const row of told)
    byRecipient.set(row.memberId, [...(byRecipient.get(row.memberId) ?? []), row]);
  for (const [, list] of [...byRecipient].sort(([a], [b]) => a - b)) {
    list.sort((a, b) => b.createdAt!.getTime() - a.createdAt!.getTime());
    for (const row of list.slice(0, random.int(3, 9))) row.readAt = null;
  }
  return told;
}
