import { EMPTY_SELECTION, selectionReducer, type Selection } from '@csz/core';
import type { EmbedBuilderEdit, EmbedBuilderValues } from '@csz/widgets';

/**
 * A builder's values after one edit. The places follow core's selection rules (spec §4): a new state
 * clears the county, school and sport; a new county clears the school; a new school clears the
 * sport. A league belongs to a state and a county, so a new one of either clears it too, and the
 * league's view and division go with their league.
 */
export function editBuilder(
  values: EmbedBuilderValues,
  edit: EmbedBuilderEdit,
): EmbedBuilderValues {
  const before: Selection = {
    ...EMPTY_SELECTION,
    selectedStateId: values.state,
    selectedCountyId: values.district,
    selectedSchoolId: values.school,
    selectedSportId: values.sport,
  };
  let after: Selection;
  switch (edit.name) {
    case 'state':
      after = selectionReducer(before, { type: 'state', stateId: edit.value });
      break;
    case 'district':
      after = selectionReducer(before, { type: 'county', countyId: edit.value });
      break;
    case 'school':
      // The schools listed are the chosen county's, so the school keeps the county and state.
      after = selectionReducer(before, {
        type: 'school',
        school:
          edit.value == null
            ? null
            : { id: edit.value, districtId: values.district ?? '', stateId: values.state ?? '' },
      });
      break;
    case 'sport':
      after = selectionReducer(before, { type: 'sport', sportId: edit.value });
      break;
    case 'league':
      return {
        ...values,
        league: edit.value,
        division: edit.value === values.league ? values.division : null,
        isLeague: edit.value != null && values.isLeague,
      };
    case 'isLeague':
      return { ...values, isLeague: edit.value };
    case 'theme':
      return { ...values, theme: edit.value };
    default:
      return { ...values, [edit.name]: edit.value };
  }
  const placeMoved =
    after.selectedStateId !== before.selectedStateId ||
    after.selectedCountyId !== before.selectedCountyId;
  return {
    ...values,
    state: after.selectedStateId,
    district: after.selectedCountyId,
    school: after.selectedSchoolId,
    sport: after.selectedSportId,
    ...(placeMoved ? { league: null, division: null, isLeague: false } : {}),
  };
}

/** The lists the pickers show, each null until it has loaded. */
export type LoadedLists = Record<
  'districts' | 'schools' | 'leagues' | 'divisions' | 'sports',
  readonly { id: number | string }[] | null
>;

const LIST_OF = {
  district: 'districts',
  school: 'schools',
  league: 'leagues',
  division: 'divisions',
  sport: 'sports',
} as const;

/**
 * The values as the builder shows them: a pick missing from its freshly loaded list (a sport no
 * school of the new county plays) counts as not picked, so the code never names what the pickers
 * do not show.
 */
export function listedValues(values: EmbedBuilderValues, lists: LoadedLists): EmbedBuilderValues {
  const shown = { ...values };
  for (const [pick, list] of Object.entries(LIST_OF) as [
    keyof typeof LIST_OF,
    keyof LoadedLists,
  ][]) {
    const items = lists[list];
    const id = shown[pick];
    if (items != null && id != null && !items.some((item) => String(item.id) === id)) {
      shown[pick] = null;
    }
  }
  return shown;
}
