import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../clock';
import { ResponseCache } from './responseCache';

/** An app whose one route counts how often it really runs and can be made slow. */
function countingApp(maxAgeMs = 60_000) {
  const cache = new ResponseCache({ clock: fixedClock('2026-11-20'), maxAgeMs });
  const app = new Hono();
  const state = { runs: 0, delayMs: 0, value: 'a' };
  app.use('*', cache.middleware());
  app.get('/answer', async (c) => {
    state.runs += 1;
    await new Promise((r) => setTimeout(r, state.delayMs));
    return c.json({ value: state.value, run: state.runs });
  });
  app.get('/missing', (c) => c.json({ message: 'Not Found' }, 404));
  cache.attach((request) => app.fetch(request));
  const get = async (path = '/answer') => {
    const response = await app.request(path);
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
    state.delayMs = 50;
    const answers = await Promise.all(Array.from({ length: 20 }, () => get()));
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
    state.delayMs = 30;
    const stale = await Promise.all([get(), get(), get()]);
    expect(stale.map((a) => a.body.value)).toEqual(['a', 'a', 'a']);
    await new Promise((r) => setTimeout(r, 80));
    expect(state.runs).toBe(2);
    expect((await get()).body.value).toBe('b');
  });

  it('does not keep errors', async () => {
    const { get } = countingApp();
    expect((await get('/missing')).status).toBe(404);
    expect((await get('/missing')).status).toBe(404);
  });
});
