import { isDateString } from '../dates/dateStrings';
import { isSeason } from '../dates/seasons';
import type { Selection } from './selection';

/** The selection fields a page keeps in its URL, and the query key of each. */
export type QueryKeys = Partial<Record<keyof Selection, string>>;

/** Query keys of each page (spec §2). */
export const PAGE_QUERY_KEYS = {
  scores: {
    selectedStateId: 'stateId',
    selectedCountyId: 'countyId',
    selectedSportId: 'sportId',
    selectedDate: 'date',
  },
  standings: {
    selectedStateId: 'selectedStateId',
    selectedCountyId: 'selectedCountyId',
    selectedSportId: 'selectedSportId',
    season: 'season',
  },
  schedules: {
    selectedStateId: 'stateId',
    selectedCountyId: 'countyId',
    selectedSchoolId: 'schoolId',
    selectedSportId: 'sportId',
    season: 'season',
  },
  playoffs: {
    selectedStateId: 'stateId',
    selectedSportId: 'sportId',
    season: 'season',
  },
} as const satisfies Record<string, QueryKeys>;

/** The query parameter that makes the URL override the stored selection. */
export const FORCE_PARAM = 'force';

/** A parsed query string: one value per key. */
export type Query = Readonly<Record<string, string | undefined>>;

function cleanValue(field: keyof Selection, raw: string | undefined): string | null {
  if (raw == null || raw === '') return null;
  if (field === 'selectedDate') return isDateString(raw) ? raw : null;
  if (field === 'season') return isSeason(raw) ? raw : null;
  return /^\d+$/.test(raw) ? raw : null;
}

/**
 * The selection after reading the URL (spec §4 "The filter URL syncs with selection; 'force' makes
 * the URL override"). With force=true the URL's values replace the page's fields. Without it the
 * URL is used only when the page's fields are all empty (a first visit through a shared link), so a
 * returning reader keeps what they picked. Values that are not ids, dates or seasons are ignored.
 */
export function applyQuery(selection: Selection, query: Query, keys: QueryKeys): Selection {
  const fields = Object.keys(keys) as (keyof Selection)[];
  const force = query[FORCE_PARAM] === 'true';
  const empty = fields.every((field) => selection[field] == null);
  if (!force && !empty) return selection;
  const next = { ...selection };
  for (const field of fields) {
    next[field] = cleanValue(field, query[keys[field]!]);
  }
  return next;
}

/** The query string a selection writes back to the URL (without force). */
export function selectionToQuery(selection: Selection, keys: QueryKeys): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [field, key] of Object.entries(keys) as [keyof Selection, string][]) {
    const value = selection[field];
    if (value != null) query[key] = value;
  }
  return query;
}

/** A link that carries a selection and makes it override the reader's own (spec §2 cards). */
export function forcedQuery(selection: Selection, keys: QueryKeys): Record<string, string> {
  return { ...selectionToQuery(selection, keys), [FORCE_PARAM]: 'true' };
}
