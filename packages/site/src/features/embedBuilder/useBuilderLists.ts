import type { EmbedBuilderOptions, EmbedBuilderValues } from '@csz/widgets';
import { usePlaceLists } from '../../api/usePlaceLists';
import type { LoadedLists } from './builderValues';

/** The builder's pickers' lists for what is chosen (the site's place lists, with leagues). */
export function useBuilderLists({ state, district, school }: EmbedBuilderValues): {
  options: EmbedBuilderOptions;
  loaded: LoadedLists;
  failed: boolean;
} {
  const lists = usePlaceLists(
    { stateId: state, countyId: district, schoolId: school },
    { schools: true, leagues: true },
  );
  const loaded = {
    districts: lists.counties,
    schools: lists.schools,
    leagues: lists.leagues,
    sports: lists.sports,
  };
  return {
    options: {
      states: lists.states ?? [],
      districts: loaded.districts ?? [],
      schools: loaded.schools ?? [],
      leagues: loaded.leagues ?? [],
      sports: loaded.sports ?? [],
    },
    loaded: loaded satisfies LoadedLists,
    failed: lists.failed,
  };
}
