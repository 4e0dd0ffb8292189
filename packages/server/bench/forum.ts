// `pnpm bench:forum`: The Zone's search and member feed on a million posts (issue 17, "Tests and
// figures"): a throwaway PostgreSQL 15 cluster (as the tests start one) with the national demo set
// (about 20,000 schools and their games), one million generated posts with their tags loaded by
// COPY, then each query run many times in this process through the functions the routes call,
// printing p50 and p95. Not run in CI.
//
//   pnpm bench:forum [--posts 1000000] [--runs 200] [--scale national|demo] [--keep]
//   pnpm bench:forum --url postgres://...   (measure again on a database a --keep run left)
import { parseArgs } from 'node:util';
import type { DateString, TagType } from '@csz/core';
import { eq, sql } from 'drizzle-orm';
import { memberRoles, members } from '../src/accounts/schema';
import { openDatabase, type Database } from '../src/db/client';
import { schools, sports } from '../src/lookups/schema';
import { seedDemoData } from '../src/demo/seed';
import { Random } from '../src/demo/random';
import { memberFeedPage } from '../src/forum/feedQueries';
import { forumPostTags, forumPosts } from '../src/forum/schema';
import { searchPosts } from '../src/forum/search';
import { recordSearchTerms } from '../src/forum/searchTerms';
import { createDatabase, startPostgresCluster } from '../src/testing/postgresCluster';

const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '200' },
    scale: { type: 'string', default: 'national' },
    today: { type: 'string', default: '2026-11-20' },
    // Leaves the cluster running (its database's URL printed) for EXPLAIN and further runs.
    keep: { type: 'boolean', default: false },
    url: { type: 'string' },
  },
});
const POSTS = Number(values.posts);
const RUNS = Number(values.runs);
const TODAY = values.today as DateString;
const CHUNK = 50_000;

const FIRST_NAMES =
  'Marcus Jaylen Ava Olivia Ethan Noah Liam Emma Sophia Mason Logan Lucas Mia Aiden Chloe Caleb Isaiah Nora Zoe Elijah Grace Jordan Tyler Brianna Devin Kayla Malik Trinity Xavier Aaliyah'.split(
    ' ',
  );
const LAST_NAMES =
  'Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Thompson White Harris Clark Lewis Robinson Walker Young Allen King Wright'.split(
    ' ',
  );
const VERBS =
  'beats edges routs tops stuns outlasts falls to rallies past holds off shuts out'.split(' ');
const HEADLINES = [
  'wins the county title',
  'state championship preview',
  'senior night recap',
  'playoff bracket set',
  'comeback in the fourth quarter',
  'coach talks about the season',
  'highlights from Friday night',
  'signs with a college program',
  'breaks the school record',
  'rivalry game this weekend',
];
const WORDS =
  'the team scored points in the first half and second half with a strong defense offense goal touchdown basket pitch inning match set rally sprint relay meet league district region state tournament final semifinal quarterfinal opener home away crowd band student section coach captain senior junior freshman sophomore record season win loss streak overtime buzzer beater clutch save shot serve ace volley tackle interception pass run yard field court mat pool track lane lap medal trophy banner celebration practice weather rain lights stadium gym fans parents alumni community'.split(
    ' ',
  );

/** Milliseconds at a percentile of sorted timings. */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Runs a query RUNS times after a few warm-ups; answers p50 and p95 in ms. */
async function measure(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 5; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function loadPosts(
  handle: Awaited<ReturnType<typeof openDatabase>>,
  places: { id: number; name: string; districtId: number; stateId: number }[],
  sportRows: { id: number; name: string }[],
): Promise<void> {
  // After the seeded posts (the demo set's posts about games).
  const [last] = (
    (await handle.db.execute(
      sql`select coalesce(max(id), 0)::int as id from forum_posts`,
    )) as unknown as { rows: { id: number }[] }
  ).rows;
  const base = last!.id;
  const random = new Random(17);
  const pick = <T>(items: readonly T[]): T => items[random.int(0, items.length - 1)]!;
  const newest = new Date(`${TODAY}T23:00:00Z`).getTime();
  const span = 3 * 365 * 86_400_000;
  await handle.bulkLoad(
    async (copy) => {
      for (let start = 1; start <= POSTS; start += CHUNK) {
        const posts: Record<string, unknown>[] = [];
        const tags: Record<string, unknown>[] = [];
        for (let id = start; id < Math.min(start + CHUNK, POSTS + 1); id++) {
          // Older ids are older posts, as in a real table, with some jitter.
          const createdAt = new Date(newest - span * (1 - id / POSTS) - random.int(0, 3_600_000));
          const school = pick(places);
          const sport = pick(sportRows);
          const player = `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`;
          const postTags: { tagType: TagType; entityId: number; tagString: string }[] = [];
          const category = random.chance(0.9)
            ? { tagType: 'All' as const, tagString: 'General' }
            : pick([
                { tagType: 'Group' as const, tagString: 'CSZ Articles' },
                { tagType: 'Group' as const, tagString: 'Player of the Month' },
                { tagType: 'Group' as const, tagString: 'podcast' },
              ]);
          postTags.push({ ...category, entityId: 0 });
          postTags.push({ tagType: 'School', entityId: school.id, tagString: school.name });
          if (random.chance(0.2)) {
            const other = pick(places);
            if (other.id !== school.id) {
              postTags.push({ tagType: 'School', entityId: other.id, tagString: other.name });
            }
          }
          if (random.chance(0.8)) {
            postTags.push({ tagType: 'Sport', entityId: sport.id, tagString: sport.name });
          }
          const title = random.chance(0.5)
            ? `${school.name} ${pick(VERBS)} ${pick(places).name}`
            : `${player} ${pick(HEADLINES)}`;
          const words = Array.from({ length: random.int(15, 45) }, () => pick(WORDS));
          words.splice(random.int(0, words.length), 0, player);
          const message = words.join(' ');
          const gone = random.chance(0.01);
          posts.push({
            id: base + id,
            memberId: null,
            kind: 'Post',
            title,
            message,
            contentHtml: `<p>${message}</p>`,
            slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
            tagsText: postTags.map((t) => t.tagString).join(' '),
            hiddenAt: gone ? createdAt : null,
            hiddenBy: gone ? 'admin' : null,
            createdAt,
            updatedAt: createdAt,
          });
          for (const tag of postTags) {
            tags.push({ postId: base + id, ...tag, isCategory: tag.entityId === 0, createdAt });
          }
        }
        await copy(forumPosts, posts);
        await copy(forumPostTags, tags);
        process.stdout.write(`\r  ${Math.min(start + CHUNK - 1, POSTS).toLocaleString()} posts`);
      }
    },
    // forum_post_tags' primary key (named _pk) is not one the loader may drop; its indexes stay.
    { rebuildIndexesOf: ['forum_posts'], trusted: true },
  );
  process.stdout.write('\n');
}

/** A member following a few schools (each in one sport) and one whole school. */
async function followingMember(
  db: Database,
  places: { id: number; districtId: number; stateId: number }[],
  sportId: number,
): Promise<number> {
  const [member] = await db
    .insert(members)
    .values({ email: 'bench@forum.test', passwordHash: 'x', firstName: 'Bench', lastName: 'Fan' })
    .returning({ id: members.id });
  await db.insert(memberRoles).values(
    places.map((p, i) => ({
      memberId: member!.id,
      role: 'Fan' as const,
      status: 'Approved' as const,
      followedStateId: p.stateId,
      followedDistrictId: p.districtId,
      followedSchoolId: p.id,
      followedSportId: i === 0 ? null : sportId,
    })),
  );
  return member!.id;
}

/** The schools (posts' places and titles) and the sports of the demo set. */
async function schoolsAndSports(db: Database) {
  const places = await db
    .select({
      id: schools.id,
      name: schools.name,
      districtId: schools.districtId,
      stateId: schools.stateId,
    })
    .from(schools);
  const sportRows = await db.select({ id: sports.id, name: sports.name }).from(sports);
  return { places, sportRows };
}

/** A fresh cluster with the demo set and the generated posts; answers the database's URL. */
async function prepare(clusterUrl: string): Promise<string> {
  const database = await createDatabase(clusterUrl);
  const handle = await openDatabase({ engine: 'postgres', url: database.url });
  const { db } = handle;
  let started = performance.now();
  console.log(`seeding the ${values.scale} demo set...`);
  await seedDemoData(handle, { scale: values.scale as 'national', today: TODAY });
  console.log(`  ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const { places, sportRows } = await schoolsAndSports(db);
  console.log(`${places.length} schools, ${sportRows.length} sports`);

  started = performance.now();
  console.log(`loading ${POSTS.toLocaleString()} posts with their tags (COPY)...`);
  await loadPosts(handle, places, sportRows);
  await db.execute(
    sql`select setval(pg_get_serial_sequence('forum_posts', 'id'), (select max(id) from forum_posts))`,
  );
  // The search's dictionary, as migration 0014 fills it for posts written before it.
  await recordSearchTerms(db, sql`true`);
  await db.execute(sql`vacuum analyze forum_posts`);
  await db.execute(sql`vacuum analyze forum_post_tags`);
  await db.execute(sql`vacuum analyze forum_search_terms`);
  console.log(`  ${((performance.now() - started) / 1000).toFixed(0)} s`);
  await handle.close();
  return database.url;
}

/** Runs each query many times on the database; prints the table of figures. */
async function measureAll(url: string): Promise<void> {
  const handle = await openDatabase({ engine: 'postgres', url });
  const { db } = handle;
  const version = (await db.execute(sql`select version()`)) as unknown as {
    rows: { version: string }[];
  };
  console.log(version.rows[0]!.version);
  const { places, sportRows } = await schoolsAndSports(db);
  const [counted] = (
    (await db.execute(
      sql`select count(*)::int as posts, (select count(*)::int from forum_post_tags) as tags from forum_posts`,
    )) as unknown as { rows: { posts: number; tags: number }[] }
  ).rows;
  console.log(`${counted!.posts.toLocaleString()} posts, ${counted!.tags.toLocaleString()} tags`);

  // A school named after Walt Whitman when the set has one, as the misspelling is of it.
  const whitman = places.find((p) => p.name.includes('Whitman')) ?? places[0]!;
  const misspelt = whitman.name.replace('Whitman', 'Whitmen');
  const followed = [whitman, places[Math.floor(places.length / 3)]!, places.at(-1)!];
  const memberId = await followingMember(db, followed, sportRows[0]!.id);
  const [followedPosts] = (
    (await db.execute(
      sql`select count(distinct post_id)::int as n from forum_post_tags where tag_type = 'School' and entity_id in (${sql.join(
        followed.map((f) => sql`${f.id}`),
        sql`, `,
      )})`,
    )) as unknown as { rows: { n: number }[] }
  ).rows;
  console.log(`the member follows ${followed.length} schools with ${followedPosts!.n} posts`);

  const searches = [
    whitman.name,
    misspelt,
    'Whitmen',
    `${FIRST_NAMES[0]} ${LAST_NAMES[0]}`,
    'state championship',
    'touchdown',
    'buzzer beat',
  ];
  const rows: string[] = [];
  for (const term of searches) {
    const answer = await searchPosts(db, term, { page: 1, perPage: 15 }, null);
    const { p50, p95 } = await measure(() => searchPosts(db, term, { page: 1, perPage: 15 }, null));
    rows.push(
      `| search '${term}' | ${answer.total.toLocaleString()}${answer.totalIsCapped ? '+' : ''} | ${p50.toFixed(1)} | ${p95.toFixed(1)} |`,
    );
    console.log(rows.at(-1));
  }
  for (const page of [1, 5]) {
    const answer = await memberFeedPage(db, memberId, { page, perPage: 20 }, TODAY);
    const { p50, p95 } = await measure(() =>
      memberFeedPage(db, memberId, { page, perPage: 20 }, TODAY),
    );
    rows.push(
      `| member feed page ${page} | ${answer.items.length} items | ${p50.toFixed(1)} | ${p95.toFixed(1)} |`,
    );
    console.log(rows.at(-1));
  }
  console.log(
    `\n| query | matches | p50 ms | p95 ms |\n| --- | --- | --- | --- |\n${rows.join('\n')}`,
  );
  await db.delete(members).where(eq(members.id, memberId));
  await handle.close();
}

if (values.url != null) {
  await measureAll(values.url);
} else {
  const cluster = await startPostgresCluster();
  let keep = false;
  try {
    const url = await prepare(cluster.url);
    await measureAll(url);
    keep = values.keep;
    if (keep) console.log(`kept: ${url} (measure again with --url; stop with pg_ctl)`);
  } finally {
    if (!keep) await cluster.stop();
  }
}
