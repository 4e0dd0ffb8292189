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
}

/** A running server. */
export interface RunningServer {
  url: string;
  cache: ResponseCache;
  /** Stops taking connections, lets requests in flight finish, then resolves. */
  close(): Promise<void>;
}

/** Starts the HTTP service on a port. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const cache = new ResponseCache({ clock: options.clock });
  const app = createApp(
    { handle: options.handle, clock: options.clock, cache, adminToken: options.adminToken ?? null },
    { log: options.log ?? true },
  );
  const server = await new Promise<Server>((resolve) => {
    const started = serve(
      { fetch: app.fetch, port: options.port, hostname: options.hostname ?? '0.0.0.0' },
      () => resolve(started as Server),
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    cache,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Idle keep-alive connections would hold close() open; busy ones finish their request.
        server.closeIdleConnections();
      }),
  };
}
