import {
  PAGE_SIZES,
  districtSchema,
  leagueSchema,
  pagedSchema,
  schoolSchema,
  sportSchema,
  stateSchema,
} from '@csz/core';
import type { z } from 'zod';
import type { ApiClient } from './client';

type Id = string | null | undefined;

/** One page of a picker's list, of the spec's lookup size (spec §7 "perPage up to 500"). */
function lookup<S extends z.ZodType>(
  api: ApiClient,
  path: string,
  item: S,
  params: Record<string, Id>,
  signal?: AbortSignal,
) {
  return api.call('GET', path, pagedSchema(item), {
    searchParams: { ...params, perPage: PAGE_SIZES.lookups },
    expect: 'paged',
    ...(signal ? { signal } : {}),
  });
}

/** GET /api/csz/states: Maryland first. */
export function getStates(api: ApiClient, signal?: AbortSignal) {
  return lookup(api, '/api/csz/states', stateSchema, {}, signal);
}

/** GET /api/csz/districts: a state's counties. */
export function getDistricts(api: ApiClient, stateId: Id, signal?: AbortSignal) {
  return lookup(api, '/api/csz/districts', districtSchema, { stateId }, signal);
}

/** GET /api/csz/schools: a county's schools. */
export function getSchools(api: ApiClient, districtId: Id, signal?: AbortSignal) {
  return lookup(api, '/api/csz/schools', schoolSchema, { districtId }, signal);
}

/** GET /api/csz/leagues: the leagues of a state, or of one of its counties. */
export function getLeagues(
  api: ApiClient,
  place: { stateId: Id; districtId: Id },
  signal?: AbortSignal,
) {
  return lookup(api, '/api/csz/leagues', leagueSchema, place, signal);
}

/** GET /api/csz/sports: the sports offered where chosen, or every sport. */
export function getSports(
  api: ApiClient,
  place: { stateId: Id; districtId: Id; schoolId: Id },
  signal?: AbortSignal,
) {
  return lookup(api, '/api/csz/sports', sportSchema, place, signal);
}
