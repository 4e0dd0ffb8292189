import type { z } from 'zod';
import type { ApiResult, CacheKey } from '@csz/core';
import type { ApiClient, ApiPath, CallOptions, ResponseSchema } from './client';

/** A value a query string carries; unset (null, undefined) ones are left out of the request. */
export type ParamValue = string | number | boolean | null | undefined;

/**
 * The query of a request, named as the server's core schema reads it (`z.input` of the schema), so
 * that a misspelt or unknown parameter does not compile. Values are as a URL carries them.
 */
export type QueryParams<S extends z.ZodType> = { [K in keyof z.input<S>]?: ParamValue };

type Id = string | null | undefined;

/** A place and sport as the reader picks them (core's selection calls a district a county). */
export interface Place {
  stateId?: Id;
  countyId?: Id;
  schoolId?: Id;
  sportId?: Id;
}

/**
 * The one place a picked county becomes the API's `districtId` (the read API's schemas name the
 * county so, except standings and schedules, which read `countyId` as spec §7 says).
 */
export function placeParams({ stateId, countyId, schoolId, sportId }: Place) {
  return { stateId, districtId: countyId, schoolId, sportId };
}

/** A read for the cache: its key (what it is, then its params) and how to load it. */
export interface Query<T> {
  key: CacheKey;
  load: (signal: AbortSignal) => Promise<ApiResult<T>>;
}

/** A GET for the cache: keyed by `key`, read with `schema` (see client.ts). */
export function getQuery<S extends z.ZodType>(
  api: ApiClient,
  key: CacheKey,
  path: ApiPath<'GET'>,
  schema: ResponseSchema<S>,
  options: Omit<CallOptions, 'signal' | 'json'> = {},
): Query<z.output<S>> {
  return { key, load: (signal) => api.call('GET', path, schema, { ...options, signal }) };
}
