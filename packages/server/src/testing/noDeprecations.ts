// A deprecation that a suite sets off fails that suite. Node prints each deprecation once a process
// and goes on, so a call that a library will refuse in its next major (pg 9 refuses a second query
// on a connection that is still running one) would otherwise pass every test unseen.
import { afterAll, expect } from 'vitest';

const SEEN = Symbol.for('csz.deprecations');
const shared = globalThis as { [SEEN]?: string[] };
// The files of a worker share it (isolate: false), so one listener collects for all of them.
if (shared[SEEN] === undefined) {
  const seen: string[] = [];
  shared[SEEN] = seen;
  process.on('warning', (warning) => {
    if (warning.name === 'DeprecationWarning') seen.push(warning.stack ?? warning.message);
  });
}

afterAll(() => {
  expect(shared[SEEN]?.splice(0), 'deprecations this file set off').toEqual([]);
});
