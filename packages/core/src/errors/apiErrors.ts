import { GENERAL_MESSAGES } from '../messages/general';

/** Why a call failed, as the site shows it (spec §7 "Responses to calls"). */
export interface ApiFailure {
  /** The HTTP status, or -1 for a response missing what it must have, -2 for bad JSON. */
  status: number;
  message: string;
  /**
   * A 401 on an authenticated call logs the member out (spec §4), unless its body says
   * `logout: false`: a credential other than the session was refused, not the session.
   */
  logout: boolean;
}

/** Status given to a response that is not JSON. */
export const JSON_FAILURE: ApiFailure = { status: -2, message: 'JSON Failure', logout: false };

/** Status given to a list response without its items or total. */
export const RESPONSE_FAILURE: ApiFailure = {
  status: -1,
  message: 'Server Response Error',
  logout: false,
};

/** The failure of a call that threw instead of answering (offline, the server down). */
export const NO_ANSWER_FAILURE: ApiFailure = {
  status: 0,
  message: GENERAL_MESSAGES.somethingWentWrong,
  logout: false,
};

/** What a call expects back: anything, a list with items, or a paged list with items and total. */
export type Expectation = 'any' | 'items' | 'paged';

/** The outcome of reading a response. */
export type ApiResult<T = unknown> = { ok: true; data: T } | { ok: false; failure: ApiFailure };

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * Reads a response (spec §7): a failed status gives the body's message, else '{status} Server
 * Error', and 401 means log out unless the body says `logout: false`; a body that is not JSON is -2 'JSON Failure'; a list without items
 * (or a paged list without a total) is -1 'Server Response Error'.
 */
export function readApiResponse(
  status: number,
  bodyText: string,
  expect: Expectation = 'any',
): ApiResult {
  const parsed = parseJson(bodyText);
  if (status < 200 || status >= 300) {
    const body = (parsed.ok && typeof parsed.value === 'object' ? parsed.value : null) as {
      message?: unknown;
      logout?: unknown;
    } | null;
    const message =
      typeof body?.message === 'string' && body.message !== ''
        ? body.message
        : `${status} Server Error`;
    return {
      ok: false,
      failure: { status, message, logout: status === 401 && body?.logout !== false },
    };
  }
  if (!parsed.ok) return { ok: false, failure: JSON_FAILURE };
  const body = parsed.value as { items?: unknown; total?: unknown } | null;
  if (expect !== 'any') {
    if (body == null || !Array.isArray(body.items)) return { ok: false, failure: RESPONSE_FAILURE };
    if (expect === 'paged' && typeof body.total !== 'number') {
      return { ok: false, failure: RESPONSE_FAILURE };
    }
  }
  return { ok: true, data: parsed.value };
}
