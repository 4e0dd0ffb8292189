// `pnpm bench:leaderboard`: the Spirit Points leaderboard (issue 18) at demo scale and with many
// more members: loads the demo set (as `pnpm start` does on first start), times the leaderboard
// of the demo fan's school and of Maryland through the function the route calls, then adds
// generated members with roles at Maryland's schools and Spirit Points, and times it again.
// Prints p50 and p95 of each. Not run in CI.
//
//   pnpm bench:leaderboard [--engine pglite|postgres] [--members 50000] [--awards 20] [--runs 50]
import { parseArgs } from 'node:util';
import type { DateString } from '@csz/core';
import { sql } from 'drizzle-orm';
import { memberByEmail } from '../src/auth/accounts';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { seedDemoData } from '../src/demo/seed';
import { leaderboard, leaderboardStatement, type LeaderboardPlace } from '../src/points/queries';
import { headCoachPlace } from '../src/testing/places';
import { createDatabase, startPostgresCluster } from '../src/testing/postgresCluster';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'pglite' },
    members: { type: 'string', default: '50000' },
    awards: { type: 'string', default: '20' },
    runs: { type: 'string', default: '50' },
    today: { type: 'string', default: '2026-11-20' },
    // Prints the plans of the leaderboard's statement at the larger scale.
    explain: { type: 'boolean', default: false },
  },
});
const RUNS = Number(values.runs);
const TODAY = values.today as DateString;

async function time(
  handle: DatabaseHandle,
  label: string,
  place: LeaderboardPlace,
  me: number,
): Promise<void> {
  const ms: number[] = [];
  let total = 0;
  for (let i = 0; i < RUNS + 3; i++) {
    const started = performance.now();
    const board = await leaderboard(handle.db, place, { page: 1, perPage: 25 }, me);
    if (i >= 3) ms.push(performance.now() - started);
    total = board!.total;
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!.toFixed(1);
  console.log(`${values.engine}\t${label}\tranked ${total}\tp50 ${at(0.5)} ms\tp95 ${at(0.95)} ms`);
}

async function run(handle: DatabaseHandle): Promise<void> {
  const seeded = await seedDemoData(handle, { scale: 'demo', today: TODAY });
  console.log(
    `demo loaded in ${seeded.milliseconds} ms (account screens' demo ${seeded.accounts?.milliseconds} ms)`,
  );
  const place = await headCoachPlace(handle.db);
  const me = (await memberByEmail(handle.db, 'fan@demo.csz.test'))!.id;
  await time(handle, 'demo: school', { schoolId: place.schoolId }, me);
  await time(handle, 'demo: state', { stateId: place.stateId }, me);

  const count = Number(values.members);
  const started = performance.now();
  // Members spread over the state's schools, one role each, and their awards.
  await handle.db.execute(sql`
    insert into members (email, password_hash, first_name, last_name, display_name)
    select 'bench.' || g || '@example.com', 'x', 'Bench', 'Member ' || g, null
    from generate_series(1, ${count}) g`);
  await handle.db.execute(sql`
    insert into member_roles (member_id, role, followed_state_id, followed_district_id, followed_school_id, status)
    select m.id, 'Fan', s.state_id, s.district_id, s.id, 'Approved'
    from members m
    join lateral (
      select id, state_id, district_id from schools where state_id = ${place.stateId}
      order by id offset (m.id % (select count(*) from schools where state_id = ${place.stateId})) limit 1
    ) s on true
    where m.email like 'bench.%'`);
  await handle.db.execute(sql`
    insert into spirit_point_awards (member_id, type, subject, points)
    select m.id, 8, 'bench:' || n, 1 + ((m.id * 7 + n) % 10)
    from members m, generate_series(1, ${Number(values.awards)}) n
    where m.email like 'bench.%'`);
  await handle.db.execute(
    sql`analyze members, member_roles, spirit_point_awards, spirit_point_totals`,
  );
  console.log(
    `added ${count} members and ${count * Number(values.awards)} awards in ${Math.round(performance.now() - started)} ms`,
  );
  await time(handle, `+${count}: school`, { schoolId: place.schoolId }, me);
  await time(handle, `+${count}: state`, { stateId: place.stateId }, me);
  if (values.explain) {
    for (const where of [{ schoolId: place.schoolId }, { stateId: place.stateId }]) {
      const statement = leaderboardStatement(where, { page: 1, perPage: 25 }, me);
      const plan = (await handle.db.execute(sql`explain analyze ${statement}`)) as unknown as {
        rows: Record<string, string>[];
      };
      console.log(plan.rows.map((row) => Object.values(row)[0]).join('\n'));
    }
  }
}

if (values.engine === 'postgres') {
  const cluster = await startPostgresCluster();
  try {
    const database = await createDatabase(cluster.url);
    const handle = await openDatabase({ engine: 'postgres', url: database.url });
    await run(handle);
    await handle.close();
  } finally {
    await cluster.stop();
  }
} else {
  const handle = await openDatabase({ engine: 'pglite', dataDir: null });
  await run(handle);
  await handle.close();
}
