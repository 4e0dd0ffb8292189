import { access, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';

/**
 * Where uploaded files (avatars, game posts' photos) are kept. The disk store serves one machine; an S3-compatible
 * store can implement the same interface for several.
 */
export interface Storage {
  /** Stores a file under a key and answers the URL it is served at. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<string>;
  /** Reads a file, or null. */
  get(key: string): Promise<{ bytes: Uint8Array; contentType: string } | null>;
  /** Whether a file is stored under a key (a bad key is none). */
  exists(key: string): Promise<boolean>;
  /** Removes a file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** The key of a URL this store made, or null. */
  keyOf(url: string): string | null;
}

const KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

/** Files under a folder (DATA_DIR/uploads), served at /uploads/<key>. */
export function diskStorage(root: string): Storage {
  const pathOf = (key: string) => {
    // Keys are made by the server, but a path that escapes the folder must never be used.
    if (!KEY.test(key) || key.includes('..')) throw new Error(`bad storage key: ${key}`);
    const path = normalize(join(root, key));
    if (!path.startsWith(normalize(root) + sep)) throw new Error(`bad storage key: ${key}`);
    return path;
  };
  const types: Record<string, string> = {
    webp: 'image/webp',
    png: 'image/png',
    jpg: 'image/jpeg',
    // The demo's podcast episodes (demo/forum.ts).
    wav: 'audio/wav',
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
      return `/uploads/${key}`;
    },
    async get(key) {
      try {
        const bytes = await readFile(pathOf(key));
        return {
          bytes,
          contentType: types[key.split('.').pop() ?? ''] ?? 'application/octet-stream',
        };
      } catch {
        return null;
      }
    },
    async exists(key) {
      try {
        await access(pathOf(key));
        return true;
      } catch {
        return false;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    keyOf(url) {
      return url.startsWith('/uploads/') ? url.slice('/uploads/'.length) : null;
    },
  };
}
