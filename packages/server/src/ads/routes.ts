import { adsQuerySchema, chooseAd, chosenAdSchema, idParamSchema, type ServedAd } from '@csz/core';
import { Hono } from 'hono';
import { z } from 'zod';
import { houseAdSvg, houseAdUrl } from './creatives';
import type { AppDeps } from '../deps';
import type { ads } from './schema';
import { badInput, notFound } from '../http/errors';
import { describe } from '../http/openapi';
import { valid } from '../http/validation';
import { adsForRegion, houseAd, regionOf } from './queries';

type AdRow = typeof ads.$inferSelect;

/** An ad as the API serves it: a drawn house ad's pictures are this server's. */
function servedAd(row: AdRow): ServedAd {
  const drawn = row.imageUrl == null;
  const mobileImageUrl =
    row.mobileImageUrl ?? (drawn && row.size === '970x90' ? houseAdUrl(row.id, true) : null);
  return {
    id: row.id,
    slot: row.slot,
    size: row.size,
    href: row.href,
    imageUrl: row.imageUrl ?? houseAdUrl(row.id),
    ...(mobileImageUrl == null ? {} : { mobileImageUrl }),
    alt: row.alt,
  };
}

/** GET ads: the ad chosen for a slot and the reader's region (spec §1, §9). */
export function adRoutes({ handle }: AppDeps) {
  const { db } = handle;
  return new Hono().get(
    '/ads',
    describe(
      'Ads',
      "The ad for a slot where the reader is (stateId, districtId or countyId): the county's first, then the state's, then everyone's; rotation turns through ads of the same rank; {ad: null} when there is none",
      chosenAdSchema,
    ),
    valid('query', adsQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      const region = await regionOf(db, query);
      // Only ads the region may see; chooseAd applies the rule itself, ranks and rotates them.
      const rows = await adsForRegion(db, query.slot, region);
      // An ad of weight n takes n turns of the rotation.
      const turns = rows.flatMap((row) => Array.from({ length: row.weight }, () => row));
      const chosen = chooseAd(turns, query.slot, region, query.rotation);
      return c.json({ ad: chosen == null ? null : servedAd(chosen) });
    },
  );
}

/** The pictures of house ads, /ads/{id}.svg and, for banners on phones, /ads/{id}-320x50.svg. */
export function adImageRoutes({ handle }: AppDeps) {
  return new Hono().get(
    '/:file',
    valid(
      'param',
      z.object({
        file: z.string().regex(/^\d+(-320x50)?\.svg$/, 'Must be {adId}.svg or {adId}-320x50.svg'),
      }),
    ),
    async (c) => {
      const { file } = c.req.valid('param');
      const id = idParamSchema.safeParse(file.replace(/(-320x50)?\.svg$/, ''));
      if (!id.success) throw badInput('Must be {adId}.svg');
      const ad = await houseAd(handle.db, id.data);
      if (ad == null) throw notFound(`No house ad with id ${id.data}`);
      return c.body(houseAdSvg(ad.alt, file.includes('-320x50') ? '320x50' : ad.size), 200, {
        'Content-Type': 'image/svg+xml',
        'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      });
    },
  );
}
