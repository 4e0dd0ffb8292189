/**
 * Whether places named together belong together (a school in its county and state, a league in
 * its state, a division in its league), with one wording for every caller: the embed frames'
 * settings, a member's role, and any later form that names a place.
 */

/** A place as found in the data: its id and name. */
export interface NamedPlace {
  id: number;
  name: string;
}

/** The places a request names, as found (null or absent: not named, or not found). */
export interface PlacesNamed {
  state?: NamedPlace | null;
  district?: (NamedPlace & { stateId: number }) | null;
  school?: (NamedPlace & { stateId: number; districtId: number }) | null;
  league?: (NamedPlace & { stateId: number; districtId: number | null }) | null;
  division?:
    (NamedPlace & { league: { id: number; stateId: number; districtId: number | null } }) | null;
}

/** A place that does not belong with another, keyed by the field that names it. */
export interface PlaceProblem {
  field: 'district' | 'school' | 'league' | 'division';
  message: string;
}

/** What each kind of place is called in messages. */
export const PLACE_WORDS = {
  state: 'state',
  district: 'county',
  school: 'school',
  league: 'league',
  division: 'division',
  sport: 'sport',
} as const;

/** 'No county with id 12': a place named by an id that does not exist. */
export function noPlaceMessage(kind: keyof typeof PLACE_WORDS, id: number | string): string {
  return `No ${PLACE_WORDS[kind]} with id ${id}`;
}

/** Every pair of named places that do not belong together, child first: 'X is not in Y'. */
export function placeProblems(places: PlacesNamed): PlaceProblem[] {
  const { state, district, school, league, division } = places;
  const problems: PlaceProblem[] = [];
  const notIn = (field: PlaceProblem['field'], child: NamedPlace, parent: NamedPlace) =>
    problems.push({ field, message: `${child.name} is not in ${parent.name}` });
  if (state && district && district.stateId !== state.id) notIn('district', district, state);
  if (state && school && school.stateId !== state.id) notIn('school', school, state);
  if (district && school && school.districtId !== district.id) notIn('school', school, district);
  if (state && league && league.stateId !== state.id) notIn('league', league, state);
  if (district && league && league.districtId != null && league.districtId !== district.id) {
    notIn('league', league, district);
  }
  if (division && league && division.league.id !== league.id) notIn('division', division, league);
  const divisionDistrict = division?.league.districtId;
  if (division && district && divisionDistrict != null && divisionDistrict !== district.id) {
    notIn('division', division, district);
  }
  if (division && state && division.league.stateId !== state.id) notIn('division', division, state);
  return problems;
}
