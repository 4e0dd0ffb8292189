import {
  CONTROL_CHARACTER_MESSAGE,
  NESTING_MESSAGE,
  controlCharacterPath,
  issuesToFormErrors,
  nestedDeeperThan,
  stripDirectionOverrides,
} from '@csz/core';
import type { MiddlewareHandler, ValidationTargets } from 'hono';
import { validator } from 'hono-openapi';
import { validator as honoValidator } from 'hono/validator';
import type { z } from 'zod';
import { badInput, RequestError } from './errors';

const TARGET_NAMES: Partial<Record<keyof ValidationTargets, string>> = {
  query: 'query parameter',
  param: 'path parameter',
  json: 'body field',
  form: 'form field',
};

/** The 400 error for some zod issues: the first problem in words, and each bad field's message. */
export function invalidInput(
  target: keyof ValidationTargets,
  issues: readonly z.core.$ZodIssue[],
): RequestError {
  const errors = issuesToFormErrors(issues);
  const [field, message] = Object.entries(errors)[0] ?? ['', 'Invalid input'];
  return badInput(
    field === '' ? message : `Invalid ${TARGET_NAMES[target] ?? target} '${field}': ${message}`,
    errors,
  );
}

/**
 * A validator that parses one part of the request with a core schema and answers 400 with a clear
 * message on failure (docs/architecture.md "Security rules"); hono-openapi also reads it for the OpenAPI document.
 */
export function valid<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return validator(target, schema, (result) => {
    if (!result.success) throw invalidInput(target, result.error as unknown as z.core.$ZodIssue[]);
  });
}

/**
 * {@link valid} for a schema that depends on when the request is made (a birthday is bounded by
 * today's date, the service's clock): the schema is built for each request. Not read for the
 * OpenAPI document; describe the body with describeJson.
 */
export function validNow<Schema extends z.ZodType>(target: 'json', schemaNow: () => Schema) {
  // Typed as `valid` types its route: the callers of the typed API (the site's client, the tests)
  // send the schema's input, not what the schema makes of it.
  type Check = (value: z.input<Schema>) => z.output<Schema>;
  return honoValidator<z.input<Schema>, string, string, 'json', string, Check>(target, (value) => {
    const result = schemaNow().safeParse(value);
    if (!result.success) throw invalidInput(target, result.error.issues);
    return result.data;
  });
}

/** Whether a Content-Type is JSON: application/json, or a +json type. */
function isJsonType(contentType: string): boolean {
  return /^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(contentType);
}

/** The 400 for a request part holding a control character at a path. */
function controlCharacterError(target: keyof ValidationTargets, field: string): RequestError {
  return badInput(
    field === ''
      ? CONTROL_CHARACTER_MESSAGE
      : `Invalid ${TARGET_NAMES[target] ?? target} '${field}': ${CONTROL_CHARACTER_MESSAGE}`,
    { [field]: CONTROL_CHARACTER_MESSAGE },
  );
}

/** What the API says to a JSON body that is not an object (`null`, `1`, `"text"`, `[]`). */
export const NOT_AN_OBJECT_MESSAGE = 'Send the request body as a JSON object';

/** What the API says to a body sent as JSON that does not parse. */
export const MALFORMED_JSON_MESSAGE = 'The request body is not valid JSON';

/**
 * Refuses, with a 400 naming the field, any request to the API whose path, query or JSON body holds
 * a control character (core's rule), before a route's schema or the database sees it: PostgreSQL
 * refuses NUL in text, which would otherwise be a 500 after part of a request had run. A JSON body
 * that does not parse, or is `null`, a number, a string, a boolean or a list, is refused too, on
 * the routes that take no body as on the others: every route reads an object, and
 * a schema that looks into its body first (a preprocess) would otherwise throw a TypeError, a 500
 * (issue 30 point 3). Bidirectional overrides are taken out of every text of the body (core's
 * stripDirectionOverrides; issue 30 point 11): a post, a comment or a calendar note holding one
 * would read otherwise to everyone after its author. One check for every route, present and to
 * come. A body that is not JSON is left to its route.
 */
export function refuseControlCharacters(): MiddlewareHandler {
  return async (c, next) => {
    let path: string;
    try {
      path = decodeURIComponent(c.req.path);
    } catch {
      path = c.req.path;
    }
    if (controlCharacterPath(path) != null) throw controlCharacterError('param', '');
    const inQuery = controlCharacterPath(c.req.queries());
    if (inQuery != null) throw controlCharacterError('query', inQuery.replace(/\.\d+$/, ''));
    if (isJsonType(c.req.header('Content-Type') ?? '')) {
      // Read as text, so that the routes read the body from this text (Hono's cache of it).
      const text = await c.req.text();
      // No body, as a like or an approval sends: the route decides whether it wants one.
      if (text.trim() === '') return next();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw badInput(MALFORMED_JSON_MESSAGE);
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw badInput(NOT_AN_OBJECT_MESSAGE);
      }
      if (nestedDeeperThan(body)) throw badInput(NESTING_MESSAGE);
      const inBody = controlCharacterPath(body);
      if (inBody != null) throw controlCharacterError('json', inBody);
      const cleaned = stripDirectionOverrides(body);
      // The routes read the body through Hono's cache of its text (HonoRequest#cachedBody holds
      // each reading's promise; typed as the methods): they read it without them. The HTTP tests
      // would see a Hono that reads it otherwise.
      if (cleaned !== body) {
        const cache = c.req.bodyCache as Record<string, Promise<unknown>>;
        cache.text = Promise.resolve(JSON.stringify(cleaned));
      }
    }
    return next();
  };
}

/**
 * Answers 415 to a request that sends a body of another type than JSON to the API, whose routes
 * read JSON (a form, text/plain or XML is not read as JSON by accident), except where uploads are
 * taken (`uploads`: multipart/form-data or CSV, checked by their routes). A request without a body
 * (an approval, a like) passes whatever it says its type is.
 */
export function requireJsonBodies(uploads: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    // Over HTTP a body comes with a length or chunked (RFC 9112 §6.3); without either there is
    // none, though the Request handed to Hono still has a body stream for every POST or DELETE.
    // Requests made in process are given a length as on the wire (server.ts, RunningServer.request).
    const length = c.req.header('Content-Length');
    const hasBody =
      (length != null && Number(length) > 0) || c.req.header('Transfer-Encoding') != null;
    if (!hasBody || ['GET', 'HEAD', 'OPTIONS'].includes(c.req.method)) return next();
    if (uploads.some((prefix) => c.req.path.startsWith(prefix))) return next();
    if (isJsonType(c.req.header('Content-Type') ?? '')) return next();
    throw new RequestError(415, 'Send the request body as JSON (Content-Type: application/json)');
  };
}
