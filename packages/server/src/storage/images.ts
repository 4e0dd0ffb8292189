import { randomBytes } from 'node:crypto';
import {
  MAX_IMAGE_BYTES,
  MAX_IMAGE_NAME_LENGTH,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIZE_LABEL,
  hasControlCharacter,
  imageNamesTooLongMessage,
} from '@csz/core';
import type { Context } from 'hono';
import sharp, { type Metadata } from 'sharp';
import { badInput, RequestError } from '../http/errors';
import { readUpload } from '../http/multipart';
import type { Storage } from './storage';

/** Formats taken, read from the file's content, never from its name or its stated type. */
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

/** How an upload's picture is stored: WebP, at most this box, at this quality. */
export interface ImageOutput {
  /** Resized to fit (cover crops to the box, inside keeps the whole picture). */
  resize: { width: number; height: number; fit: 'cover' | 'inside' };
  quality: number;
  /** Checks the file's name as sent, before the picture is decoded; throws to refuse it. */
  checkName?: (name: string) => void;
}

/**
 * Reads the picture of a multipart upload (field 'file') and makes the file that is stored: the
 * one place pictures from members are checked. A picture is taken by its content (JPEG, PNG, WebP,
 * GIF, AVIF, HEIF; never SVG, which can carry script), within core's size and pixel limits, then
 * decoded and encoded again as WebP: turned upright and stripped of its metadata (EXIF: where and
 * when a photo was taken), so no byte the sender chose is served as it came. Anything else is a
 * clear 4xx, never the decoder's exception.
 */
export async function readUploadedImage(
  c: Context,
  what: string,
  output: ImageOutput,
): Promise<{ bytes: Buffer }> {
  const { file } = await readUpload(c, {
    what,
    maxBytes: MAX_IMAGE_BYTES,
    maxLabel: MAX_IMAGE_SIZE_LABEL,
  });
  output.checkName?.(file.name);
  const bytes = new Uint8Array(await file.arrayBuffer());
  let metadata: Metadata | null;
  try {
    // The header alone: the size is checked before anything is decoded.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    metadata = null;
  }
  if (metadata?.format == null || !IMAGE_FORMATS.has(metadata.format)) {
    throw badInput('Images only: this file is not a JPEG, PNG, WebP, GIF, AVIF or HEIF picture');
  }
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels > MAX_IMAGE_PIXELS) {
    throw new RequestError(
      413,
      `The ${what} is larger than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`,
    );
  }
  try {
    // limitInputPixels again: the decoder stops a file whose header lied about its size.
    const stored = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize(output.resize.width, output.resize.height, {
        fit: output.resize.fit,
        withoutEnlargement: output.resize.fit === 'inside',
      })
      .webp({ quality: output.quality })
      .toBuffer();
    return { bytes: stored };
  } catch {
    throw badInput(`The ${what} could not be read: it is damaged or not a picture`);
  }
}

/** A random name for a stored picture, under a folder: names are never guessed or reused. */
export function storedImageKey(folder: string, prefix = ''): string {
  return `${folder}/${prefix}${randomBytes(16).toString('hex')}.webp`;
}

/** Posts' photos are kept at most this size: enough for a phone's full screen. */
const PHOTO_BOX = 2048;

/**
 * A photo for a post (a forum post, or a post about a game from the score upload page): the upload
 * read and re-encoded ({@link readUploadedImage}), its name within spec §5's limit and free of
 * control characters, stored under a random name in 'posts'. Answers its url.
 */
export async function storePostPhoto(c: Context, storage: Storage): Promise<{ url: string }> {
  const photo = await readUploadedImage(c, 'photo', {
    resize: { width: PHOTO_BOX, height: PHOTO_BOX, fit: 'inside' },
    quality: 82,
    checkName: (name) => {
      if (hasControlCharacter(name)) throw badInput('The file name holds control characters');
      if (name.length > MAX_IMAGE_NAME_LENGTH) {
        throw badInput(imageNamesTooLongMessage(MAX_IMAGE_NAME_LENGTH));
      }
    },
  });
  return { url: await storage.put(storedImageKey('posts'), photo.bytes, 'image/webp') };
}

/**
 * Refuses (400, naming the field) a post's picture that our upload did not store: a post shows
 * only pictures that were checked and re-encoded here, never an address a member chose.
 */
export async function requireStoredPictures(
  storage: Storage,
  urls: readonly string[],
): Promise<void> {
  for (const [i, url] of urls.entries()) {
    const key = storage.keyOf(url);
    if (key == null || !(await storage.exists(key))) {
      throw badInput(`Invalid body field 'sources.${i}.url': no such uploaded picture`);
    }
  }
}
