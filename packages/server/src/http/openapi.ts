import type { Hono } from 'hono';
import { describeRoute, generateSpecs, resolver } from 'hono-openapi';
import type { z } from 'zod';

/** An operation anyone may call: it says so, as clients generated from the description need. */
export const PUBLIC: [] = [];
/** An operation that needs a member's bearer token. */
export const MEMBER = [{ bearer: [] }];

/**
 * Describes a route for /api/openapi.json: a summary, a tag, and the schema of its 200 answer (the
 * same core schema the tests check answers against).
 */
export function describe(tag: string, summary: string, response: z.ZodType) {
  return describeRoute({
    tags: [tag],
    summary,
    security: PUBLIC,
    responses: {
      200: {
        description: summary,
        content: { 'application/json': { schema: resolver(response) } },
      },
      400: { description: 'A parameter is not valid; the message says which and why.' },
    },
  });
}

/**
 * Describes a route that takes a JSON body (or none) for /api/openapi.json: the same core schemas
 * the route reads its body with, and whether it needs a session.
 */
export function describeJson(
  tag: string,
  summary: string,
  options: { body?: z.ZodType; response?: z.ZodType; session?: boolean } = {},
) {
  return describeRoute({
    tags: [tag],
    summary,
    security: options.session ? MEMBER : PUBLIC,
    ...(options.body == null
      ? {}
      : {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: resolver(options.body) } },
          },
        }),
    responses: {
      200: {
        description: summary,
        ...(options.response == null
          ? {}
          : { content: { 'application/json': { schema: resolver(options.response) } } }),
      },
      400: { description: 'A field is not valid; the message and errors say which and why.' },
      ...(options.session
        ? {
            401: { description: 'Not logged in, or the session ended: log out.' },
            403: { description: 'Logged in, but not allowed.' },
          }
        : {}),
      429: { description: 'Too many attempts; Retry-After says when to try again.' },
    },
  });
}

/** The description's fixed parts: what the API is, its licence, and how members authenticate. */
const DOCUMENTATION = {
  info: {
    title: 'CSZ high school sports API',
    version: '1.0.0',
    description:
      'Scores, schedules, standings and playoff brackets, and member accounts. Every list takes isActive, page and perPage (up to 5000). Errors are JSON: {"message": "..."}; a 400 also lists each bad field; a 401 says "logout": true.',
    license: { name: 'Proprietary', identifier: 'LicenseRef-CSZ-Proprietary' },
  },
  components: {
    securitySchemes: { bearer: { type: 'http' as const, scheme: 'bearer', bearerFormat: 'JWT' } },
  },
};

/**
 * The OpenAPI description of an app's routes, with the service's public address as its `servers`
 * entry (so clients generated from it know where to call), made on first use and kept.
 */
export function openApiDocument(app: Hono, exclude: RegExp[], serverUrl: string | null) {
  let document: Promise<unknown> | null = null;
  return (): Promise<unknown> => {
    // Made once. The server is the configured public address, or without one the address the
    // document is read from ('/'): never the request's Host header, which the client writes.
    document ??= generateSpecs(app, {
      documentation: { ...DOCUMENTATION, servers: [{ url: serverUrl ?? '/' }] },
      exclude,
    }).then(withoutEmptyAllOf);
    return document;
  };
}

/**
 * Drops the empty schemas zod writes into `allOf` for a check that reads the raw input (the role
 * forms' per-role required fields): an empty schema matches anything, so it only confuses linters
 * and client generators; an `allOf` of one schema becomes that schema.
 */
export function withoutEmptyAllOf<T>(node: T): T {
  if (Array.isArray(node)) return node.map(withoutEmptyAllOf) as T;
  if (typeof node !== 'object' || node == null) return node;
  const entries = Object.entries(node).map(([key, value]) => [key, withoutEmptyAllOf(value)]);
  const object = Object.fromEntries(entries) as Record<string, unknown>;
  if (Array.isArray(object.allOf)) {
    const kept = object.allOf.filter(
      (schema) =>
        !(typeof schema === 'object' && schema != null && Object.keys(schema).length === 0),
    );
    delete object.allOf;
    if (kept.length === 1) return { ...(kept[0] as object), ...object } as T;
    if (kept.length > 1) object.allOf = kept;
  }
  return object as T;
}
