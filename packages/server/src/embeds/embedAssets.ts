import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EmbedKind } from '@csz/core';
import { readStaticFile, type StaticFile } from '../http/staticFiles';

/**
 * The built embed files (packages/embed-loader's scripts/build.mjs writes them): the loader, each
 * frame's script and the frames' stylesheet, named in dist/manifest.json. They are read once and
 * kept in memory: together they are a few tens of kilobytes.
 */

/** What the build's manifest says. */
interface Manifest {
  loader: string;
  frames: Record<EmbedKind, { js: string; css: string }>;
}

/** The embed files, by their path under /embed/. */
export interface EmbedAssets {
  /** The loader, at v1/loader.js. */
  loader: StaticFile;
  /** Each frame's script and stylesheet paths under /embed/. */
  frames: Record<EmbedKind, { js: string; css: string }>;
  /** A content-hashed file under assets/, or null. */
  asset(name: string): StaticFile | null;
}

/** Where the build writes the embeds, beside this package. */
export const DEFAULT_EMBED_DIST = fileURLToPath(
  new URL('../../../embed-loader/dist', import.meta.url),
);

/**
 * Reads the built embeds, or explains how to build them: the server cannot show a frame without
 * its files, and says so at start rather than answering empty frames.
 */
export function readEmbedAssets(dist: string = DEFAULT_EMBED_DIST): EmbedAssets {
  const manifestPath = join(dist, 'manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(
      `The embeds are not built (no ${manifestPath}). Build them with: pnpm --filter @csz/embed-loader build`,
    );
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const read = (path: string) => readStaticFile(join(dist, path));
  const assets = new Map<string, StaticFile>();
  for (const { js, css } of Object.values(manifest.frames)) {
    for (const path of [js, css]) assets.set(path.slice('assets/'.length), read(path));
  }
  return {
    loader: read(manifest.loader),
    frames: manifest.frames,
    asset: (name) => assets.get(name) ?? null,
  };
}
