import { MESSAGES } from '@csz/core';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ClientErrorStatusCode } from 'hono/utils/http-status';

/**
 * The one way a request fails: thrown from a route, a middleware or a write, with the words the
 * caller sees and the status that goes with them, and turned into the JSON answer
 * `{message, ...details}` in one place (`answerError`, the app's onError). A write throws it inside
 * its transaction, which then rolls back: nothing half-written.
 */
export class RequestError extends Error {
  override name = 'RequestError';
  constructor(
    /** A client error, or 503 when the server is too busy for this request now. */
    readonly status: ClientErrorStatusCode | 503,
    message: string,
    /** More fields of the answer: `errors` per field for a 400, `logout` for a 401. */
    readonly details: Readonly<Record<string, unknown>> = {},
    /** Headers of the answer: Retry-After for a 429 or a 503. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

/** 400: the input is not valid, in words. */
export const badInput = (message: string, errors?: Record<string, string>) =>
  new RequestError(400, message, errors == null ? {} : { errors });

/** 403: the caller is known but may not do this (core's rules said no). */
export const forbidden = (message: string = MESSAGES.forbidden) => new RequestError(403, message);

/** 404: the thing asked for does not exist. */
export const notFound = (message: string) => new RequestError(404, message);

/** 409: the request conflicts with what is stored (already there, changed meanwhile). */
export const conflict = (message: string) => new RequestError(409, message);

/** A PostgreSQL error code (SQLSTATE) on an error or its causes (Drizzle wraps the driver's). */
export function sqlState(error: unknown): string | null {
  for (let e = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/**
 * The answer to an error a route did not catch: a RequestError as it says; Hono's own (a broken
 * JSON body, a body over the limit) with its status; a unique constraint that a concurrent request
 * reached first as a 409, and a value the database refuses (class 22, data exception) as a 400, so
 * that input no check foresaw is never a 500; anything else a 500, logged.
 */
export function answerError(error: Error, c: Context): Response {
  if (error instanceof RequestError) {
    return c.json({ ...error.details, message: error.message }, error.status, error.headers);
  }
  if (error instanceof HTTPException) {
    return c.json({ message: error.message || 'Bad Request' }, error.status);
  }
  const state = sqlState(error);
  if (state === '23505') {
    return c.json(
      { message: 'This was changed by another request at the same time; try again.' },
      409,
    );
  }
  if (state?.startsWith('22')) {
    console.warn(`A value the database refused reached it unchecked (${state}):`, error.message);
    return c.json({ message: 'A value in the request is not valid.' }, 400);
  }
  console.error(error);
  return c.json({ message: 'Something went wrong.' }, 500);
}
