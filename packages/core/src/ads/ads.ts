/** Ad slots of the site (spec §9). */
export const AD_SLOTS = [
  'General_Top_300x250',
  'Statewide_300x250',
  'General_970x90',
  'Statewide_970x90',
  'General_Lower_300x250',
] as const;

/** One of {@link AD_SLOTS}. */
export type AdSlot = (typeof AD_SLOTS)[number];

/** Creative sizes an ad may have (spec §9). */
export const AD_SIZES = ['300x250', '970x90', '728x90', '320x50', '350x165'] as const;

/** One of {@link AD_SIZES}. */
export type AdSize = (typeof AD_SIZES)[number];

/** Where each slot sits and its size; a Record so that a new slot cannot be added without one. */
export const AD_SLOT_INFO: Readonly<
  Record<
    AdSlot,
    {
      size: AdSize;
      placement: 'top banner' | 'side top' | 'side lower' | 'feed';
      statewide: boolean;
    }
  >
> = {
  General_Top_300x250: { size: '300x250', placement: 'side top', statewide: false },
  Statewide_300x250: { size: '300x250', placement: 'feed', statewide: true },
  General_970x90: { size: '970x90', placement: 'top banner', statewide: false },
  Statewide_970x90: { size: '970x90', placement: 'top banner', statewide: true },
  General_Lower_300x250: { size: '300x250', placement: 'side lower', statewide: false },
};

/** How often ads are placed in lists (spec §9). */
export const AD_CADENCE = {
  /** Feeds of posts: after every 15 posts, configurable. */
  posts: 15,
  /** The games list: after every 6 games, one ad when there are fewer. */
  games: 6,
  /** Updates pages: after every 4 items. */
  updates: 4,
} as const;

/** An entry of a list with ads between its items. */
export type WithAds<T> = { kind: 'item'; item: T } | { kind: 'ad'; index: number };

/**
 * Places an ad after every `every` items. With `oneIfFewer`, a non-empty list shorter than `every`
 * still gets one ad at its end (the games list, spec §9). Ads are numbered from 0.
 */
export function interleaveAds<T>(
  items: readonly T[],
  every: number,
  options: { oneIfFewer?: boolean } = {},
): WithAds<T>[] {
  const out: WithAds<T>[] = [];
  let ads = 0;
  items.forEach((item, i) => {
    out.push({ kind: 'item', item });
    if ((i + 1) % every === 0) out.push({ kind: 'ad', index: ads++ });
  });
  if (options.oneIfFewer && items.length > 0 && items.length < every) {
    out.push({ kind: 'ad', index: ads });
  }
  return out;
}

/** The games list with its ads (spec §9): after every 6 games, one if fewer. */
export function gamesWithAds<T>(games: readonly T[]): WithAds<T>[] {
  return interleaveAds(games, AD_CADENCE.games, { oneIfFewer: true });
}

/** An ad in the inventory. */
export interface Ad {
  id: number;
  slot: AdSlot;
  /** Only readers in this state see it; null for everywhere. */
  stateId: number | null;
  /** Only readers in this county see it; null for the whole state. */
  districtId: number | null;
}

/** The reader's region, from their selection. */
export interface AdRegion {
  stateId: number | null;
  districtId: number | null;
}

/**
 * Picks the ad for a slot by region (spec §1 "chosen by region"): among ads for the slot that the
 * region may see, those aimed at the reader's county come first, then their state, then everyone.
 * Statewide slots take only ads aimed at a state. `rotation` (a page view counter, say) turns
 * through the ads of the best tier.
 */
export function chooseAd<T extends Ad>(
  ads: readonly T[],
  slot: AdSlot,
  region: AdRegion,
  rotation = 0,
): T | null {
  const eligible = ads.filter(
    (ad) =>
      ad.slot === slot &&
      (ad.stateId == null || ad.stateId === region.stateId) &&
      (ad.districtId == null || ad.districtId === region.districtId) &&
      (!AD_SLOT_INFO[slot].statewide || ad.stateId != null),
  );
  const tier = (ad: Ad) => (ad.districtId != null ? 2 : ad.stateId != null ? 1 : 0);
  const best = Math.max(-1, ...eligible.map(tier));
  const candidates = eligible.filter((ad) => tier(ad) === best);
  if (candidates.length === 0) return null;
  return candidates[Math.abs(Math.trunc(rotation)) % candidates.length]!;
}
