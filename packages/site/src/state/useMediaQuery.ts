import { useCallback, useSyncExternalStore } from 'react';

/** Phones: the width below which the site lays out for one hand (spec §9 breakpoint 767px). */
export const PHONE_QUERY = '(max-width: 767px)';

/**
 * Whether a media query matches now, following changes (a phone turned sideways). For what a page
 * should not even load at some widths; what only looks different is left to CSS.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  // A server render, and the browser's hydration of it, take the widest layout's answer; the
  // browser then follows the screen.
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
