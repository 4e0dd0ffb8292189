// `pnpm bench:members`: members reading and writing at once (issue 15 "Load"). Starts the API
// server in its own process on the demo data set (PGlite, and PostgreSQL with --engines
// pglite,postgres), registers fresh members (one per connection, so no two connections share a
// refresh token), has each follow a school, then drives a mix of member reads (the day's games,
// a game, standings, a schedule, the profile; all with the member's token, as the site sends it,
// so the guests' response cache never answers them) and writes (like and unlike a game, refresh the
// session, save the profile, follow a school) over that many keep-alive connections for a while.
// Prints, per route, requests, p50/p99/max latency, requests slower than 1 s and errors.
//
// autocannon reports one latency for all requests; this needs one per route, and a session per
// connection whose refresh token changes on every refresh, so the connections are driven here
// with node:http (each its own keep-alive agent of one socket), a closed loop as autocannon's.
//
// --probe loads bench/memberLoadProbe.ts into the server, which times PGlite's locks per calling
// site and the event loop's delay, and prints them after the run. Not part of `pnpm test`.
import { spawn, execSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createDatabase, startPostgresCluster } from '../src/testing/postgresCluster';

const { values } = parseArgs({
  options: {
    engines: { type: 'string', default: 'pglite' },
    connections: { type: 'string', default: '200' },
    duration: { type: 'string', default: '30' },
    scale: { type: 'string', default: 'demo' },
    today: { type: 'string', default: '2026-11-20' },
    /** Share of requests that write, 0 to 1; the rest read. */
    writes: { type: 'string', default: '0.3' },
    probe: { type: 'boolean', default: false },
    /** Accept-Encoding of every request; a browser sends 'gzip, deflate, br, zstd'. */
    encoding: { type: 'string', default: 'identity' },
    /** Extra node flags for the server: --node-args='--cpu-prof --cpu-prof-dir=.bench/prof'. */
    'node-args': { type: 'string', default: '' },
  },
});
const engines = values.engines.split(',') as ('pglite' | 'postgres')[];
const connections = Number(values.connections);
const durationMs = Number(values.duration) * 1000;
const TODAY = values.today;
const writeShare = Number(values.writes);
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const BENCH_DIR = fileURLToPath(new URL('../.bench', import.meta.url));
const PASSWORD = 'csz-load-2026';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startApi(
  env: Record<string, string>,
): Promise<{ url: string; process: ChildProcess; stop: () => Promise<void> }> {
  const port = await freePort();
  // The command line of `pnpm start`, with the probe and any extra flags.
  const args = [
    '--max-semi-space-size=64',
    '--conditions=@csz/source',
    ...values['node-args'].split(' ').filter((a) => a !== ''),
    '--import',
    'tsx',
    ...(values.probe ? ['--import', './bench/memberLoadProbe.ts'] : []),
    'src/main.ts',
  ];
  const child = spawn(process.execPath, args, {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      LOG: 'off',
      DEMO_SCALE: values.scale,
      TODAY,
      // Every member comes from its own address (X-Forwarded-For from this loopback client), so
      // the per-address limits on register and login treat them as the strangers they would be.
      TRUST_PROXY: 'loopback',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode != null) return;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
  const deadline = Date.now() + 20 * 60_000;
  for (;;) {
    if (child.exitCode != null) throw new Error(`the API server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, process: child, stop };
    } catch {
      // Still starting (and loading the data set on a first run).
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the API server did not start within 20 minutes');
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

interface Answer {
  status: number;
  body: string;
  ms: number;
}

/** One request on an agent; never rejects (a network failure is status 0). */
function send(
  agent: http.Agent,
  base: URL,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise((done) => {
    let settled = false;
    const resolve = (answer: Answer) => {
      if (!settled) done(answer);
      settled = true;
    };
    const failed = () => resolve({ status: 0, body: '', ms: performance.now() - started });
    const request = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method,
        path,
        headers: {
          Accept: 'application/json',
          'Accept-Encoding': values.encoding,
          ...headers,
          ...(payload == null
            ? {}
            : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) }),
        },
        timeout: 120_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
        response.on('error', failed);
        response.on('close', failed);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', failed);
    request.on('close', failed);
    request.end(payload);
  });
}

async function getJson<T>(base: URL, path: string): Promise<T> {
  const response = await fetch(new URL(path, base));
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** Runs tasks with at most `limit` at a time. */
async function pool<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await task(items[i]!);
      }
    }),
  );
  return results;
}

interface Member {
  address: string;
  accessToken: string;
  refreshToken: string;
  agent: http.Agent;
  liked: Set<number>;
  n: number;
}

/** What the members read and write about: real ids from the data set. */
interface Targets {
  dates: string[];
  gameIds: number[];
  standings: string[];
  schedules: string[];
  schoolIds: number[];
}

async function targets(base: URL): Promise<Targets> {
  type Page<T> = { items: T[] };
  const dates = [-2, -1, 0, 1, 2].map((d) => {
    const day = new Date(`${TODAY}T12:00:00Z`);
    day.setUTCDate(day.getUTCDate() + d);
    return day.toISOString().slice(0, 10);
  });
  const gameIds: number[] = [];
  for (const date of dates) {
    const page = await getJson<Page<{ id: number }>>(
      base,
      `/api/csz/games?date=${date}&perPage=50`,
    );
    gameIds.push(...page.items.map((g) => g.id));
  }
  const states = (await getJson<Page<{ id: number }>>(base, '/api/csz/states?perPage=60')).items;
  const standings: string[] = [];
  const schedules: string[] = [];
  const schoolIds: number[] = [];
  for (const state of states.slice(0, 3)) {
    const counties = (
      await getJson<Page<{ id: number }>>(base, `/api/csz/districts?stateId=${state.id}&perPage=4`)
    ).items;
    const sports = (
      await getJson<Page<{ id: number }>>(
        base,
        `/api/csz/sports?stateId=${state.id}&isParent=false&perPage=4`,
      )
    ).items;
    for (const county of counties) {
      for (const sport of sports)
        standings.push(
          `/api/csz/standings?stateId=${state.id}&countyId=${county.id}&sportId=${sport.id}&year=2026-2027`,
        );
      const schools = (
        await getJson<Page<{ id: number }>>(
          base,
          `/api/csz/schools?districtId=${county.id}&perPage=5`,
        )
      ).items;
      for (const school of schools) {
        schoolIds.push(school.id);
        schedules.push(`/api/csz/schedules/v2?schoolId=${school.id}&season=2026-2027`);
      }
    }
  }
  if (gameIds.length === 0 || standings.length === 0 || schedules.length === 0)
    throw new Error('the data set has no games, standings or schedules around --today');
  return { dates, gameIds, standings, schedules, schoolIds };
}

/** Registers a fresh member from an address of its own, and has them follow a school. */
async function register(base: URL, run: string, n: number, schoolId: number): Promise<Member> {
  const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const registered = await send(
    agent,
    base,
    'POST',
    '/api/csz/register',
    { 'X-Forwarded-For': address },
    { email: `load-${run}-${n}@bench.csz.test`, password: PASSWORD, displayName: `Load ${n}` },
  );
  if (registered.status !== 201)
    throw new Error(`register ${n}: ${registered.status} ${registered.body.slice(0, 200)}`);
  const session = JSON.parse(registered.body) as { accessToken: string; refreshToken: string };
  const member: Member = { address, agent, liked: new Set(), n, ...session };
  const followed = await send(
    agent,
    base,
    'POST',
    '/api/csz/memberSubscription',
    { 'X-Forwarded-For': address, Authorization: `Bearer ${member.accessToken}` },
    { followSchoolId: schoolId },
  );
  if (followed.status !== 201) throw new Error(`follow ${n}: ${followed.status} ${followed.body}`);
  return member;
}

interface Operation {
  route: string;
  weight: number;
  write: boolean;
  run(member: Member, t: Targets, base: URL): Promise<Answer>;
}

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;
const auth = (m: Member) => ({
  'X-Forwarded-For': m.address,
  Authorization: `Bearer ${m.accessToken}`,
});

const OPERATIONS: Operation[] = [
  {
    route: 'GET games?date',
    weight: 30,
    write: false,
    run: (m, t, base) =>
      send(m.agent, base, 'GET', `/api/csz/games?date=${pick(t.dates)}&perPage=16`, auth(m)),
  },
  {
    route: 'GET games/{id}',
    weight: 25,
    write: false,
    run: (m, t, base) => send(m.agent, base, 'GET', `/api/csz/games/${pick(t.gameIds)}`, auth(m)),
  },
  {
    route: 'GET standings',
    weight: 15,
    write: false,
    run: (m, t, base) => send(m.agent, base, 'GET', pick(t.standings), auth(m)),
  },
  {
    route: 'GET schedules/v2',
    weight: 15,
    write: false,
    run: (m, t, base) => send(m.agent, base, 'GET', pick(t.schedules), auth(m)),
  },
  {
    route: 'GET memberProfile',
    weight: 15,
    write: false,
    run: (m, _t, base) => send(m.agent, base, 'GET', '/api/csz/memberProfile', auth(m)),
  },
  {
    route: 'PUT games/reactions/{id}',
    weight: 50,
    write: true,
    run: async (m, t, base) => {
      const gameId = pick(t.gameIds);
      const like = !m.liked.has(gameId);
      const answer = await send(
        m.agent,
        base,
        'PUT',
        `/api/csz/games/reactions/${gameId}`,
        auth(m),
        {
          type: like ? 'Like' : 'Unlike',
        },
      );
      if (answer.status === 200) {
        if (like) m.liked.add(gameId);
        else m.liked.delete(gameId);
      }
      return answer;
    },
  },
  {
    route: 'POST token/refresh',
    weight: 15,
    write: true,
    run: async (m, _t, base) => {
      const answer = await send(
        m.agent,
        base,
        'POST',
        '/api/csz/token/refresh',
        { 'X-Forwarded-For': m.address },
        { refreshToken: m.refreshToken },
      );
      if (answer.status === 200) {
        const session = JSON.parse(answer.body) as { accessToken: string; refreshToken: string };
        m.accessToken = session.accessToken;
        m.refreshToken = session.refreshToken;
      }
      return answer;
    },
  },
  {
    route: 'PUT memberProfile',
    weight: 20,
    write: true,
    run: (m, _t, base) =>
      send(m.agent, base, 'PUT', '/api/csz/memberProfile', auth(m), {
        firstName: 'Load',
        lastName: 'Member',
        displayName: `Load ${m.n} ${Math.floor(Math.random() * 1000)}`,
        zipCode: '20850',
      }),
  },
  {
    route: 'POST memberSubscription',
    weight: 15,
    write: true,
    run: (m, t, base) =>
      send(m.agent, base, 'POST', '/api/csz/memberSubscription', auth(m), {
        followSchoolId: pick(t.schoolIds),
      }),
  },
];

function chooser(): () => Operation {
  const reads = OPERATIONS.filter((o) => !o.write);
  const writes = OPERATIONS.filter((o) => o.write);
  const weighted = (list: Operation[]) => {
    const total = list.reduce((n, o) => n + o.weight, 0);
    return () => {
      let r = Math.random() * total;
      for (const o of list) if ((r -= o.weight) < 0) return o;
      return list[list.length - 1]!;
    };
  };
  const read = weighted(reads);
  const write = weighted(writes);
  return () => (Math.random() < writeShare ? write() : read());
}

interface RouteFigures {
  times: number[];
  errors: Map<number, number>;
}

/** The first answer of each failing route and status, printed once, to see what went wrong. */
const sampled = new Set<string>();

async function drive(base: URL, members: Member[], t: Targets, ms: number) {
  const next = chooser();
  const byRoute = new Map<string, RouteFigures>();
  const start = performance.now();
  const deadline = start + ms;
  // Answers per second of the run, to tell a stall (seconds with none) from a slow steady state.
  const perSecond = new Array<number>(Math.ceil(ms / 1000) + 120).fill(0);
  await Promise.all(
    members.map(async (member) => {
      while (performance.now() < deadline) {
        const operation = next();
        const answer = await operation.run(member, t, base);
        let figures = byRoute.get(operation.route);
        if (figures == null) {
          figures = { times: [], errors: new Map() };
          byRoute.set(operation.route, figures);
        }
        figures.times.push(answer.ms);
        perSecond[Math.floor((performance.now() - start) / 1000)]! += 1;
        if (answer.status < 200 || answer.status >= 300) {
          figures.errors.set(answer.status, (figures.errors.get(answer.status) ?? 0) + 1);
          const key = `${operation.route} ${answer.status}`;
          if (!sampled.has(key)) {
            sampled.add(key);
            console.log(`${key}: ${answer.body.slice(0, 300)}`);
          }
        }
      }
    }),
  );
  return { byRoute, perSecond: perSecond.slice(0, Math.ceil(ms / 1000)) };
}

/** CPU time the process has used, user and system, in ms (Linux's /proc; ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
    .replace(/^.*\) /, '')
    .split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const loadAverage = () =>
  execSync('uptime')
    .toString()
    .trim()
    .replace(/^.*load average: /, '');

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

function report(engine: string, byRoute: Map<string, RouteFigures>, seconds: number) {
  const rows: string[] = [];
  const all: number[] = [];
  let errors = 0;
  const line = (route: string, times: number[], errs: Map<number, number>) => {
    const sorted = [...times].sort((a, b) => a - b);
    const failed = [...errs.values()].reduce((n, e) => n + e, 0);
    const kinds = [...errs].map(([status, n]) => `${n}x${status || 'net'}`).join(' ');
    return `| ${engine} | ${route} | ${times.length} | ${(times.length / seconds).toFixed(1)} | ${percentile(sorted, 0.5).toFixed(0)} | ${percentile(sorted, 0.99).toFixed(0)} | ${(sorted[sorted.length - 1] ?? 0).toFixed(0)} | ${sorted.filter((x) => x > 1000).length} | ${failed}${kinds ? ` (${kinds})` : ''} |`;
  };
  const allErrors = new Map<number, number>();
  for (const operation of OPERATIONS) {
    const figures = byRoute.get(operation.route);
    if (figures == null) continue;
    rows.push(line(operation.route, figures.times, figures.errors));
    all.push(...figures.times);
    for (const [status, n] of figures.errors) {
      allErrors.set(status, (allErrors.get(status) ?? 0) + n);
      errors += n;
    }
  }
  rows.push(line('**all**', all, allErrors));
  return { rows, total: all.length, errors };
}

const tables: string[] = [];
const run = Date.now().toString(36);
for (const engine of engines) {
  let stopCluster: (() => Promise<void>) | null = null;
  let env: Record<string, string>;
  const probeOut = `${BENCH_DIR}/member-probe-${engine}.json`;
  rmSync(probeOut, { force: true });
  mkdirSync(BENCH_DIR, { recursive: true });
  if (engine === 'pglite') {
    // A seeded copy of the data set, so every run starts from the same database.
    const template = `${BENCH_DIR}/members-${values.scale}-${TODAY}`;
    if (!existsSync(`${template}/pglite`)) {
      console.log(`pglite: seeding the ${values.scale} data set into ${template}...`);
      const seeding = await startApi({ DATA_DIR: template });
      await seeding.stop();
    }
    const dataDir = `${BENCH_DIR}/members-run`;
    rmSync(dataDir, { recursive: true, force: true });
    cpSync(template, dataDir, { recursive: true });
    env = { DATA_DIR: dataDir };
  } else {
    const cluster = await startPostgresCluster();
    const database = await createDatabase(cluster.url);
    env = { DATABASE_URL: database.url, DATA_DIR: `${BENCH_DIR}/members-postgres` };
    stopCluster = () => cluster.stop();
  }
  if (values.probe) env.PROBE_OUT = probeOut;
  console.log(`${engine}: starting the API server...`);
  const api = await startApi(env);
  try {
    const base = new URL(api.url);
    const t = await targets(base);
    const started = performance.now();
    const members = await pool(
      Array.from({ length: connections }, (_, n) => n),
      8,
      (n) => register(base, run, n, t.schoolIds[n % t.schoolIds.length]!),
    );
    console.log(
      `${engine}: ${members.length} members registered and following a school in ${((performance.now() - started) / 1000).toFixed(1)} s; warming up...`,
    );
    await drive(base, members, t, 3000);
    // The probe starts counting afresh (without it the signal would end the server).
    if (values.probe) api.process.kill('SIGUSR2');
    const before = loadAverage();
    console.log(
      `${engine}: ${connections} connections for ${durationMs / 1000} s (load ${before})...`,
    );
    const cpuBefore = cpuMs(api.process.pid!);
    const { byRoute, perSecond } = await drive(base, members, t, durationMs);
    const cpu = cpuMs(api.process.pid!) - cpuBefore;
    const after = loadAverage();
    const { rows, total, errors } = report(engine, byRoute, durationMs / 1000);
    tables.push(
      `\n${engine}: ${connections} connections, ${durationMs / 1000} s, ${Math.round(writeShare * 100)}% writes: ${(total / (durationMs / 1000)).toFixed(0)} req/s, ${errors} errors; server CPU ${(cpu / total).toFixed(1)} ms a request (${((cpu / durationMs) * 100).toFixed(0)}% of a core); load average before ${before}, after ${after}\n`,
      '| engine | route | requests | req/s | p50 ms | p99 ms | max ms | > 1 s | errors |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...rows,
      `\nAnswers per second: ${perSecond.join(' ')} (fewest ${Math.min(...perSecond)})`,
    );
    for (const member of members) member.agent.destroy();
  } finally {
    await api.stop();
    await stopCluster?.();
  }
  if (values.probe && existsSync(probeOut)) {
    const probe = JSON.parse(readFileSync(probeOut, 'utf8')) as {
      eventLoop: object;
      pglite: object;
      sites: { site: string }[];
      longest: { holdMs: number; waitMs: number; stack: string }[];
    };
    tables.push(
      `\n${engine} probe (${probeOut}): event loop ${JSON.stringify(probe.eventLoop)}; PGlite ${JSON.stringify(probe.pglite)}`,
      'Where the transaction lock was held longest in total:',
      ...probe.sites.slice(0, 12).map((s) => `  ${JSON.stringify(s)}`),
      'The longest holds:',
      ...probe.longest
        .slice(0, 5)
        .map((l) => `  ${l.holdMs} ms (waited ${Math.round(l.waitMs)} ms) ${l.stack}`),
    );
  }
}
console.log(tables.join('\n'));
