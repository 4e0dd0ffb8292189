import type { AdRegion, AdSlot } from '@csz/core';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ads } from './schema';
import { districts } from '../lookups/schema';

/** The region of a query: a county alone is placed in its state, as chooseAd needs both. */
export async function regionOf(
  db: Database,
  query: { stateId?: number | undefined; districtId?: number | undefined },
): Promise<AdRegion> {
  let stateId = query.stateId ?? null;
  if (stateId == null && query.districtId != null) {
    const [district] = await db
      .select({ stateId: districts.stateId })
      .from(districts)
      .where(eq(districts.id, query.districtId));
    stateId = district?.stateId ?? null;
  }
  return { stateId, districtId: query.districtId ?? null };
}

/** The active ads of a slot that a region may see (everyone's, its state's, its county's). */
export async function adsForRegion(
  db: Database,
  slot: AdSlot,
  region: AdRegion,
): Promise<(typeof ads.$inferSelect)[]> {
  return db
    .select()
    .from(ads)
    .where(
      and(
        eq(ads.slot, slot),
        eq(ads.isActive, true),
        region.stateId == null
          ? isNull(ads.stateId)
          : or(isNull(ads.stateId), eq(ads.stateId, region.stateId)),
        region.districtId == null
          ? isNull(ads.districtId)
          : or(isNull(ads.districtId), eq(ads.districtId, region.districtId)),
      ),
    )
    .orderBy(asc(ads.id));
}

/** A house ad (one drawn here, without a picture of its own), or undefined. */
export async function houseAd(
  db: Database,
  id: number,
): Promise<typeof ads.$inferSelect | undefined> {
  const [ad] = await db
    .select()
    .from(ads)
    .where(and(eq(ads.id, id), isNull(ads.imageUrl)));
  return ad;
}
