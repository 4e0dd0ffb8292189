import { TIMERS_MS } from '@csz/core';
import type { EmbedBuilderOptions, EmbedBuilderValues } from '@csz/widgets';
import { getDistricts, getLeagues, getSchools, getSports, getStates } from '../../api/lookups';
import { useLoad, type Load } from '../../api/useLoad';
import { useApi } from '../../state/api';
import type { LoadedLists } from './builderValues';

type Listed = { items: readonly { id: number; name: string }[] };

const itemsOf = (load: Load<Listed>) => (load.status === 'loaded' ? load.data.items : null);

/**
 * The pickers' lists for what is chosen, each loaded again when a choice above it changes and
 * retried after a failure (spec §9 "state/county/school and sports retry 5000 ms").
 */
export function useBuilderLists({ state, district, school }: EmbedBuilderValues): {
  options: EmbedBuilderOptions;
  loaded: LoadedLists;
  failed: boolean;
} {
  const api = useApi();
  const lookups = { retryMs: TIMERS_MS.lookupRetry };
  const states = useLoad('states', (signal) => getStates(api, signal), lookups);
  const districts = useLoad(
    state && `districts ${state}`,
    (signal) => getDistricts(api, state, signal),
    lookups,
  );
  const schools = useLoad(
    district && `schools ${district}`,
    (signal) => getSchools(api, district, signal),
    lookups,
  );
  const leagues = useLoad(
    state && `leagues ${state} ${district}`,
    (signal) => getLeagues(api, { stateId: state, districtId: district }, signal),
    lookups,
  );
  const sports = useLoad(
    `sports ${state} ${district} ${school}`,
    (signal) => getSports(api, { stateId: state, districtId: district, schoolId: school }, signal),
    { retryMs: TIMERS_MS.sportsRetry },
  );
  const loaded = {
    districts: itemsOf(districts),
    schools: itemsOf(schools),
    leagues: itemsOf(leagues),
    sports: itemsOf(sports),
  };
  return {
    options: {
      states: itemsOf(states) ?? [],
      districts: loaded.districts ?? [],
      schools: loaded.schools ?? [],
      leagues: loaded.leagues ?? [],
      sports: loaded.sports ?? [],
    },
    loaded: loaded satisfies LoadedLists,
    failed: [states, districts, schools, leagues, sports].some((l) => l.status === 'failed'),
  };
}
