import { z } from 'zod';
import { AD_SIZES, AD_SLOTS } from '../ads/ads';
import { idSchema } from './primitives';

/** An ad as GET ads serves it: the picture, where it links, and its words for screen readers. */
export const servedAdSchema = z.object({
  id: idSchema,
  slot: z.enum(AD_SLOTS),
  size: z.enum(AD_SIZES),
  /** The advertiser's page, absolute or on this site. */
  href: z.string().min(1),
  /** The picture, sized for the slot. */
  imageUrl: z.string().min(1),
  /** The 320x50 picture a banner shows on phones; left out when there is none. */
  mobileImageUrl: z.string().min(1).optional(),
  /** What the picture says. */
  alt: z.string(),
});
export type ServedAd = z.infer<typeof servedAdSchema>;

/** The answer of GET ads: the ad chosen for the slot and region, or null for none. */
export const chosenAdSchema = z.object({ ad: servedAdSchema.nullable() });
export type ChosenAd = z.infer<typeof chosenAdSchema>;
