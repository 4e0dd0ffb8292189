import type { Selection } from './selection';

/** Standings load only with a state, a county and a sport (spec §4 "Fetch conditions"). */
export function canFetchStandings(selection: Selection): boolean {
  return (
    selection.selectedStateId != null &&
    selection.selectedCountyId != null &&
    selection.selectedSportId != null
  );
}

/** Schedules load only with a school and a season (spec §4). */
export function canFetchSchedules(selection: Selection): boolean {
  return selection.selectedSchoolId != null && selection.season != null;
}

/** Playoffs load only with a state and a season (spec §4). */
export function canFetchPlayoffs(selection: Selection): boolean {
  return selection.selectedStateId != null && selection.season != null;
}

/** The county picker is disabled until a state is chosen (spec §5 "Pickers"). */
export function isCountyPickerEnabled(selection: Selection): boolean {
  return selection.selectedStateId != null;
}

/** 'GO TO TEAM' needs a state, a county and a school (spec §5 "Pickers"). */
export function canGoToTeam(selection: Selection): boolean {
  return (
    selection.selectedStateId != null &&
    selection.selectedCountyId != null &&
    selection.selectedSchoolId != null
  );
}

/** 'GO TO SCHOOL' needs a school (spec §5 "Pickers"). */
export function canGoToSchool(schoolId: string | number | null | undefined): boolean {
  return schoolId != null && schoolId !== '';
}
