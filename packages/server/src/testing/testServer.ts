import { hc } from 'hono/client';
import type { ApiCall } from '../apiPaths';
import type { AppType } from '../app';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { District, LoginResponse, State } from '@csz/core';
import { eq } from 'drizzle-orm';
import { inject } from 'vitest';
import type { TokenConfig } from '../auth/tokens';
import { fixedClock, type Clock } from '../clock';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { leagueDivisions, leagueMembers, leagues } from '../lookups/schema';
import { DEMO_PASSWORD } from '../demo/members';
import type { LinkPreviewer } from '../forum/linkPreviewer';
import { linkWithoutPreview } from '../forum/links';
import type { ProxyTrust, RateLimits } from '../http/rateLimit';
import { smtpMailer, type Mailer } from '../mail/mailer';
import { startServer, type RunningServer, type ServerOptions } from '../server';
import { diskStorage } from '../storage/storage';
import { createDatabase } from './postgresCluster';
import { startSmtpServer, type TestSmtpServer } from './smtp';

/** Both engines every database suite runs on (docs/architecture.md "Data"). */
export const ENGINES = ['pglite', 'postgres'] as const;
export type Engine = (typeof ENGINES)[number];

import { TEMPLATE_NAMES, TEST_TODAY } from './testData';

export { TEST_TODAY };

/** The PGlite images, read once per test file's process. */
const images = new Map<string, Blob>();
function pgliteImage(file: string): Blob {
  let image = images.get(file);
  if (image == null) {
    image = new Blob([readFileSync(file)]);
    images.set(file, image);
  }
  return image;
}

/**
 * A test database: PGlite in memory, or a new database in the run's PostgreSQL cluster; migrated,
 * and with the tiny data set when `seeded`. Both start from the run's templates (globalSetup.ts),
 * copied in a fraction of a second instead of created, migrated and seeded again.
 */
export async function openTestDatabase(
  engine: Engine,
  options: { seeded?: boolean } = {},
): Promise<DatabaseHandle & { dispose(): Promise<void>; url: string | null }> {
  const kind = options.seeded === true ? 'seeded' : 'empty';
  if (engine === 'pglite') {
    const image = pgliteImage(join(inject('pgliteImages'), TEMPLATE_NAMES.pglite[kind]));
    const handle = await openDatabase({ engine: 'pglite', dataDir: null, image });
    return { ...handle, url: null, dispose: () => handle.close() };
  }
  const clusterUrl = inject('postgresUrl');
  if (clusterUrl == null) {
    throw new Error(
      "This project's global setup starts no PostgreSQL (globalSetupBrowser.ts): its suites run on PGlite.",
    );
  }
  const database = await createDatabase(clusterUrl, TEMPLATE_NAMES.postgres[kind]);
  const handle = await openDatabase({ engine: 'postgres', url: database.url });
  return { ...handle, url: database.url, dispose: () => handle.close() };
}

/** An HTTP answer, its JSON body read. */
export interface Answer<T> {
  status: number;
  headers: Headers;
  body: T;
}

/** A server on a free port over a test database, with the tiny data set unless `seed` is false. */
export interface TestServer extends RunningServer {
  /** The database; its url is set for PostgreSQL. */
  handle: DatabaseHandle & { url: string | null };
  tokens: TokenConfig;
  /** The folder uploaded files are stored in (a fresh one per server). */
  uploadsDir: string;
  /** GETs a path and reads the JSON answer. */
  get<T = unknown>(path: string, init?: RequestInit): Promise<Answer<T>>;
  /**
   * Sends a request to the JSON API with an optional bearer token and JSON (or other) body. The
   * method, path and JSON body are checked against the routes (app.ts AppType): a test of a path
   * the API no longer has, or of a body its route no longer takes, stops building.
   */
  call<T = unknown>(...request: ApiCall<CallOptions>): Promise<Answer<T>>;
  /**
   * Sends any method, path and body, checked against nothing: for what a hostile or broken client
   * sends (a path the API lacks, a body its route refuses) and the paths outside the JSON API.
   */
  raw<T = unknown>(method: string, path: string, options?: CallOptions): Promise<Answer<T>>;
  /**
   * The JSON API through Hono's typed client, in process: its paths, parameters and bodies are
   * checked against the routes (app.ts AppType), so a test of a route that changed no longer
   * builds. `api(token)` sends as a member.
   */
  api(token?: string | null): ApiClient;
  /** Logs a member in (a demo member by default password) and answers the session. */
  login(email: string, password?: string): Promise<LoginResponse>;
  stop(): Promise<void>;
}

/** What a test's request sends besides its method and path. */
export interface CallOptions {
  token?: string | null;
  json?: unknown;
  body?: RequestInit['body'];
  headers?: Record<string, string>;
}

/** The JSON API's typed client (hc over app.ts AppType). */
export type ApiClient = ReturnType<typeof hc<AppType>>;

/** Limits high enough that tests logging in many times never meet them. */
const LOOSE: { points: number; seconds: number } = { points: 100_000, seconds: 60 };
export const TEST_LIMITS: RateLimits = {
  login: { ip: LOOSE, account: LOOSE, accountAnywhere: LOOSE },
  register: { ip: LOOSE },
  check: { ip: LOOSE },
  recovery: { ip: LOOSE, account: LOOSE, mails: LOOSE, uses: LOOSE },
  forgotPassword: { ip: LOOSE, account: LOOSE, mails: LOOSE, uses: LOOSE },
  invite: { ip: LOOSE, account: LOOSE },
  contact: { ip: LOOSE },
  scoreReport: { ip: LOOSE, account: LOOSE },
  imageUpload: { ip: LOOSE, account: LOOSE },
  gamePost: { ip: LOOSE, account: LOOSE },
  linkPreview: { ip: LOOSE, account: LOOSE },
  share: { ip: LOOSE, account: LOOSE },
  updateCoach: { ip: LOOSE, account: LOOSE },
  calendarWrite: { ip: LOOSE, account: LOOSE },
  shareCardDraw: { ip: LOOSE },
  forumPost: { account: LOOSE, newAccount: LOOSE },
  forumComment: { account: LOOSE, newAccount: LOOSE },
  forumLike: { account: LOOSE, newAccount: LOOSE },
  forumReport: { account: LOOSE, newAccount: LOOSE },
};

/** A response as the tests read it: its status, headers and parsed body. */
export async function answer<T>(response: Response): Promise<Answer<T>> {
  const text = await response.text();
  let body: unknown = null;
  if (text !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return { status: response.status, headers: response.headers, body: body as T };
}

export async function startTestServer(
  engine: Engine,
  options: {
    seed?: boolean;
    limits?: RateLimits;
    mailer?: Mailer;
    accessTtlSeconds?: number;
    mode?: 'development' | 'production';
    /**
     * Another server's PostgreSQL database to serve too, as a second process behind a load
     * balancer would (its own pool and listening connection; nothing is seeded).
     */
    sharing?: TestServer;
    /** TRUST_PROXY's reading: tests then give the caller's address in X-Forwarded-For. */
    trustProxy?: ProxyTrust;
    /** PUBLIC_URL, the address the site is served at. */
    publicUrl?: string;
    /** The jobs worker's settings (a short back-off, or not started). */
    jobs?: ServerOptions['jobs'];
    /** The service's clock. @default stopped on TEST_TODAY */
    clock?: Clock;
    /**
     * What fetches links' previews. @default linkWithoutPreview, a stand-in that fetches nothing:
     * the web is out of reach here; the previews' own tests pass the real previewer, allowed one
     * local origin.
     */
    linkPreviews?: LinkPreviewer;
    /** Addresses in one sitemap file at most, so the tiny data set splits. @default 50,000 */
    sitemapPerFile?: number;
  } = {},
): Promise<TestServer> {
  let handle: DatabaseHandle & { dispose(): Promise<void>; url: string | null };
  if (options.sharing != null) {
    const url = options.sharing.handle.url;
    if (url == null) throw new Error('Only a PostgreSQL database can be shared by two servers');
    const shared = await openDatabase({ engine: 'postgres', url });
    handle = { ...shared, url, dispose: () => shared.close() };
  } else {
    handle = await openTestDatabase(engine, { seeded: options.seed !== false });
  }
  const tokens: TokenConfig = {
    secret: new TextEncoder().encode('test-signing-secret-that-is-long-enough-0123456789'),
    accessTtlSeconds: options.accessTtlSeconds ?? 86_400,
    refreshTtlDays: 30,
  };
  const uploadsDir = mkdtempSync(join(tmpdir(), 'csz-test-uploads-'));
  const server = await startServer({
    handle,
    clock: options.clock ?? fixedClock(TEST_TODAY),
    port: 0,
    hostname: '127.0.0.1',
    log: false,
    tokens,
    limits: options.limits ?? TEST_LIMITS,
    storage: diskStorage(uploadsDir),
    ...(options.mailer == null ? {} : { mailer: options.mailer }),
    ...(options.mode == null ? {} : { mode: options.mode }),
    ...(options.trustProxy == null ? {} : { trustProxy: options.trustProxy }),
    ...(options.publicUrl == null ? {} : { publicUrl: options.publicUrl }),
    ...(options.sitemapPerFile == null ? {} : { sitemapPerFile: options.sitemapPerFile }),
    linkPreviews: options.linkPreviews ?? linkWithoutPreview,
    // The tests' clock is stopped on a day now past: a nightly run would be due at once, so the
    // tests that want one schedule it themselves.
    jobs: { nightly: false, ...options.jobs },
  });
  const raw = async <T>(
    method: string,
    path: string,
    request: CallOptions = {},
  ): Promise<Answer<T>> => {
    const headers: Record<string, string> = { ...request.headers };
    if (request.token) headers.Authorization = `Bearer ${request.token}`;
    if (request.json !== undefined) headers['Content-Type'] = 'application/json';
    const body = request.json !== undefined ? JSON.stringify(request.json) : request.body;
    // In process, without a port (issue 15): the HTTP suites' thousands of calls skip the socket.
    // What only a real connection shows (compression, HEAD, streams, the browser) is tested over
    // HTTP at server.url.
    const response = await server.request(
      new Request(`${server.url}${path}`, {
        method,
        headers,
        ...(body == null ? {} : { body }),
      }),
    );
    return answer<T>(response);
  };
  // In process as `call` is; the client's fetch hands each request to the app.
  const apiClient = (token?: string | null): ApiClient =>
    hc<AppType>(server.url, {
      fetch: (input: RequestInfo | URL, init?: RequestInit) =>
        server.request(new Request(input, init)),
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  return {
    ...server,
    handle,
    tokens,
    uploadsDir,
    get: async <T>(path: string, init?: RequestInit) =>
      answer<T>(await fetch(`${server.url}${path}`, init)),
    call: (...[method, path, options]) => raw(method, path, options),
    raw,
    api: (token) => apiClient(token),
    async login(email: string, password = DEMO_PASSWORD) {
      const answered = await apiClient().api.csz.login.$post({ json: { email, password } });
      const { status, body } = await answer<LoginResponse>(answered);
      if (status !== 200) throw new Error(`login ${email}: ${status} ${JSON.stringify(body)}`);
      return body;
    },
    async stop() {
      await server.close();
      await handle.dispose();
    },
  };
}

/** A test server that mails through a real SMTP server of its own; stop() stops both. */
export type MailingTestServer = TestServer & { smtp: TestSmtpServer };

/** Starts a {@link MailingTestServer}. */
export async function startMailingTestServer(
  engine: Engine,
  options: Omit<Parameters<typeof startTestServer>[1], 'mailer'> = {},
): Promise<MailingTestServer> {
  const smtp = await startSmtpServer();
  const server = await startTestServer(engine, {
    ...options,
    mailer: smtpMailer(smtp.url, 'CSZ <no-reply@csz.test>'),
  });
  return {
    ...server,
    smtp,
    async stop() {
      await server.stop();
      await smtp.stop();
    },
  };
}

/** Maryland and its Montgomery County in the tiny data set, found through the API as a client would. */
export async function marylandAndMontgomery(
  server: TestServer,
): Promise<{ maryland: State; montgomery: District }> {
  const states = await server.get<{ items: State[] }>('/api/csz/states');
  const maryland = states.body.items.find((s) => s.abbreviation === 'MD')!;
  const districts = await server.get<{ items: District[] }>(
    `/api/csz/districts?stateId=${maryland.id}`,
  );
  return { maryland, montgomery: districts.body.items.find((d) => d.name === 'Montgomery')! };
}

/**
 * Splits a county's league into a 'Division I' of all its schools but one, which the tiny data set
 * has not (the standings embed's division, the builder's Division picker).
 */
export async function addDivisionOne(
  server: TestServer,
  districtId: number,
): Promise<{ leagueId: number; divisionId: number }> {
  const { db } = server.handle;
  const [league] = await db.select().from(leagues).where(eq(leagues.districtId, districtId));
  const [division] = await db
    .insert(leagueDivisions)
    .values({ leagueId: league!.id, name: 'Division I', sortOrder: 0 })
    .returning();
  const members = await db
    .select()
    .from(leagueMembers)
    .where(eq(leagueMembers.leagueId, league!.id));
  for (const member of members.slice(0, -1)) {
    await db
      .update(leagueMembers)
      .set({ divisionId: division!.id })
      .where(eq(leagueMembers.schoolId, member.schoolId));
  }
  return { leagueId: league!.id, divisionId: division!.id };
}
