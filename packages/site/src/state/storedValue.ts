import { useStore, type Atom } from 'jotai';
import { useCallback, useSyncExternalStore } from 'react';
import { HYDRATING, useServerRender } from './rendering';

/**
 * An atom's value as React reads an outside store, with the value the page started with in a render
 * on the server and in the browser's hydration of it: every part of the page, however late a part
 * hydrates (a chunk of its own), is hydrated with what the server drew, and then shows the browser's
 * own value (issue 31). `atStart` is that value: a constant (a guest's session), or one the server
 * and the browser both keep in their store before the first render (the page's picks).
 */
export function useStoredValue<T>(stored: Atom<T>, atStart: Atom<T> | { value: T }): T {
  const store = useStore();
  const server = useServerRender();
  const subscribe = useCallback(
    (onChange: () => void) => store.sub(stored, onChange),
    [store, stored],
  );
  const current = () => store.get(stored);
  const started = () => ('value' in atStart ? atStart.value : store.get(atStart));
  // A string rendered in no browser for no page (a test of what a member's chrome shows) is the
  // store's.
  return useSyncExternalStore(subscribe, current, server != null || HYDRATING ? started : current);
}
