import type { Context, MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../clock';
import { compress, isCompressible, negotiateEncoding, type Encoding } from './compression';
import { etagOf, ifNoneMatch } from './staticFiles';

/**
 * Public GETs are cached for CDNs and browsers (short s-maxage, longer stale-while-revalidate, an
 * ETag for 304s) and answered from memory when the same request comes again. The cached answer
 * holds its compressed forms too, so a repeat costs about what a fixed response costs, which the
 * API budget in docs/architecture.md asks for.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=15, stale-while-revalidate=60';

interface Entry {
  status: number;
  contentType: string;
  etag: string;
  bodies: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;
  /** The data version the answer was computed from. */
  version: number;
  storedAt: number;
  /**
   * Whether the route asked who is calling (it ran authenticate, as the games' youVoted does): such
   * an answer is a guest's alone. The others (standings, schedules) are everyone's, members' too.
   */
  personal: boolean;
}

/**
 * Whether the route that answered asked who is calling: authenticate (auth/authenticate.ts), the
 * only way a route learns its caller, sets `actor` on every request it sees, null for a guest.
 */
function readsCaller(c: Context): boolean {
  return (c.var as { actor?: unknown }).actor !== undefined;
}

/** Options of the response cache. */
export interface ResponseCacheOptions {
  clock: Clock;
  /**
   * Age after which an entry is refreshed, in ms. Writes invalidate at once (see invalidate()) and
   * the day is part of the key, so this is only a safety net; an entry past this age is still
   * served while one refresh runs in the background. @default 600000 (ten minutes)
   */
  maxAgeMs?: number;
  /** Most bytes kept. @default 64 MB */
  maxBytes?: number;
}

/** The response cache and the counter that invalidates it on every write to sports data. */
export class ResponseCache {
  #version = 0;
  readonly #entries: LRUCache<string, Entry>;
  /** Answers being computed: requests for the same key wait for the one computation. */
  readonly #pending = new Map<string, Promise<Entry | null>>();
  /** The app's fetch, for background refreshes; set by the app once it exists. */
  #fetch: ((request: Request) => Response | Promise<Response>) | null = null;
  /** Requests the cache itself sends to refresh an entry: they skip the lookup. */
  readonly #refreshes = new WeakSet<Request>();
  /** Background refreshes running; one at a time, so a wave of old entries never starves readers. */
  #refreshing = 0;
  readonly #clock: Clock;
  readonly #maxAgeMs: number;

  constructor(options: ResponseCacheOptions) {
    this.#clock = options.clock;
    this.#maxAgeMs = options.maxAgeMs ?? 600_000;
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

  /** The data version, which each invalidate() moves on: what was made from older data is old. */
  get version(): number {
    return this.#version;
  }

  /** Lets the cache refresh old entries in the background through the app. */
  attach(fetch: (request: Request) => Response | Promise<Response>): void {
    this.#fetch = fetch;
  }

  /**
   * The middleware for public GET routes. A missing or outdated answer is computed once however
   * many requests ask for it at the same moment (a Friday-night scoreboard after each new score);
   * the others wait for that one.
   *
   * A signed-in request (the site sends its token on every call) shares only answers that are the
   * same for everyone: those of routes that never ask who is calling. Any other is computed for its
   * member alone, as it always was. On PGlite, whose one connection serves every request in turn,
   * members' standings and schedules computed again and again held up everyone's writes.
   */
  middleware(): MiddlewareHandler {
    return async (c, next) => {
      if (c.req.method !== 'GET') return next();
      const key = this.#key(c);
      const refreshing = this.#refreshes.has(c.req.raw);
      const cached = refreshing ? undefined : this.#entries.get(key);
      if (c.req.header('Authorization') && cached?.personal !== false) {
        // Not known to be everyone's: answered apart, and kept if it turns out to be.
        const version = this.#version;
        await next();
        if (cached == null && c.res.status === 200 && !readsCaller(c)) {
          c.res = await this.#respond(c, await this.#store(key, c.res, version, false));
        }
        return;
      }
      if (cached != null && cached.version === this.#version) {
        if (Date.now() - cached.storedAt >= this.#maxAgeMs) this.#refresh(key, c.req.url);
        return this.#respond(c, cached);
      }
      const pending = this.#pending.get(key);
      if (pending != null) {
        const shared = await pending;
        if (shared != null) return this.#respond(c, shared);
      }
      // The version is taken before computing: a write during the computation makes it stale.
      const version = this.#version;
      const computing = (async () => {
        await next();
        return c.res.status === 200 ? this.#store(key, c.res, version, readsCaller(c)) : null;
      })();
      this.#pending.set(key, computing);
      try {
        const entry = await computing;
        if (entry != null) c.res = await this.#respond(c, entry);
      } finally {
        this.#pending.delete(key);
      }
    };
  }

  /**
   * Recomputes an old entry in the background while the old one is still served. One refresh runs
   * at a time; an entry whose turn has not come is refreshed by a later request.
   */
  #refresh(key: string, url: string): void {
    if (this.#fetch == null || this.#pending.has(key) || this.#refreshing > 0) return;
    const request = new Request(url);
    this.#refreshes.add(request);
    this.#refreshing += 1;
    void Promise.resolve(this.#fetch(request))
      .catch(() => undefined)
      .finally(() => {
        this.#refreshing -= 1;
      });
  }

  async #store(key: string, res: Response, version: number, personal: boolean): Promise<Entry> {
    const identity = new Uint8Array(await res.arrayBuffer());
    const entry: Entry = {
      status: res.status,
      contentType: res.headers.get('Content-Type') ?? 'application/json',
      etag: etagOf(identity),
      bodies: { identity },
      version,
      storedAt: Date.now(),
      personal,
    };
    this.#entries.set(key, entry);
    return entry;
  }

  /**
   * The key: path, query parameters in sorted order, and the day (answers about "today" change at
   * midnight). Built from the raw URL text: this runs on every request.
   */
  #key(c: Context): string {
    const url = c.req.url;
    const start = url.indexOf('/', url.indexOf('//') + 2);
    const mark = url.indexOf('?', start);
    const path = mark === -1 ? url.slice(start) : url.slice(start, mark);
    const query =
      mark === -1
        ? ''
        : url
            .slice(mark + 1)
            .split('&')
            .sort()
            .join('&');
    return `${this.#clock.today()} ${path}?${query}`;
  }

  async #respond(c: Context, entry: Entry): Promise<Response> {
    const headers: Record<string, string> = {
      'Content-Type': entry.contentType,
      'Cache-Control': PUBLIC_CACHE_CONTROL,
      ETag: entry.etag,
      // A member's request is answered apart (see middleware()); a CDN must not hand them a guest's.
      Vary: 'Accept-Encoding, Authorization',
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
