import { nearestAvailableDate, type DateWithGames } from '../dates/calendar';
import type { DateString } from '../dates/dateStrings';
import type { Season } from '../dates/seasons';

/**
 * What the reader has picked on the scores, standings, schedules and playoffs pages (spec §3
 * "Selections"). Ids are strings, as they are stored and put in URLs.
 */
export interface Selection {
  selectedStateId: string | null;
  selectedCountyId: string | null;
  selectedSchoolId: string | null;
  selectedSportId: string | null;
  selectedDate: DateString | null;
  season: Season | null;
}

/** A selection with nothing picked. */
export const EMPTY_SELECTION: Selection = {
  selectedStateId: null,
  selectedCountyId: null,
  selectedSchoolId: null,
  selectedSportId: null,
  selectedDate: null,
  season: null,
};

/** A school as the selection needs it: choosing one also sets its county and state. */
export interface SelectableSchool {
  id: string | number;
  districtId: string | number;
  stateId: string | number;
}

/** A change to the selection. */
export type SelectionAction =
  | { type: 'state'; stateId: string | null }
  | { type: 'county'; countyId: string | null }
  | { type: 'school'; school: SelectableSchool | null }
  | { type: 'sport'; sportId: string | null }
  | { type: 'date'; date: DateString | null }
  | { type: 'season'; season: Season | null }
  | { type: 'replace'; selection: Selection }
  | { type: 'datesLoaded'; dates: readonly DateWithGames[]; onlyWithGames?: boolean };

const str = (id: string | number | null | undefined) => (id == null ? null : String(id));

/**
 * The selection rules of spec §4: changing the state clears county, school and sport; changing the
 * county clears the school; choosing a school clears the sport and sets its county and state;
 * clearing the state clears the sport; once the schedule dates load, the date moves to the nearest
 * day listed. Picking what is already picked changes nothing.
 */
export function selectionReducer(state: Selection, action: SelectionAction): Selection {
  switch (action.type) {
    case 'state':
      if (action.stateId === state.selectedStateId) return state;
      return {
        ...state,
        selectedStateId: action.stateId,
        selectedCountyId: null,
        selectedSchoolId: null,
        selectedSportId: null,
      };
    case 'county':
      if (action.countyId === state.selectedCountyId) return state;
      return { ...state, selectedCountyId: action.countyId, selectedSchoolId: null };
    case 'school': {
      const schoolId = str(action.school?.id);
      if (schoolId === state.selectedSchoolId) return state;
      if (action.school == null) return { ...state, selectedSchoolId: null, selectedSportId: null };
      return {
        ...state,
        selectedSchoolId: schoolId,
        selectedCountyId: str(action.school.districtId),
        selectedStateId: str(action.school.stateId),
        selectedSportId: null,
      };
    }
    case 'sport':
      return action.sportId === state.selectedSportId
        ? state
        : { ...state, selectedSportId: action.sportId };
    case 'date':
      return action.date === state.selectedDate ? state : { ...state, selectedDate: action.date };
    case 'season':
      return action.season === state.season ? state : { ...state, season: action.season };
    case 'replace':
      return action.selection;
    case 'datesLoaded': {
      if (state.selectedDate == null) return state;
      const options = action.onlyWithGames == null ? {} : { onlyWithGames: action.onlyWithGames };
      const date = nearestAvailableDate(state.selectedDate, action.dates, options);
      return date === state.selectedDate ? state : { ...state, selectedDate: date };
    }
  }
}

/** A lookup list the pickers show. */
export type SelectionLookup = 'counties' | 'schools' | 'sports';
