import { describeRoute, resolver } from 'hono-openapi';
import type { z } from 'zod';

/**
 * Describes a route for /api/openapi.json: a summary, a tag, and the schema of its 200 answer (the
 * same core schema the tests check answers against).
 */
export function describe(tag: string, summary: string, response: z.ZodType) {
  return describeRoute({
    tags: [tag],
    summary,
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
    ...(options.session ? { security: [{ bearer: [] }] } : {}),
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
