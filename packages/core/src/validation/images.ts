import { IMAGE_LABEL_LENGTH, IMAGE_TYPES, MAX_IMAGE_NAME_LENGTH, MAX_IMAGES } from '../constants';
import { imageNamesTooLongMessage, VALIDATION } from './messages';

/** A file picked for upload, as far as these rules need it. */
export interface PickedFile {
  name: string;
  /** MIME type as the browser reports it. */
  type: string;
}

/** Limits of an image picker. */
export interface ImageLimits {
  /** Most images one post or upload may carry. @default MAX_IMAGES */
  maxCount?: number;
  /** Longest file name accepted. @default MAX_IMAGE_NAME_LENGTH */
  maxNameLength?: number;
}

/**
 * Applies the image rules of spec §5: only images are kept (photos, never SVG), names over the limit are rejected with
 * their message, and files beyond the maximum count are dropped with 'You achieved maximum amount
 * of images', which also shows once the maximum is reached.
 */
export function acceptImages<T extends PickedFile>(
  alreadyAttached: number,
  picked: readonly T[],
  limits: ImageLimits = {},
): { accepted: T[]; messages: string[] } {
  const maxCount = limits.maxCount ?? MAX_IMAGES;
  const maxNameLength = limits.maxNameLength ?? MAX_IMAGE_NAME_LENGTH;
  const messages: string[] = [];
  const images = picked.filter((file) => isImageType(file.type));
  const named = images.filter((file) => file.name.length <= maxNameLength);
  if (named.length < images.length) messages.push(imageNamesTooLongMessage(maxNameLength));
  const room = Math.max(0, maxCount - alreadyAttached);
  const accepted = named.slice(0, room);
  if (alreadyAttached + named.length >= maxCount) messages.push(VALIDATION.maxImages);
  return { accepted, messages };
}

/** Whether a browser's type of a file is one of the picture types taken ({@link IMAGE_TYPES}). */
export function isImageType(type: string): boolean {
  return (IMAGE_TYPES as readonly string[]).includes(type.toLowerCase());
}

/** The label shown under an image: its name cut to 7 characters (spec §5 "Images"). */
export function imageLabel(name: string): string {
  return name.slice(0, IMAGE_LABEL_LENGTH);
}
