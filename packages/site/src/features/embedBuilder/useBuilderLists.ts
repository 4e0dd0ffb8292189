import { TIMERS_MS } from '@csz/core';
import type { EmbedBuilderOptions, EmbedBuilderValues } from '@csz/widgets';
import { divisionsQuery } from '../../api/lookups';
import { useQuery } from '../../api/useQuery';
import { usePlaceLists } from '../../api/usePlaceLists';
import { useApi } from '../../state/api';
import type { LoadedLists } from './builderValues';

/**
 * The builder's pickers' lists for what is chosen (the site's place lists, with leagues, and the
 * chosen league's divisions).
 */
export function useBuilderLists({ state, district, school, league }: EmbedBuilderValues): {
  options: EmbedBuilderOptions;
  loaded: LoadedLists;
  failed: boolean;
} {
  const api = useApi();
  const lists = usePlaceLists(
    { stateId: state, countyId: district, schoolId: school },
    { schools: true, leagues: true },
  );
  const divisions = useQuery(league ? divisionsQuery(api, { leagueId: league }) : null, {
    retryMs: TIMERS_MS.lookupRetry,
  });
  const loaded = {
    districts: lists.counties,
    schools: lists.schools,
    leagues: lists.leagues,
    divisions: divisions.status === 'loaded' ? divisions.data.items : null,
    sports: lists.sports,
  };
  return {
    options: {
      states: lists.states ?? [],
      districts: loaded.districts ?? [],
      schools: loaded.schools ?? [],
      leagues: loaded.leagues ?? [],
      divisions: loaded.divisions ?? [],
      sports: loaded.sports ?? [],
    },
    loaded: loaded satisfies LoadedLists,
    failed: lists.failed || divisions.status === 'failed',
  };
}
