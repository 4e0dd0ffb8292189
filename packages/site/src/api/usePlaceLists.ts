import { useEffect } from 'react';
import { TIMERS_MS, type SelectionAction } from '@csz/core';
import { districtsQuery, leaguesQuery, schoolsQuery, sportsQuery, statesQuery } from './lookups';
import { placeParams } from './params';
import { useQuery, type Load } from './useQuery';
import { useApi } from '../state/api';

type Id = string | null;
type Listed = { items: readonly { id: number; name: string }[] };
type Items = Listed['items'];

/** A place picked: a state, a county in it, a school in that. */
export interface Place {
  stateId: Id;
  countyId: Id;
  schoolId?: Id;
}

/** The pickers' lists; null while a list loads or when it does not apply yet. */
export interface PlaceLists {
  states: Items | null;
  counties: Items | null;
  schools: Items | null;
  leagues: Items | null;
  sports: Items | null;
  /** Whether a list failed (each is tried again after spec §9's wait). */
  failed: boolean;
}

const itemsOf = (load: Load<Listed>) => (load.status === 'loaded' ? load.data.items : null);

/**
 * The pickers' lists for a place, each loaded again when a choice above it changes and retried after
 * a failure (spec §9 "state/county/school and sports retry 5000 ms"). Schools and leagues load only
 * for the pages that pick them. Sports are those offered where chosen, or every sport.
 */
export function usePlaceLists(
  { stateId, countyId, schoolId = null }: Place,
  wanted: { schools?: boolean; leagues?: boolean } = {},
): PlaceLists {
  const api = useApi();
  const lookups = { retryMs: TIMERS_MS.lookupRetry };
  const { districtId } = placeParams({ countyId });
  const states = useQuery(statesQuery(api), lookups);
  const counties = useQuery(stateId ? districtsQuery(api, { stateId }) : null, lookups);
  const schools = useQuery(
    wanted.schools && districtId ? schoolsQuery(api, { districtId }) : null,
    lookups,
  );
  const leagues = useQuery(
    wanted.leagues && stateId ? leaguesQuery(api, { stateId, districtId }) : null,
    lookups,
  );
  const sports = useQuery(sportsQuery(api, placeParams({ stateId, countyId, schoolId })), {
    retryMs: TIMERS_MS.sportsRetry,
  });
  return {
    states: itemsOf(states),
    counties: itemsOf(counties),
    schools: itemsOf(schools),
    leagues: itemsOf(leagues),
    sports: itemsOf(sports),
    failed: [states, counties, schools, leagues, sports].some((l) => l.status === 'failed'),
  };
}

/**
 * Preselects a state where the page needs one and none is picked: the first listed, Maryland
 * (spec §9 "a default state preselected on scores filter"). Answers the state the page shows,
 * which is already the preselected one in the render that has the list (a render on the server
 * has no effects), before the pick is written.
 */
export function usePreselectedState(stateId: Id, dispatch: (action: SelectionAction) => void): Id {
  const states = useQuery(statesQuery(useApi()), { retryMs: TIMERS_MS.lookupRetry });
  const first = itemsOf(states)?.[0]?.id;
  useEffect(() => {
    if (stateId == null && first != null) dispatch({ type: 'state', stateId: String(first) });
  }, [stateId, first, dispatch]);
  return stateId ?? (first == null ? null : String(first));
}
