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
