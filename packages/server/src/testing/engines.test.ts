import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnEngines } from './engines';
import type { Engine } from './testServer';

/** What the suites below did, in order. */
const events: string[] = [];
const handed: { engine: Engine }[] = [];

describeOnEngines(
  'a suite of a server',
  async (engine) => {
    events.push(`start ${engine}`);
    return { engine, stop: async () => void events.push(`stop ${engine}`) };
  },
  (server, engine) => {
    handed.push(server);
    beforeAll(() => void events.push(`set up ${server.engine}`));
    afterAll(() => void events.push(`clean up ${server.engine}`));

    it('hands the body the fixture it started for the engine', () => {
      expect(server.engine).toBe(engine);
      expect('stop' in server).toBe(true);
      expect({ ...server }).toEqual({ engine, stop: expect.any(Function) });
    });
  },
);

describeOnEngines(
  'a suite of a database',
  async (engine) => ({ engine, dispose: async () => void events.push(`dispose ${engine}`) }),
  (handle, engine) => {
    it('hands the body the fixture it started for the engine', () => {
      expect(handle.engine).toBe(engine);
    });
  },
);

describe('describeOnEngines', () => {
  it("starts each fixture before the suite's own set-up and closes it after the suite's clean-up", () => {
    expect(events).toEqual([
      'start pglite',
      'set up pglite',
      'clean up pglite',
      'stop pglite',
      'start postgres',
      'set up postgres',
      'clean up postgres',
      'stop postgres',
      'dispose pglite',
      'dispose postgres',
    ]);
  });

  it('says which suite read its fixture outside its tests', () => {
    expect(() => handed[0]!.engine).toThrow(
      "'a suite of a server on pglite': its fixture is read outside its tests",
    );
  });
});
