import type { AdSlot } from '@csz/core';
import type { ApiClient } from './client';

/** GET /api/csz/ads: the ad for a slot where the reader is (spec §1 "chosen by region"). */
export function getAd(
  api: ApiClient,
  slot: AdSlot,
  region: { stateId: string | null; districtId: string | null },
  signal?: AbortSignal,
) {
  return api.call('GET', '/api/csz/ads', (s) => s.chosenAdSchema, {
    searchParams: { slot, ...region },
    ...(signal ? { signal } : {}),
  });
}
