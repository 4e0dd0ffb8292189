import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import type { Clock } from './clock';
import type { DatabaseHandle } from './db/client';
import { ResponseCache } from './http/responseCache';

/** Options of {@link startServer}. */
export interface ServerOptions {
  handle: DatabaseHandle;
  clock: Clock;
  /** 0 picks a free port. */
  port: number;
  /** Host to listen on. @default '0.0.0.0' */
  hostname?: string;
  adminToken?: string | null;
  log?: boolean;
  benchFloor?: boolean;
}

/** A running server. */
export interface RunningServer {
  url: string;
  cache: ResponseCache;
  /** Stops taking connections and resolves once the requests in flight are answered. */
  close(): Promise<void>;
}

/** Starts the HTTP service on a port. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const cache = new ResponseCache({ clock: options.clock });
  const app = createApp(
    { handle: options.handle, clock: options.clock, cache, adminToken: options.adminToken ?? null },
    { log: options.log ?? true, benchFloor: options.benchFloor ?? false },
  );
  // Requests being handled, so a shutdown can wait for them before the database closes.
  let active = 0;
  let drained: (() => void) | null = null;
  const fetch = async (request: Request, env: unknown) => {
    active += 1;
    try {
      return await app.fetch(request, env);
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
  return {
    url: `http://localhost:${port}`,
    cache,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Idle keep-alive connections would hold close() open; busy ones finish their request.
      server.closeIdleConnections();
      // A client may hang up while its request is still being handled; wait for the handler too.
      const handled =
        active === 0 ? Promise.resolve() : new Promise<void>((resolve) => (drained = resolve));
      await Promise.all([closed, handled]);
    },
  };
}
