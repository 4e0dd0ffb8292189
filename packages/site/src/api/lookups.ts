import {
  PAGE_SIZES,
  type districtsQuerySchema,
  type divisionsQuerySchema,
  type leaguesQuerySchema,
  type schoolsQuerySchema,
  type sportsQuerySchema,
} from '@csz/core';
import type { ApiClient, CallOptions } from './client';
import { getQuery, type QueryParams } from './params';

/** A picker's list, asked for at the spec's lookup size (spec §7 "perPage up to 500"). */
function lookup(query: CallOptions['searchParams'], perPage: number = PAGE_SIZES.lookups) {
  return { searchParams: { ...query, perPage }, expect: 'paged' } as const;
}

/** GET /api/csz/states: Maryland first. */
export function statesQuery(api: ApiClient) {
  return getQuery(api, ['states'], '/api/csz/states', (s) => s.statesPage, lookup({}));
}

/** GET /api/csz/districts: a state's counties. */
export function districtsQuery(api: ApiClient, query: QueryParams<typeof districtsQuerySchema>) {
  const path = '/api/csz/districts';
  return getQuery(api, ['districts', query], path, (s) => s.districtsPage, lookup(query));
}

/** GET /api/csz/schools: a county's schools, or (a search) a dropdown of those whose names match. */
export function schoolsQuery(api: ApiClient, query: QueryParams<typeof schoolsQuerySchema>) {
  const perPage = query.searchTerm == null ? PAGE_SIZES.lookups : PAGE_SIZES.schoolSearchDropdown;
  const path = '/api/csz/schools';
  return getQuery(api, ['schools', query], path, (s) => s.schoolsPage, lookup(query, perPage));
}

/** GET /api/csz/schools/{id}: one school with its county and state (a schedule from its id alone). */
export function schoolQuery(api: ApiClient, schoolId: string) {
  return getQuery(api, ['school', schoolId], `/api/csz/schools/${schoolId}`, (s) => s.school);
}

/** GET /api/csz/leagues: the leagues of a state, or of one of its counties. */
export function leaguesQuery(api: ApiClient, query: QueryParams<typeof leaguesQuerySchema>) {
  const path = '/api/csz/leagues';
  return getQuery(api, ['leagues', query], path, (s) => s.leaguesPage, lookup(query));
}

/** GET /api/csz/divisions: a league's divisions (the standings builder's division picker). */
export function divisionsQuery(api: ApiClient, query: QueryParams<typeof divisionsQuerySchema>) {
  const path = '/api/csz/divisions';
  return getQuery(api, ['divisions', query], path, (s) => s.divisionsPage, lookup(query));
}

/** GET /api/csz/sports: the sports offered where chosen, or every sport. */
export function sportsQuery(api: ApiClient, query: QueryParams<typeof sportsQuerySchema>) {
  const path = '/api/csz/sports';
  return getQuery(api, ['sports', query], path, (s) => s.sportsPage, lookup(query));
}
