import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import type { Context } from 'hono';

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

/** Sends a file with its validators, or 304 when the client has it already. */
export function sendStaticFile(
  c: Context,
  file: StaticFile,
  cacheControl: string,
  headers: Record<string, string> = {},
): Response {
  const all = {
    'Content-Type': file.contentType,
    'Cache-Control': cacheControl,
    ETag: file.etag,
    ...headers,
  };
  if (ifNoneMatch(c.req.header('If-None-Match'), file.etag)) return c.body(null, 304, all);
  return c.body(file.body, 200, all);
}
