import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { fixedClock } from '../clock';
import { ResponseCache } from './responseCache';

/** A promise the test settles when it chooses: a slow answer that ends on cue, not after a sleep. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** An app whose one route counts how often it really runs and can be held until a gate opens. */
function countingApp(maxAgeMs = 60_000) {
  const cache = new ResponseCache({ clock: fixedClock('2026-11-20'), maxAgeMs });
  const app = new Hono();
  const state = { runs: 0, done: 0, gate: null as ReturnType<typeof gate> | null, value: 'a' };
  app.use('*', cache.middleware());
  app.get('/answer', async (c) => {
    state.runs += 1;
    const run = state.runs;
    await state.gate?.opened;
    state.done += 1;
    return c.json({ value: state.value, run });
  });
  app.get('/missing', (c) => c.json({ message: 'Not Found' }, 404));
  // A route that asks who is calling, as authenticate does: null for a guest.
  app.get('/mine', async (c) => {
    const header = c.req.header('Authorization');
    c.set('actor' as never, (header == null ? null : { token: header }) as never);
    state.runs += 1;
    return c.json({ value: header ?? 'guest', run: state.runs });
  });
  cache.attach((request) => app.fetch(request));
  const get = async (path = '/answer', token?: string) => {
    const response = await app.request(
      path,
      token == null ? {} : { headers: { Authorization: `Bearer ${token}` } },
    );
    return {
      status: response.status,
      body: (await response.json()) as { value: string; run: number },
    };
  };
  return { app, cache, state, get };
}

describe('ResponseCache', () => {
  it('answers a repeat from memory', async () => {
    const { state, get } = countingApp();
    await get();
    await get('/answer?b=2&a=1');
    await get('/answer?a=1&b=2');
    expect(state.runs).toBe(2);
  });

  it('computes an answer once however many ask for it at the same moment', async () => {
    const { state, get } = countingApp();
    state.gate = gate();
    const asked = Promise.all(Array.from({ length: 20 }, () => get()));
    state.gate.open();
    const answers = await asked;
    expect(state.runs).toBe(1);
    expect(new Set(answers.map((a) => a.body.run))).toEqual(new Set([1]));
  });

  it('recomputes after a write invalidates it', async () => {
    const { cache, state, get } = countingApp();
    await get();
    state.value = 'b';
    expect((await get()).body.value).toBe('a');
    cache.invalidate();
    expect((await get()).body.value).toBe('b');
    expect(state.runs).toBe(2);
  });

  it('keeps serving an old answer while one refresh runs in the background', async () => {
    const { state, get } = countingApp(0);
    await get();
    state.value = 'b';
    state.gate = gate();
    // The refresh is held: the three are answered from memory meanwhile.
    const stale = await Promise.all([get(), get(), get()]);
    expect(stale.map((a) => a.body.value)).toEqual(['a', 'a', 'a']);
    expect(state.runs).toBe(2);
    state.gate.open();
    // One refresh for the three, not three.
    await vi.waitFor(() => expect(state.done).toBe(2));
    expect(state.runs).toBe(2);
    await vi.waitFor(async () => expect((await get()).body.value).toBe('b'));
  });

  it('shares with members only the answers of routes that never ask who is calling', async () => {
    const { state, get } = countingApp();
    // Everyone's answer, first computed for a member: kept, and given to guests and members.
    expect((await get('/answer', 'm1')).body.run).toBe(1);
    expect((await get('/answer')).body.run).toBe(1);
    expect((await get('/answer', 'm2')).body.run).toBe(1);
    // An answer about the caller is computed for each member, and never given a guest's.
    expect((await get('/mine')).body.value).toBe('guest');
    expect((await get('/mine', 'm1')).body.value).toBe('Bearer m1');
    expect((await get('/mine', 'm2')).body.value).toBe('Bearer m2');
    expect((await get('/mine')).body.value).toBe('guest');
    expect(state.runs).toBe(4);
  });

  it('does not keep errors', async () => {
    const { get } = countingApp();
    expect((await get('/missing')).status).toBe(404);
    expect((await get('/missing')).status).toBe(404);
  });
});
