import type { AdSlot as AdSlotName } from '@csz/core';
import { AdSlot, type AdCreative } from '@csz/widgets';
import { adQuery } from '../api/ads';
import { placeParams } from '../api/params';
import { useQuery } from '../api/useQuery';
import { useApi } from '../state/api';
import { useSelection } from '../state/selection';

/**
 * An ad slot filled by the server for the reader's region: the state and county they picked (spec
 * §1 "Ads ... are chosen by region"). Until the ad arrives, or when there is none, the slot keeps
 * its space so that the page does not jump.
 */
export function SiteAd({ slot, firstScreen = false }: { slot: AdSlotName; firstScreen?: boolean }) {
  return <AdSlot slot={slot} ad={useAd(slot)} firstScreen={firstScreen} />;
}

/** The ad the server chose for a slot where the reader is; null until it arrives, or for none. */
export function useAd(slot: AdSlotName): AdCreative | null {
  const api = useApi();
  const [{ selectedStateId: stateId, selectedCountyId: countyId }] = useSelection();
  const { districtId } = placeParams({ countyId });
  const chosen = useQuery(adQuery(api, { slot, stateId, districtId }));
  return chosen.status === 'loaded' ? chosen.data.ad : null;
}
