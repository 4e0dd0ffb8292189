import type { z } from 'zod';
import type { ApiPath, BodyOf, Verb } from '@csz/server';
import type * as schemas from './schemas';
import {
  NO_ANSWER_FAILURE,
  RESPONSE_FAILURE,
  readApiResponse,
  type ApiFailure,
  type ApiResult,
  type Expectation,
} from '@csz/core';

/** How the client learns the session's token and ends a session the server refused. */
export interface ApiAuth {
  /** The access token to send, or null when nobody is logged in. */
  token: () => string | null;
  /** Called when an authenticated call gets a 401 (spec §7: it logs the member out). */
  onLogout: () => void;
}

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /** The session's token and what to do when the server ends it. */
  auth: ApiAuth;
  /** Prefix of every path: '' in the browser (the site and the API share an origin). @default '' */
  baseUrl?: string;
  /** The fetch to use; tests pass their own. @default globalThis.fetch */
  fetch?: typeof fetch;
}

/** What one call sends; `Json` is the body its route takes. */
export interface CallOptions<Json = unknown> {
  /** Query parameters; unset ones are left out. */
  searchParams?: Record<string, string | number | boolean | null | undefined>;
  /** A JSON body, as its route's schema takes it. */
  json?: Json;
  /** A multipart body (an upload); its type and boundary are set by the browser. */
  form?: FormData;
  /** Cancels the call; a cancelled call rejects instead of resolving with a failure. */
  signal?: AbortSignal;
  /** What the body must hold (a list's items, a page's total). @default 'any' */
  expect?: Expectation;
}

/** The schemas answers are read with, loaded apart from the pages (see {@link ResponseSchema}). */
export type ContractSchemas = typeof schemas;

/**
 * What an answer must look like: a schema, or a pick from {@link ContractSchemas}. A pick keeps the
 * validation library out of a page's first load: the schemas load while the request is under way
 * (docs/architecture.md budget "site JS before the first route renders").
 */
export type ResponseSchema<S extends z.ZodType> = S | ((schemas: ContractSchemas) => S);

/** The methods, paths and bodies of the API's routes (types only: nothing of the server ships). */
export type { ApiPath, BodyOf, Verb };

/** The site's calls to the API, each answered with the response read as spec §7 says. */
export interface ApiClient {
  /** Sends a request and reads its answer with a core schema. */
  call<S extends z.ZodType, M extends Verb, T extends ApiPath<M>>(
    method: M,
    path: T,
    schema: ResponseSchema<S>,
    options?: CallOptions<BodyOf<M, T>>,
  ): Promise<ApiResult<z.output<S>>>;
}

/** A call that got no answer at all (offline, the server down). */
export const NETWORK_FAILURE: ApiFailure = NO_ANSWER_FAILURE;

function definedParams(params: CallOptions['searchParams']): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params ?? {}).flatMap(([key, value]) =>
      value == null ? [] : [[key, String(value)]],
    ),
  );
}

/**
 * A client that sends the session's bearer token and reads answers with core's rules. It is the
 * platform's fetch with nothing around it: failed statuses are answers to read, not exceptions, and
 * a retry is the caller's decision, so an HTTP library would add 4 KB to every page for nothing.
 */
export function createApiClient({
  auth,
  baseUrl = '',
  fetch = globalThis.fetch,
}: ApiClientOptions): ApiClient {
  return {
    async call(method, path, schemaRef, options = {}) {
      const token = auth.token();
      const schema =
        typeof schemaRef === 'function'
          ? import('./schemas').then(schemaRef)
          : Promise.resolve(schemaRef);
      // Awaited only once there is an answer to read; a failed load must not go unobserved before.
      schema.catch(() => undefined);
      const query = new URLSearchParams(definedParams(options.searchParams)).toString();
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (token) headers.Authorization = `Bearer ${token}`;
      if (options.json !== undefined) headers['Content-Type'] = 'application/json';
      let response: Response;
      try {
        response = await fetch(`${baseUrl}${path}${query === '' ? '' : `?${query}`}`, {
          method,
          headers,
          // The site's query cache decides when an answer is old; the browser's cache only
          // revalidates (ETag, 304). The API lets shared caches serve an answer stale while they
          // fetch it again (stale-while-revalidate), which Chromium does too: a page asking again
          // after a live stream came back would get the scores it had.
          cache: 'no-cache',
          ...(options.json !== undefined
            ? { body: JSON.stringify(options.json) }
            : options.form !== undefined
              ? { body: options.form }
              : {}),
          ...(options.signal ? { signal: options.signal } : {}),
        });
      } catch (error) {
        if (options.signal?.aborted) throw error;
        return { ok: false, failure: NETWORK_FAILURE };
      }
      const read = readApiResponse(response.status, await response.text(), options.expect);
      if (!read.ok) {
        // Only a call made with a session can end it: a wrong password is a 401 too.
        if (read.failure.logout && token != null) auth.onLogout();
        return read;
      }
      const parsed = (await schema).safeParse(read.data);
      return parsed.success
        ? { ok: true, data: parsed.data }
        : { ok: false, failure: RESPONSE_FAILURE };
    },
  };
}
