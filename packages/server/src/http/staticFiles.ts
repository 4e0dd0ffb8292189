import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { isCompressible, negotiateEncoding, type Encoding } from './compression';

/**
 * Files served as they are built (the embeds, the site) and the validators every cached answer
 * shares with them: one ETag rule and one If-None-Match rule for the whole server.
 */

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** A strong ETag of a body: a hash of its bytes. */
export function etagOf(body: Uint8Array): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/** Whether an If-None-Match header names this ETag (or *), weak or strong. */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/** A file read once, ready to send again and again. */
export interface StaticFile {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
  etag: string;
  /** Its compressed forms, each made once on first request (see {@link encodedFile}). */
  encoded?: Partial<Record<Exclude<Encoding, 'identity'>, Uint8Array<ArrayBuffer>>>;
  /**
   * Made for a while, not for a release (a page rendered here, kept until the next score): its
   * compressed forms are made quickly, as the compression middleware makes answers', not at the
   * best ratio, which costs a fresh page's reader some 30 ms.
   */
  shortLived?: boolean;
}

/**
 * The body to send for a client's Accept-Encoding, with its coding and ETag. A built file never
 * changes, so each compressed form is made once, at the best ratio, instead of on every request
 * as the compression middleware does for answers; each form has its own ETag, as HTTP asks.
 */
function encodedFile(
  file: StaticFile,
  acceptEncoding: string | undefined,
): { body: Uint8Array<ArrayBuffer>; encoding: Encoding; etag: string } {
  const encoding = negotiateEncoding(acceptEncoding);
  if (encoding === 'identity' || !isCompressible(file.contentType, file.body.byteLength)) {
    return { body: file.body, encoding: 'identity', etag: file.etag };
  }
  file.encoded ??= {};
  const body = (file.encoded[encoding] ??= (
    encoding === 'br'
      ? brotliCompressSync(file.body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: file.shortLived === true ? 5 : 11 },
        })
      : gzipSync(file.body, { level: file.shortLived === true ? 6 : 9 })
  ) as Uint8Array<ArrayBuffer>);
  return { body, encoding, etag: file.etag.replace(/"$/, `-${encoding}"`) };
}

/** Reads a file with its type (by extension) and ETag. */
export function readStaticFile(path: string): StaticFile {
  const body = new Uint8Array(readFileSync(path));
  return {
    body,
    contentType: TYPES[extname(path)] ?? 'application/octet-stream',
    etag: etagOf(body),
  };
}

/**
 * Sends a file with its validators, or 304 when the client has it already. A 404 (the site's page
 * at an address that is no page) is always sent whole: a 304 would hide the status.
 */
export function sendStaticFile(
  c: Context,
  file: StaticFile,
  cacheControl: string,
  headers: Record<string, string> = {},
  status: 200 | 404 = 200,
): Response {
  const sent = encodedFile(file, c.req.header('Accept-Encoding'));
  // Whether compressible or not, the answer depends on what the client accepts; a Vary given (a
  // page whose head names the request's origin) is added to that.
  const vary = [
    ...(isCompressible(file.contentType, file.body.byteLength) ? ['Accept-Encoding'] : []),
    ...(headers.Vary == null ? [] : [headers.Vary]),
  ].join(', ');
  const all: Record<string, string> = {
    'Content-Type': file.contentType,
    'Cache-Control': cacheControl,
    ETag: sent.etag,
    ...(sent.encoding === 'identity' ? {} : { 'Content-Encoding': sent.encoding }),
    ...headers,
    ...(vary === '' ? {} : { Vary: vary }),
  };
  if (status === 200 && ifNoneMatch(c.req.header('If-None-Match'), sent.etag)) {
    return c.body(null, 304, all);
  }
  return c.body(sent.body, status, all);
}
