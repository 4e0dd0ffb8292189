import { EMPTY_SELECTION, type Selection } from './selection';

// The reader's picks (spec §3 "Persisted locally: state, county, school, sport") are kept in a
// cookie of the site's own, so that a page rendered on the server shows what the reader picked on
// their last visit, as the browser will when it takes the page over (issue 31). It holds four ids
// and nothing of the member; the server reads it only to render, and a page rendered with it is
// the reader's own (docs/architecture.md "Server rendering").

/** The cookie's name. */
export const SELECTION_COOKIE = 'csz.selection';

/** The picks the cookie keeps, in its order. */
const KEPT = [
  'selectedStateId',
  'selectedCountyId',
  'selectedSchoolId',
  'selectedSportId',
] as const;

/** An id as a picker holds it. */
const ID = /^\d{1,9}$/;

/** A year, in seconds: the picks outlive a visit as localStorage did. */
export const SELECTION_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The cookie's value for a selection: its four ids joined by '.', a missing one empty ('1.12..2');
 * the day and the season are not kept (a returning reader sees today, in the current season).
 */
export function selectionCookieValue(selection: Selection): string {
  return KEPT.map((field) => {
    const id = selection[field];
    return id != null && ID.test(id) ? id : '';
  }).join('.');
}

/** The selection a cookie's value keeps; anything unreadable counts as nothing picked. */
export function selectionFromCookie(value: string | null | undefined): Selection {
  const selection: Selection = { ...EMPTY_SELECTION };
  const ids = (value ?? '').split('.');
  if (ids.length !== KEPT.length) return selection;
  KEPT.forEach((field, index) => {
    const id = ids[index]!;
    if (ID.test(id)) selection[field] = id;
  });
  return selection;
}

/** The cookie's value in a Cookie header, or null without one. */
export function selectionCookieIn(header: string | null | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === SELECTION_COOKIE) return part.slice(at + 1).trim();
  }
  return null;
}
