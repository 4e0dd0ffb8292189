import { atom, getDefaultStore, useSetAtom, useStore, type createStore } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { useStoredValue } from './storedValue';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  EMPTY_SELECTION,
  FORCE_PARAM,
  PAGE_QUERY_KEYS,
  PATHS,
  SELECTION_COOKIE,
  SELECTION_COOKIE_MAX_AGE_S,
  applyQuery,
  selectionCookieIn,
  selectionCookieValue,
  pagePathOf,
  selectionFromCookie,
  selectionPageAt,
  selectionReducer,
  selectionToQuery,
  type QueryKeys,
  type Selection,
  type SelectionAction,
  type SelectionPage,
} from '@csz/core';

/** Where an older release kept the reader's picks, read once and moved into the cookie. */
const OLD_SELECTION_KEY = 'csz.selection';

/** The reader's picks as their browser keeps them: the site's cookie (core's rule). */
function storedSelection(): Selection {
  const cookie = selectionCookieIn(document.cookie);
  if (cookie != null) return selectionFromCookie(cookie);
  const old = localStorage.getItem(OLD_SELECTION_KEY);
  if (old == null) return EMPTY_SELECTION;
  localStorage.removeItem(OLD_SELECTION_KEY);
  let kept: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(old);
    if (typeof parsed === 'object' && parsed != null) kept = parsed as Record<string, unknown>;
  } catch {
    // Unreadable: nothing picked.
  }
  // Read by core's rule for the cookie: a value of another shape (edited by hand) is no pick.
  const ids = (
    ['selectedStateId', 'selectedCountyId', 'selectedSchoolId', 'selectedSportId'] as const
  )
    .map((field) => (typeof kept[field] === 'string' ? kept[field] : ''))
    .join('.');
  const selection = selectionFromCookie(ids);
  keepSelection(selection);
  return selection;
}

/** Keeps the reader's picks (spec §3 "Persisted locally: state, county, school, sport"). */
function keepSelection(selection: Selection): void {
  document.cookie = `${SELECTION_COOKIE}=${selectionCookieValue(selection)}; path=/; max-age=${SELECTION_COOKIE_MAX_AGE_S}; samesite=lax${location.protocol === 'https:' ? '; secure' : ''}`;
}

/**
 * The picks in a cookie (core's SELECTION_COOKIE), not localStorage: the server reads it to render
 * a page as the reader last left it, so that the browser's first render, which reads the same
 * cookie, is the server's (issue 31). A render on the server is given its request's picks
 * (RenderStore) and keeps nothing.
 */
const storage = {
  getItem: (_key: string, initial: Selection) =>
    typeof document === 'undefined' ? initial : storedSelection(),
  setItem: (_key: string, value: Selection) => {
    if (typeof document !== 'undefined') keepSelection(value);
  },
  removeItem: () => {
    if (typeof document !== 'undefined') keepSelection(EMPTY_SELECTION);
  },
};

/** The reader's picks, shared by the scores, standings, schedules and playoffs pages. */
export const selectionAtom = atomWithStorage<Selection>(
  SELECTION_COOKIE,
  EMPTY_SELECTION,
  storage,
  {
    getOnInit: true,
  },
);

/**
 * The picks the page started with, which the parts of a page rendered on the server are hydrated
 * with however late they hydrate (a chunk of their own), while the page's first effects may have
 * changed the picks already (a school's county and state).
 */
const startSelectionAtom = atom<Selection>(EMPTY_SELECTION);

/**
 * A page's picks before its first render, on the server as in the browser: the reader's kept picks,
 * with those of the address applied where it is a selection page (spec §4 "The filter URL syncs
 * with selection; 'force' makes the URL override"), so that the whole page (the header's strip,
 * the ads) is drawn from them from the start.
 */
export function pageSelection(kept: Selection, url: { pathname: string; search: string }) {
  const page = selectionPageAt(url.pathname);
  if (page == null) return kept;
  return applyQuery(
    kept,
    Object.fromEntries(new URLSearchParams(url.search)),
    PAGE_QUERY_KEYS[page],
  );
}

/**
 * Whether the page at an address preselects a state where none is picked (spec §9 "a default
 * state preselected on scores filter"; the playoffs too): the scoreboard and the brackets.
 */
export function preselectsState(pathname: string): boolean {
  const path = pagePathOf(pathname);
  return path === PATHS.scores || path === PATHS.playoffs;
}

/**
 * Whether a page's state and county follow from its school (spec §4: a school alone is enough): a
 * school's schedules, which the server renders for the school's place (entry-server.tsx), so that
 * the header's strip and the ads are drawn for it from the first render.
 */
export function placeFollowsSchool(pathname: string, picks: Selection): boolean {
  return pagePathOf(pathname) === PATHS.schedules && picks.selectedSchoolId != null;
}

/** The picks with the state and county of their school (spec §4: they follow from it). */
export function withSchoolPlace(
  picks: Selection,
  school: { stateId: number; districtId: number },
): Selection {
  return {
    ...picks,
    selectedStateId: String(school.stateId),
    selectedCountyId: String(school.districtId),
  };
}

/** Starts the picks of a render on the server (RenderStore): the request's. */
export function startRenderSelection(store: ReturnType<typeof createStore>, picks: Selection) {
  store.set(selectionAtom, picks);
  store.set(startSelectionAtom, picks);
}

/**
 * Starts the picks of the tab's page (main.tsx): the browser's cookie's and the address's, with
 * the state the server preselected; a page rendered on the server hydrates with the picks it was
 * rendered with.
 */
export function startTabSelection(
  url: { pathname: string; search: string },
  rendered: Selection | null,
): void {
  const store = getDefaultStore();
  let picks = pageSelection(store.get(selectionAtom), url);
  // The state the server preselected is the browser's too: nothing changes once it takes over.
  if (
    picks.selectedStateId == null &&
    rendered?.selectedStateId != null &&
    preselectsState(url.pathname)
  ) {
    picks = { ...picks, selectedStateId: rendered.selectedStateId };
  }
  // The place the server found for the school is the browser's too.
  if (
    placeFollowsSchool(url.pathname, picks) &&
    rendered?.selectedSchoolId === picks.selectedSchoolId
  ) {
    picks = {
      ...picks,
      selectedStateId: rendered.selectedStateId,
      selectedCountyId: rendered.selectedCountyId,
    };
  }
  store.set(selectionAtom, picks);
  // Hydrated with the server's; the reader's own (kept in localStorage by an older release, or
  // changed since the request) show once the page is taken over, and are not lost.
  store.set(startSelectionAtom, rendered ?? picks);
}

/** The selection and the spec §4 rules that change it. */
export function useSelection(): [Selection, (action: SelectionAction) => void] {
  const selection = useStoredValue(selectionAtom, startSelectionAtom);
  const setSelection = useSetAtom(selectionAtom);
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
  const store = useStore();
  const [searchParams, setSearchParams] = useSearchParams();
  const keys = PAGE_QUERY_KEYS[page];
  const arrived = useRef(false);
  const search = searchParams.toString();

  // Read when the effects run, not as the render saw them: the picks may have changed since (a
  // page's own effect, such as a school's county and state), and the address too.
  const follow = useCallback(
    (picks: Selection) => {
      const wanted = new URLSearchParams(selectionToQuery(picks, keys)).toString();
      const now = new URLSearchParams(window.location.search).toString();
      // The same page: the reader stays where they were (the site scrolls a new page to its top).
      if (wanted !== now) setSearchParams(wanted, { replace: true, preventScrollReset: true });
    },
    [keys, setSearchParams],
  );

  // The URL's picks apply on arrival and whenever a link with force=true is followed; the URL is
  // then written from them, without 'force', so that they are not applied again over later picks.
  useEffect(() => {
    const query = Object.fromEntries(new URLSearchParams(search));
    if (arrived.current && query[FORCE_PARAM] !== 'true') return;
    arrived.current = true;
    const current = store.get(selectionAtom);
    const next = applyQuery(current, query, keys);
    if (!sameFields(next, current, keys)) dispatch({ type: 'replace', selection: next });
    follow(store.get(selectionAtom));
  }, [search, store, keys, dispatch, follow]);

  // Afterwards the URL follows the picks.
  useEffect(() => {
    if (arrived.current) follow(store.get(selectionAtom));
  }, [selection, store, follow]);

  // Until the URL's picks are applied (after the first render), the page shows them already: the
  // first render is the one a server renders, and the one the browser hydrates.
  const shown = useMemo(
    () =>
      arrived.current ? selection : applyQuery(selection, Object.fromEntries(searchParams), keys),
    [selection, searchParams, keys],
  );
  return [shown, dispatch];
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
