import * as http from 'node:http';
import * as https from 'node:https';
import { pipeline, type Readable } from 'node:stream';
import * as zlib from 'node:zlib';
import { withoutDirectionOverrides, type LinkPreview } from '@csz/core';
import type { LinkPreviewer } from './linkPreviewer';

export type { LinkPreviewer } from './linkPreviewer';
import { LRUCache } from 'lru-cache';
import ogs from 'open-graph-scraper';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

/**
 * Link previews for posts (spec §3 "Link preview": url, title, images, favicons), fetched by the
 * server from any address a member pastes. That makes this a request our server sends wherever a
 * member points it, so everything here is about where it may go and how much it may take:
 * - only http and https, only ports 80 and 443 (see {@link STANDARD_PORTS});
 * - the address is checked after DNS resolution, on the address actually connected to, by
 *   request-filtering-agent: loopback, private, link-local (169.254.169.254, the cloud metadata
 *   service), unique-local, CGNAT, multicast, unspecified, IPv4-mapped IPv6 and every other range
 *   that is not public unicast are refused; checking the connected address (not a lookup made
 *   beforehand) leaves no window for DNS rebinding;
 * - redirects are followed here, at most {@link LinkPreviewOptions.maxRedirects}, each new address
 *   checked as the first was;
 * - one time cap over the whole fetch, redirects included, and a cap on the bytes read (the head
 *   of a page, where its tags are, comes first: the rest is not read);
 * - only text/html is parsed, by open-graph-scraper given the HTML read here (its `html` option),
 *   so it never fetches anything itself.
 * Answers are cached in process, failures briefly, and concurrent requests for one address share
 * one fetch.
 */

/** Settings of {@link createLinkPreviewer}; the defaults are production's. */
export interface LinkPreviewOptions {
  /** The longest a preview's fetch may take, redirects included, in ms. @default 3000 */
  timeoutMs?: number;
  /** The most bytes of a page read (after decompression); the rest is not read. @default 512 KiB */
  maxBytes?: number;
  /** The most redirects followed. @default 3 */
  maxRedirects?: number;
  /** How long a preview is kept, in ms. @default 1 hour */
  cacheTtlMs?: number;
  /** How long a failure (refused, unreadable, not HTML) is kept, in ms. @default 1 minute */
  failureTtlMs?: number;
  /** The most addresses kept in the cache. @default 2000 */
  cacheSize?: number;
  /**
   * Origins fetched although their address is not public and their port is not 80 or 443, exactly
   * as written (`http://127.0.0.1:4123`): for tests, which serve pages from a local server.
   * Production never sets it.
   */
  allowOrigins?: readonly string[];
}

/** What the previewer sends as its User-Agent: who is asking, for the sites' logs. */
export const LINK_PREVIEW_USER_AGENT = 'CSZ-LinkPreview/1.0 (+link previews for The Zone)';

/** Most pictures in a preview (the card shows one; a few spare for ones that fail to load). */
export const MAX_PREVIEW_IMAGES = 4;
/** Most favicons in a preview. */
export const MAX_PREVIEW_FAVICONS = 2;
/** Longest address of a picture kept; longer ones are dropped (no real picture needs more). */
export const MAX_PREVIEW_URL_LENGTH = 2048;
/** Longest title kept, in characters; a longer one is cut with an ellipsis. */
export const MAX_PREVIEW_TITLE_LENGTH = 300;

/**
 * The only ports fetched. A preview is a request our server makes for a member: on any port it
 * would let members probe which ports of a host are open, and send requests to services that are
 * not web sites (mail, databases, caches, admin consoles on 8080 or 9200), with our server's
 * address, which such services may trust. Pages worth previewing are served on 80 and 443.
 */
const STANDARD_PORTS: Readonly<Record<string, string>> = { 'http:': '80', 'https:': '443' };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** What one fetch came to. */
type Outcome =
  | { kind: 'page'; preview: Omit<LinkPreview, 'url'> }
  /** Not fetched: the address (or a redirect's) is not one we fetch. */
  | { kind: 'refused' };

/** The preview of a page we could not read or that is not HTML: the post keeps a plain link. */
const NOTHING: Omit<LinkPreview, 'url'> = { title: null, images: [], favicons: [] };

/** Thrown inside a fetch when an address is not one we fetch. */
class RefusedLink extends Error {}

/** Creates a previewer with its own cache and connection agents. */
export function createLinkPreviewer(options: LinkPreviewOptions = {}): LinkPreviewer {
  const settings = {
    timeoutMs: options.timeoutMs ?? 3000,
    maxBytes: options.maxBytes ?? 512 * 1024,
    maxRedirects: options.maxRedirects ?? 3,
    cacheTtlMs: options.cacheTtlMs ?? 3_600_000,
    failureTtlMs: options.failureTtlMs ?? 60_000,
  };
  const allowed = new Set(options.allowOrigins ?? []);
  // No keep-alive: previews go to many hosts once each, and a kept socket would outlive the check.
  const agents = {
    'http:': new RequestFilteringHttpAgent({ keepAlive: false }),
    'https:': new RequestFilteringHttpsAgent({ keepAlive: false }),
  };
  const testAgents = { 'http:': new http.Agent(), 'https:': new https.Agent() };
  const cache = new LRUCache<string, Outcome>({ max: options.cacheSize ?? 2000 });
  const inFlight = new Map<string, Promise<Outcome>>();

  /** The agent for an address, or a RefusedLink when it is not one we fetch. */
  const agentFor = (url: URL): http.Agent => {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new RefusedLink();
    if (allowed.has(url.origin)) return testAgents[url.protocol];
    if (url.username !== '' || url.password !== '') throw new RefusedLink();
    const port = url.port === '' ? STANDARD_PORTS[url.protocol] : url.port;
    if (port !== '80' && port !== '443') throw new RefusedLink();
    return agents[url.protocol];
  };

  /** Fetches a page, following redirects, and reads what a preview needs from it. */
  const fetchPreview = async (start: URL): Promise<Outcome> => {
    const signal = AbortSignal.timeout(settings.timeoutMs);
    let url = start;
    try {
      for (let redirects = 0; ; redirects++) {
        const response = await get(url, agentFor(url), signal);
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (REDIRECTS.has(status) && location != null) {
          response.destroy();
          if (redirects >= settings.maxRedirects) return { kind: 'page', preview: NOTHING };
          url = new URL(location, url);
          continue;
        }
        if (status < 200 || status > 299 || !isHtml(response.headers['content-type'])) {
          response.destroy();
          return { kind: 'page', preview: NOTHING };
        }
        const bytes = await readCapped(response, settings.maxBytes, signal);
        const html = decode(bytes, response.headers['content-type']);
        return { kind: 'page', preview: await previewOf(html, url) };
      }
    } catch (error) {
      if (error instanceof RefusedLink || isRefusedAddress(error)) return { kind: 'refused' };
      // Unreachable, too slow, reset, a bad redirect address: no preview, a plain link.
      return { kind: 'page', preview: NOTHING };
    }
  };

  return {
    async preview(address) {
      let url: URL;
      try {
        url = new URL(address);
        agentFor(url);
      } catch {
        // Not a link, or one refused by its scheme, port or credentials: nothing to fetch or cache.
        return null;
      }
      const key = url.href;
      let outcome = cache.get(key);
      if (outcome == null) {
        let fetching = inFlight.get(key);
        if (fetching == null) {
          fetching = fetchPreview(url).then((result) => {
            const failed = result.kind === 'refused' || result.preview.title == null;
            cache.set(key, result, {
              ttl: failed ? settings.failureTtlMs : settings.cacheTtlMs,
            });
            return result;
          });
          // Forgotten once settled, failed or not; fetchPreview itself never rejects.
          inFlight.set(key, fetching);
          void fetching.finally(() => inFlight.delete(key));
        }
        outcome = await fetching;
      }
      // The address as the caller wrote it, so the client can match the preview to its link.
      return outcome.kind === 'refused' ? null : { url: address, ...outcome.preview };
    },
  };
}

/**
 * A GET of one address through an agent, resolving with the response once its headers arrive
 * (redirects are not followed). The signal aborts the request and the response's body.
 */
function get(url: URL, agent: http.Agent, signal: AbortSignal): Promise<http.IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        agent,
        signal,
        headers: {
          'User-Agent': LINK_PREVIEW_USER_AGENT,
          Accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
          'Accept-Encoding': 'gzip, deflate, br',
        },
      },
      resolve,
    );
    request.on('error', reject);
  });
}

/**
 * Whether an error is request-filtering-agent refusing an address (a literal one, or one a name
 * resolved to). Its errors are plain Errors; their message is the only mark, pinned by the tests
 * that refuse a name resolving to loopback and each kind of address.
 */
function isRefusedAddress(error: unknown): boolean {
  return error instanceof Error && /^DNS lookup .* is not allowed/.test(error.message);
}

/** Whether a Content-Type is HTML (text/html with any parameters). */
function isHtml(contentType: string | undefined): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'text/html';
}

/**
 * The first `max` bytes of a response's body, decompressed; the response is destroyed (the
 * connection closed) once they are read, or when the signal aborts.
 */
async function readCapped(
  response: http.IncomingMessage,
  max: number,
  signal: AbortSignal,
): Promise<Buffer> {
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  const decoders: Record<string, () => zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress> = {
    gzip: () => zlib.createGunzip(),
    'x-gzip': () => zlib.createGunzip(),
    deflate: () => zlib.createInflate(),
    br: () => zlib.createBrotliDecompress(),
  };
  let body: Readable = response;
  if (encoding !== 'identity') {
    const decoder = decoders[encoding];
    if (decoder == null) throw new Error(`Unknown Content-Encoding ${encoding}`);
    // The cap counts what comes out of the decoder: a small compressed body may inflate hugely.
    // pipeline, unlike pipe, passes a broken connection on to the decoder, ending the read.
    body = pipeline(response, decoder(), () => {});
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const stop = () => {
    response.destroy();
    if (body !== response) body.destroy();
  };
  signal.addEventListener('abort', stop, { once: true });
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= max) break;
    }
    if (signal.aborted) throw signal.reason;
  } finally {
    signal.removeEventListener('abort', stop);
    stop();
  }
  return Buffer.concat(chunks).subarray(0, max);
}

/**
 * The text of an HTML page: in the charset its Content-Type names, else the one a <meta> in its
 * first kilobyte names, else UTF-8 (an unknown charset is read as UTF-8 too).
 */
function decode(bytes: Buffer, contentType: string | undefined): string {
  const fromHeader = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? '')?.[1];
  const head = bytes.subarray(0, 1024).toString('latin1');
  const fromMeta = /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1];
  try {
    return new TextDecoder(fromHeader ?? fromMeta ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/** The preview of a page's HTML, its addresses resolved against the page's own (`base`). */
async function previewOf(html: string, base: URL): Promise<Omit<LinkPreview, 'url'>> {
  let result;
  try {
    ({ result } = await ogs({ html }));
  } catch {
    return NOTHING;
  }
  const title = result.ogTitle ?? result.twitterTitle ?? result.dcTitle ?? null;
  const pictures = [
    ...(result.ogImage ?? []).map((image) => image.url),
    ...(result.twitterImage ?? []).map((image) => image.url),
  ];
  return {
    title: title == null ? null : cleanTitle(title),
    images: webAddresses(pictures, base, MAX_PREVIEW_IMAGES),
    favicons: webAddresses(
      result.favicon == null ? [] : [result.favicon],
      base,
      MAX_PREVIEW_FAVICONS,
    ),
  };
}

/**
 * Addresses resolved against the page, only http(s) ones (never javascript: or data:), each at
 * most {@link MAX_PREVIEW_URL_LENGTH} long, without repeats, at most `max` of them.
 */
function webAddresses(
  candidates: readonly (string | undefined)[],
  base: URL,
  max: number,
): string[] {
  const kept = new Set<string>();
  for (const candidate of candidates) {
    if (kept.size >= max) break;
    if (candidate == null || candidate.trim() === '') continue;
    let url: URL;
    try {
      url = new URL(candidate.trim(), base);
    } catch {
      continue;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
    if (url.href.length > MAX_PREVIEW_URL_LENGTH) continue;
    kept.add(url.href);
  }
  return [...kept];
}

/**
 * A page's title as a preview shows it: without control characters and bidirectional overrides
 * (which could make it read as something else), its white space collapsed, at most
 * {@link MAX_PREVIEW_TITLE_LENGTH} characters; null when nothing is left. It stays text: whatever
 * markup it holds is shown as written, never interpreted (JSON here, text in the widget).
 */
export function cleanTitle(title: string): string | null {
  const cleaned = withoutDirectionOverrides(title)
    // eslint-disable-next-line no-control-regex -- removing control characters is the point.
    .replace(/[\u0000-\u001F\u007F-\u009F\u200E\u200F]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (cleaned === '') return null;
  const characters = [...cleaned];
  if (characters.length <= MAX_PREVIEW_TITLE_LENGTH) return cleaned;
  return `${characters.slice(0, MAX_PREVIEW_TITLE_LENGTH - 1).join('')}…`;
}
