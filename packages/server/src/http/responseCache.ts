import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../clock';
import { compress, isCompressible, negotiateEncoding, type Encoding } from './compression';

/**
 * Public GETs are cached for CDNs and browsers (short s-maxage, longer stale-while-revalidate, an
 * ETag for 304s) and answered from memory when the same request comes again. The cached answer
 * holds its compressed forms too, so a repeat costs about what a fixed response costs, which the
 * API budget in DESIGN.md asks for.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=15, stale-while-revalidate=60';

interface Entry {
  status: number;
  contentType: string;
  etag: string;
  bodies: Partial<Record<Encoding, Uint8Array>>;
  /** The data version the answer was computed from. */
  version: number;
  storedAt: number;
}

/** Options of the response cache. */
export interface ResponseCacheOptions {
  clock: Clock;
  /** Longest an entry is served without recomputing, in ms. @default 30000 */
  maxAgeMs?: number;
  /** Most bytes kept. @default 64 MB */
  maxBytes?: number;
}

/** The response cache and the counter that invalidates it on every write to sports data. */
export class ResponseCache {
  #version = 0;
  readonly #entries: LRUCache<string, Entry>;
  readonly #clock: Clock;
  readonly #maxAgeMs: number;

  constructor(options: ResponseCacheOptions) {
    this.#clock = options.clock;
    this.#maxAgeMs = options.maxAgeMs ?? 30_000;
    this.#entries = new LRUCache<string, Entry>({
      maxSize: options.maxBytes ?? 64 * 1024 * 1024,
      sizeCalculation: (entry) =>
        Object.values(entry.bodies).reduce((n, body) => n + body.byteLength, 256),
    });
  }

  /** Marks every cached answer out of date: call after any write to sports data. */
  invalidate(): void {
    this.#version += 1;
  }

  /** The middleware for public GET routes. */
  middleware(): MiddlewareHandler {
    return async (c, next) => {
      if (c.req.method !== 'GET') return next();
      const key = this.#key(c);
      const cached = this.#entries.get(key);
      if (
        cached != null &&
        cached.version === this.#version &&
        Date.now() - cached.storedAt < this.#maxAgeMs
      ) {
        return this.#respond(c, cached);
      }
      await next();
      const res = c.res;
      if (res.status !== 200) return;
      const entry: Entry = {
        status: res.status,
        contentType: res.headers.get('Content-Type') ?? 'application/json',
        etag: '',
        bodies: { identity: new Uint8Array(await res.arrayBuffer()) },
        version: this.#version,
        storedAt: Date.now(),
      };
      entry.etag = `"${createHash('sha1').update(entry.bodies.identity!).digest('base64url').slice(0, 22)}"`;
      this.#entries.set(key, entry);
      c.res = await this.#respond(c, entry);
    };
  }

  /** The key: path, sorted query and the day (answers about "today" change at midnight). */
  #key(c: Context): string {
    const url = new URL(c.req.url);
    url.searchParams.sort();
    return `${this.#clock.today()} ${url.pathname}?${url.searchParams.toString()}`;
  }

  async #respond(c: Context, entry: Entry): Promise<Response> {
    const headers: Record<string, string> = {
      'Content-Type': entry.contentType,
      'Cache-Control': PUBLIC_CACHE_CONTROL,
      ETag: entry.etag,
      Vary: 'Accept-Encoding',
    };
    if (ifNoneMatch(c.req.header('If-None-Match'), entry.etag)) {
      return new Response(null, { status: 304, headers });
    }
    const identity = entry.bodies.identity!;
    let encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
    if (!isCompressible(entry.contentType, identity.byteLength)) encoding = 'identity';
    let body = entry.bodies[encoding];
    if (body == null) {
      body = await compress(identity, encoding);
      entry.bodies[encoding] = body;
    }
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
    return new Response(body, { status: entry.status, headers });
  }
}

/** Whether an If-None-Match header names this ETag (or *), weak or strong. */
function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
