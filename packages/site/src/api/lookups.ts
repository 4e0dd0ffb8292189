import { PAGE_SIZES } from '@csz/core';
import type { ApiClient, CallOptions } from './client';

type Id = string | null | undefined;
/** The query every picker's list is asked with, of the spec's lookup size (spec §7 "perPage up to 500"). */
function lookupOptions(params: Record<string, Id>, signal?: AbortSignal): CallOptions {
  return {
    searchParams: { ...params, perPage: PAGE_SIZES.lookups },
    expect: 'paged',
    ...(signal ? { signal } : {}),
  };
}

/** GET /api/csz/states: Maryland first. */
export function getStates(api: ApiClient, signal?: AbortSignal) {
  return api.call('GET', '/api/csz/states', (s) => s.statesPage, lookupOptions({}, signal));
}

/** GET /api/csz/districts: a state's counties. */
export function getDistricts(api: ApiClient, stateId: Id, signal?: AbortSignal) {
  return api.call(
    'GET',
    '/api/csz/districts',
    (s) => s.districtsPage,
    lookupOptions({ stateId }, signal),
  );
}

/** GET /api/csz/schools: a county's schools. */
export function getSchools(api: ApiClient, districtId: Id, signal?: AbortSignal) {
  return api.call(
    'GET',
    '/api/csz/schools',
    (s) => s.schoolsPage,
    lookupOptions({ districtId }, signal),
  );
}

/** GET /api/csz/leagues: the leagues of a state, or of one of its counties. */
export function getLeagues(
  api: ApiClient,
  place: { stateId: Id; districtId: Id },
  signal?: AbortSignal,
) {
  return api.call('GET', '/api/csz/leagues', (s) => s.leaguesPage, lookupOptions(place, signal));
}

/** GET /api/csz/divisions: a league's divisions (the standings builder's division picker). */
export function getDivisions(api: ApiClient, leagueId: Id, signal?: AbortSignal) {
  return api.call(
    'GET',
    '/api/csz/divisions',
    (s) => s.divisionsPage,
    lookupOptions({ leagueId }, signal),
  );
}

/** GET /api/csz/sports: the sports offered where chosen, or every sport. */
export function getSports(
  api: ApiClient,
  place: { stateId: Id; districtId: Id; schoolId: Id },
  signal?: AbortSignal,
) {
  return api.call('GET', '/api/csz/sports', (s) => s.sportsPage, lookupOptions(place, signal));
}

/** GET /api/csz/schools?searchTerm: schools of every state whose names match what was typed. */
export function searchSchools(api: ApiClient, searchTerm: string, signal?: AbortSignal) {
  return api.call('GET', '/api/csz/schools', (s) => s.schoolsPage, {
    searchParams: { searchTerm, isAllStates: true, perPage: PAGE_SIZES.schoolSearchDropdown },
    expect: 'paged',
    ...(signal ? { signal } : {}),
  });
}
