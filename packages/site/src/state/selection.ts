import { useAtom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  EMPTY_SELECTION,
  FORCE_PARAM,
  PAGE_QUERY_KEYS,
  applyQuery,
  selectionReducer,
  selectionToQuery,
  type QueryKeys,
  type Selection,
  type SelectionAction,
  type SelectionPage,
} from '@csz/core';
import { STORAGE_AT_ONCE } from './rendering';

/** The localStorage key of the reader's picks. */
export const SELECTION_KEY = 'csz.selection';

/**
 * What outlives a visit (spec §3 "Persisted locally: state, county, school, sport"). The day and the
 * season are not kept: a returning reader sees today, in the current season.
 */
function persisted(selection: Selection): Selection {
  return { ...selection, selectedDate: null, season: null };
}

const json = createJSONStorage<Selection>(() => globalThis.localStorage);

const storage: typeof json = {
  ...json,
  // A stored value of another shape (an older release, edited by hand) counts as nothing picked.
  getItem: (key, initial) => {
    const stored = json.getItem(key, initial) as Partial<Selection> | null;
    if (stored == null || typeof stored !== 'object') return initial;
    const clean = { ...EMPTY_SELECTION };
    for (const field of [
      'selectedStateId',
      'selectedCountyId',
      'selectedSchoolId',
      'selectedSportId',
    ] as const) {
      const value = stored[field];
      clean[field] = typeof value === 'string' && /^\d+$/.test(value) ? value : null;
    }
    return clean;
  },
  setItem: (key, value) => json.setItem(key, persisted(value)),
};

/** The reader's picks, shared by the scores, standings, schedules and playoffs pages. */
export const selectionAtom = atomWithStorage<Selection>(SELECTION_KEY, EMPTY_SELECTION, storage, {
  getOnInit: STORAGE_AT_ONCE,
});

/** The selection and the spec §4 rules that change it. */
export function useSelection(): [Selection, (action: SelectionAction) => void] {
  const [selection, setSelection] = useAtom(selectionAtom);
  const dispatch = useCallback(
    (action: SelectionAction) => setSelection((current) => selectionReducer(current, action)),
    [setSelection],
  );
  return [selection, dispatch];
}

/**
 * The selection of a page whose URL carries it (spec §4 "The filter URL syncs with selection;
 * 'force' makes the URL override"). On arrival, and whenever a link with force=true is followed,
 * the URL's values apply (core's applyQuery); afterwards the URL follows the selection, replacing
 * the history entry so that Back leaves the page instead of stepping through each pick.
 */
export function usePageSelection(
  page: SelectionPage,
): [Selection, (action: SelectionAction) => void] {
  const [selection, dispatch] = useSelection();
  const [searchParams, setSearchParams] = useSearchParams();
  const keys = PAGE_QUERY_KEYS[page];
  const arrived = useRef(false);
  const search = searchParams.toString();

  useEffect(() => {
    const query = Object.fromEntries(new URLSearchParams(search));
    if (!arrived.current || query[FORCE_PARAM] === 'true') {
      const next = applyQuery(selection, query, keys);
      // Applied first, written back on the next run: the URL must not be rewritten from the
      // selection it is about to replace.
      if (!sameFields(next, selection, keys)) {
        dispatch({ type: 'replace', selection: next });
        return;
      }
      arrived.current = true;
    }
    const wanted = new URLSearchParams(selectionToQuery(selection, keys)).toString();
    // The same page: the reader stays where they were (the site scrolls a new page to its top).
    if (wanted !== search) setSearchParams(wanted, { replace: true, preventScrollReset: true });
  }, [search, selection, keys, dispatch, setSearchParams]);

  return [selection, dispatch];
}

function sameFields(a: Selection, b: Selection, keys: QueryKeys): boolean {
  return (Object.keys(keys) as (keyof Selection)[]).every((field) => a[field] === b[field]);
}

/** The place and sport of a selection, under the names the API calls use. */
export function placeOf(selection: Selection) {
  return {
    stateId: selection.selectedStateId,
    countyId: selection.selectedCountyId,
    schoolId: selection.selectedSchoolId,
    sportId: selection.selectedSportId,
  };
}
