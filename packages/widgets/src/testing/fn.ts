/**
 * A recording callback. Stories use storybook/test's `fn()` for their callbacks so that Storybook
 * shows them as actions; the browser tests serve this module in its place (browserTestPlugin.mjs),
 * so a story's callbacks can be checked without loading Storybook.
 */
export interface Spy<Args extends unknown[] = unknown[]> {
  (...args: Args): void;
  /** The arguments of every call, in order. */
  calls: Args[];
}

/** A new {@link Spy}. */
export function fn<Args extends unknown[] = unknown[]>(): Spy<Args> {
  const spy = ((...args: Args) => {
    spy.calls.push(args);
  }) as Spy<Args>;
  spy.calls = [];
  return spy;
}
