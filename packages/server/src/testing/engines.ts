import { afterAll, beforeAll, describe } from 'vitest';
import { ENGINES, type Engine } from './testServer';

/** What a suite runs against: a test server, closed by stop(), or a test database, by dispose(). */
export type Fixture = { stop(): Promise<void> } | { dispose(): Promise<void> };

function close(fixture: Fixture): Promise<void> {
  return 'stop' in fixture ? fixture.stop() : fixture.dispose();
}

/**
 * Describes a suite once per engine (docs/architecture.md "Data"), as `<title> on pglite` and
 * `<title> on postgres`: starts the suite's fixture before its tests and closes it after them.
 * The body registers the tests and any further hooks; its own beforeAll runs once the fixture is
 * started, its own afterAll before the fixture is closed.
 */
export function describeOnEngines<F extends Fixture>(
  title: string,
  start: (engine: Engine) => Promise<F>,
  body: (fixture: F, engine: Engine) => void,
): void {
  describe.each(ENGINES)(`${title} on %s`, (engine) => {
    let started: F | undefined;
    beforeAll(async () => {
      started = await start(engine);
    });
    afterAll(async () => {
      if (started == null) return;
      await close(started);
      started = undefined;
    });

    const running = (): F => {
      if (started == null) {
        throw new Error(
          `'${title} on ${engine}': its fixture is read outside its tests; it runs from beforeAll to afterAll.`,
        );
      }
      return started;
    };
    // The body is collected before beforeAll starts the fixture, so it is handed a stand-in that
    // reads the started fixture at each use: test bodies keep writing `server.call(...)` rather
    // than a getter call or a `let` assigned in each suite's own hooks. Methods run with the
    // stand-in as `this`, which reaches the same fixture (our fixtures are plain objects).
    const fixture = new Proxy({} as F, {
      get: (_target, key) => Reflect.get(running(), key),
      set: (_target, key, value) => Reflect.set(running(), key, value),
      has: (_target, key) => Reflect.has(running(), key),
      ownKeys: () => Reflect.ownKeys(running()),
      getOwnPropertyDescriptor: (_target, key) => Reflect.getOwnPropertyDescriptor(running(), key),
    });
    body(fixture, engine);
  });
}
