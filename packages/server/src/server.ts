import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { CONTACT_EMAIL, DEFAULT_ACCOUNT_TABS, type AccountTab } from '@csz/core';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from './app';
import type { TokenConfig } from './auth/tokens';
import type { Clock } from './clock';
import type { DatabaseHandle } from './db/client';
import type { LinkPreviewer } from './forum/linkPreviewer';
import { createLinkPreviewer } from './forum/linkPreview';
import { headAsGet } from './http/head';
import { DEFAULT_LIMITS, RateLimiter, type ProxyTrust, type RateLimits } from './http/rateLimit';
import { ResponseCache } from './http/responseCache';
import { jobHandlers } from './jobs/handlers';
import { JobWorker, type JobWorkerOptions } from './jobs/worker';
import { ScoreFeed } from './live/scoreFeed';
import { scheduleNightlyJobs } from './reports/reminders';
import { sportsDataWriter } from './live/sportsData';
import { outboxMailer, type Mailer } from './mail/mailer';
import { diskStorage, type Storage } from './storage/storage';

/** Options of {@link startServer}. */
export interface ServerOptions {
  handle: DatabaseHandle;
  clock: Clock;
  /** 0 picks a free port. */
  port: number;
  /** Host to listen on. @default '0.0.0.0' */
  hostname?: string;
  log?: boolean;
  benchFloor?: boolean;
  /** Addresses in one sitemap file at most. @default 50,000 */
  sitemapPerFile?: number;
  tokens: TokenConfig;
  /** @default the database outbox */
  mailer?: Mailer;
  /** Where links in emails point. @default this server's URL */
  publicUrl?: string;
  /** The account page's tabs that are on (ACCOUNT_TABS). @default core's DEFAULT_ACCOUNT_TABS */
  accountTabs?: readonly AccountTab[];
  /** Where contact-form messages are mailed. @default core's CONTACT_EMAIL */
  staffEmail?: string;
  /** Where generated embed code points (a CDN in front of /embed/). @default publicUrl */
  embedUrl?: string;
  /** @default files under a temporary folder */
  storage?: Storage;
  /** @default DEFAULT_LIMITS */
  limits?: RateLimits;
  trustProxy?: ProxyTrust;
  /** @default 'development' */
  mode?: 'development' | 'production';
  /**
   * The jobs worker's settings; `run: false` leaves it stopped (a process that only answers
   * requests, or a test that starts it later); `nightly: false` schedules no nightly reminders
   * and summaries (a stopped clock, or a test that schedules them itself).
   * @default run, nightly, with JobWorker's defaults
   */
  jobs?: JobWorkerOptions & { run?: boolean; nightly?: boolean };
  /**
   * What fetches links' previews (for posts and GET metadata). @default createLinkPreviewer():
   * production's, which fetches only public addresses
   */
  linkPreviews?: LinkPreviewer;
}

/** A running server. */
export interface RunningServer {
  url: string;
  /**
   * Answers a request in this process, without a socket, as if it came from 127.0.0.1 (the tests'
   * way in: the same app, middleware and shutdown accounting as over HTTP, without a connection).
   */
  request(request: Request): Promise<Response>;
  cache: ResponseCache;
  /** The live readers of this process. */
  live: ScoreFeed;
  /** The worker carrying out the jobs that writes enqueue (mail). */
  jobs: JobWorker;
  /** Stops taking connections and resolves once the requests in flight are answered. */
  close(): Promise<void>;
}

/** Starts the HTTP service on a port. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const cache = new ResponseCache({ clock: options.clock });
  // A score written through any process invalidates this one's cached answers too.
  const live = new ScoreFeed(options.handle, { onWrite: () => cache.invalidate() });
  await live.start();
  const mail = {
    publicUrl: options.publicUrl ?? `http://localhost:${options.port}`,
    staffEmail: options.staffEmail ?? CONTACT_EMAIL,
  };
  const mailer = options.mailer ?? outboxMailer(options.handle.db);
  const { run = true, nightly = true, ...jobOptions } = options.jobs ?? {};
  const jobs = new JobWorker(
    options.handle,
    jobHandlers({
      db: options.handle.db,
      mailer,
      mail,
      clock: options.clock,
      secret: options.tokens.secret,
    }),
    jobOptions,
  );
  const app = createApp(
    {
      handle: options.handle,
      clock: options.clock,
      cache,
      tokens: options.tokens,
      mailer,
      mail,
      storage: options.storage ?? diskStorage(join(tmpdir(), 'csz-uploads')),
      limiter: new RateLimiter(
        options.limits ?? DEFAULT_LIMITS,
        options.trustProxy ?? null,
        options.handle.pool,
      ),
      mode: options.mode ?? 'development',
      accountTabs: options.accountTabs ?? DEFAULT_ACCOUNT_TABS,
      urls: { site: options.publicUrl ?? null, embeds: options.embedUrl ?? null },
      live,
      writeSportsData: sportsDataWriter(options.handle.db, cache),
      linkPreviews: options.linkPreviews ?? createLinkPreviewer(),
    },
    {
      log: options.log ?? true,
      benchFloor: options.benchFloor ?? false,
      ...(options.sitemapPerFile == null ? {} : { sitemapPerFile: options.sitemapPerFile }),
    },
  );
  // Requests being handled, so a shutdown can wait for them before the database closes.
  let active = 0;
  let drained: (() => void) | null = null;
  const answer = headAsGet(app.fetch);
  const fetch = async (request: Request, env: unknown) => {
    active += 1;
    try {
      return await answer(request, env);
    } finally {
      active -= 1;
      if (active === 0) drained?.();
    }
  };
  const server = await new Promise<Server>((resolve) => {
    const started = serve(
      { fetch, port: options.port, hostname: options.hostname ?? '0.0.0.0' },
      () => resolve(started as Server),
    );
  });
  const { port } = server.address() as AddressInfo;
  // A server on a free port learns its address only now.
  if (options.publicUrl == null) mail.publicUrl = `http://localhost:${port}`;
  // Started once links in mail know the address; jobs enqueued before wait in the table.
  if (run) await jobs.start();
  // The nightly reminders and the morning summary: the next of each, once across processes.
  if (run && nightly) await scheduleNightlyJobs(options.handle.db, options.clock);
  // What @hono/node-server gives handlers about the connection (getConnInfo reads it).
  const loopback = {
    incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 0, remoteFamily: 'IPv4' } },
  };
  return {
    url: `http://localhost:${port}`,
    request: async (request) => fetch(await asSentOverHttp(request), loopback),
    cache,
    live,
    jobs,
    async close() {
      // Live streams stay open until told: end them first, so their connections can close.
      await live.close();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Idle keep-alive connections would hold close() open; busy ones finish their request.
      server.closeIdleConnections();
      // A client may hang up while its request is still being handled; wait for the handler too.
      const handled =
        active === 0 ? Promise.resolve() : new Promise<void>((resolve) => (drained = resolve));
      await Promise.all([closed, handled]);
      // Last, so the jobs running now are marked before the database closes; jobs not yet run
      // wait in the table for the next start or another process.
      await jobs.close();
    },
  };
}

/**
 * The request as it would arrive over a socket: a body comes with its Content-Length, as every
 * HTTP client sends it (a Request built in process has a body stream and no length).
 */
async function asSentOverHttp(request: Request): Promise<Request> {
  if (
    request.body == null ||
    request.headers.has('Content-Length') ||
    request.headers.has('Transfer-Encoding')
  ) {
    return request;
  }
  const body = await request.arrayBuffer();
  const headers = new Headers(request.headers);
  headers.set('Content-Length', String(body.byteLength));
  return new Request(request.url, {
    method: request.method,
    headers,
    body,
    signal: request.signal,
  });
}
