// React as the frames' widgets use it, made of Preact's core and hooks: the build points `react`
// here (scripts/build.mjs), and so do the widgets' Preact browser tests, so the same layer is the
// one tested. It replaces preact/compat (docs/embeds.md "Why the frames have no preact/compat"),
// whose prop and event rewriting the frames' widgets do not need: their styles are strings or
// custom properties, their only onChange is a <select>'s, they have no focus or blur handlers and no
// camel-cased SVG attributes. A widget that needs more adds it here, and the build says so: a name
// this module does not export fails the frames' build. createElement is for the widgets' story
// tests (src/testing/stories.tsx there); the frames' build leaves out what no frame imports.
import { useRef } from 'preact/hooks';

export { createContext, createElement } from 'preact';
export { useContext, useEffect, useId, useLayoutEffect, useRef, useState } from 'preact/hooks';

/**
 * React 19.2's useEffectEvent: a function that always calls the latest render's callback, so an
 * effect can call it without listing it as a dependency (useLiveScores keeps its stream open
 * across renders this way).
 */
export function useEffectEvent<A extends unknown[], R>(callback: (...args: A) => R) {
  const latest = useRef(callback);
  latest.current = callback;
  return (...args: A): R => latest.current(...args);
}
