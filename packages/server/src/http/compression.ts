import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A content coding the server can send. */
export type Encoding = 'br' | 'gzip' | 'identity';

/** Bodies smaller than this go out as they are: compressing them saves nothing. */
const MIN_BYTES = 1024;

/** Statuses that carry no body (RFC 9110), so there is nothing to compress. */
const NO_BODY = new Set([101, 103, 204, 205, 304]);

const COMPRESSIBLE = /^(application\/(json|javascript|xml)|text\/|image\/svg\+xml)/;

/** The best coding a client accepts: brotli, then gzip (q=0 refuses a coding). */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    if (name) accepted.set(name, q == null ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

/** Compresses a body. Brotli at quality 5 is near its best ratio for JSON at a fraction of the time. */
export async function compress(
  body: Uint8Array<ArrayBuffer>,
  encoding: Encoding,
): Promise<Uint8Array<ArrayBuffer>> {
  // zlib's Buffers sit on plain ArrayBuffers; the cast tells the fetch API's BodyInit so.
  if (encoding === 'br') {
    return (await brotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
    })) as Uint8Array<ArrayBuffer>;
  }
  if (encoding === 'gzip') return (await gzipAsync(body, { level: 6 })) as Uint8Array<ArrayBuffer>;
  return body;
}

/** Whether a response is worth compressing. */
export function isCompressible(contentType: string | null, size: number): boolean {
  return size >= MIN_BYTES && contentType != null && COMPRESSIBLE.test(contentType);
}

/**
 * gzip/brotli for responses the response cache did not already encode (hono's own compress
 * middleware has no brotli). The body is read last, and only when it is to be compressed: reading
 * it turns @hono/node-server's light response, which writes its bytes straight to the socket, into
 * a fetch Response that copies them and streams them (see the headers' middleware in app.ts).
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (NO_BODY.has(res.status) || res.headers.has('Content-Encoding') || c.req.method === 'HEAD') {
      return;
    }
    const type = res.headers.get('Content-Type');
    // A stream that stays open (live scores) has no end to compress up to.
    if (type == null || type.startsWith('text/event-stream') || !COMPRESSIBLE.test(type)) return;
    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
    if (encoding === 'identity') return;
    const body = new Uint8Array(await res.arrayBuffer());
    // The type was checked above: only the size is left to look at.
    if (body.byteLength < MIN_BYTES) {
      c.res = new Response(body, { status: res.status, headers: res.headers });
      return;
    }
    const headers = new Headers(res.headers);
    headers.set('Content-Encoding', encoding);
    headers.delete('Content-Length');
    headers.append('Vary', 'Accept-Encoding');
    c.res = new Response(await compress(body, encoding), { status: res.status, headers });
  };
}
