import { describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../errors/apiErrors';
import { NO_ANSWER_FAILURE, cacheKeyText, createQueryCache, type Loader } from './queryCache';

/** A loader whose answers the test gives, one call at a time. */
function controlled<T>() {
  const calls: { signal: AbortSignal; answer: (result: ApiResult<T>) => void; fail: () => void }[] =
    [];
  const loader: Loader<T> = (signal) =>
    new Promise((resolve, reject) => {
      calls.push({ signal, answer: resolve, fail: () => reject(new Error('offline')) });
    });
  return { loader, calls };
}

const settle = () => new Promise<void>((resolve) => setTimeout(() => resolve(), 0));
const ok = <T>(data: T): ApiResult<T> => ({ ok: true, data });

describe('cacheKeyText', () => {
  it('names equal keys alike, whatever the order of their params, unset ones left out', () => {
    expect(cacheKeyText(['games', { stateId: '1', date: 'd', sportId: undefined }])).toBe(
      cacheKeyText(['games', { date: 'd', stateId: '1' }]),
    );
    expect(cacheKeyText(['games', { stateId: '1' }])).not.toBe(
      cacheKeyText(['games', { stateId: '2' }]),
    );
  });
});

describe('createQueryCache', () => {
  it('loads a key once for all its readers and tells each of them', async () => {
    const cache = createQueryCache();
    const { loader, calls } = controlled<number>();
    const seen: string[] = [];
    cache.subscribe(['n'], () => seen.push('a'));
    cache.subscribe(['n'], () => seen.push('b'));
    cache.load(['n'], loader);
    cache.load(['n'], loader);
    expect(calls).toHaveLength(1);
    expect(cache.read(['n'])?.status).toBe('loading');
    calls[0]!.answer(ok(5));
    await settle();
    expect(cache.read(['n'])).toEqual({ status: 'loaded', data: 5, failure: null });
    expect(seen).toEqual(['a', 'b', 'a', 'b']);
  });

  it('keeps a fresh answer for a new reader and asks again once it is stale', async () => {
    let time = 0;
    const cache = createQueryCache(() => time);
    const { loader, calls } = controlled<number>();
    cache.subscribe(['n'], () => undefined);
    cache.load(['n'], loader, { staleMs: 1000 });
    calls[0]!.answer(ok(1));
    await settle();
    time = 999;
    cache.load(['n'], loader, { staleMs: 1000 });
    expect(calls).toHaveLength(1);
    time = 1000;
    cache.load(['n'], loader, { staleMs: 1000 });
    expect(calls).toHaveLength(2);
    // The old answer shows while the new one loads.
    expect(cache.read(['n'])?.data).toBe(1);
  });

  it('cancels a load nobody reads any more, and the next reader starts afresh', () => {
    const cache = createQueryCache();
    const { loader, calls } = controlled<number>();
    const leave = cache.subscribe(['n'], () => undefined);
    cache.load(['n'], loader);
    leave();
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(cache.read(['n'])).toBeUndefined();
    cache.subscribe(['n'], () => undefined);
    cache.load(['n'], loader);
    expect(calls).toHaveLength(2);
  });

  it("drops a superseded load's answer, and reads a thrown load as no answer", async () => {
    const cache = createQueryCache();
    const { loader, calls } = controlled<number>();
    cache.subscribe(['n'], () => undefined);
    cache.load(['n'], loader);
    cache.reset(['n']);
    calls[0]!.answer(ok(1));
    calls[1]!.fail();
    await settle();
    expect(cache.read(['n'])).toEqual({
      status: 'failed',
      data: undefined,
      failure: NO_ANSWER_FAILURE,
    });
  });

  it('tries a failed load again after retryMs while it is read', async () => {
    vi.useFakeTimers();
    try {
      const cache = createQueryCache();
      const { loader, calls } = controlled<number>();
      cache.subscribe(['n'], () => undefined);
      cache.load(['n'], loader, { retryMs: 5000 });
      calls[0]!.answer({ ok: false, failure: NO_ANSWER_FAILURE });
      await vi.advanceTimersByTimeAsync(4999);
      expect(calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('changes every answer under a prefix at once, and the undo puts them back', async () => {
    const cache = createQueryCache();
    for (const date of ['d1', 'd2']) {
      const key = ['games', { date }];
      cache.subscribe(key, () => undefined);
      cache.load(key, async () => ok({ likes: 1 }));
    }
    await settle();
    const undo = cache.update<{ likes: number }>(['games'], (g) => ({ likes: g.likes + 1 }));
    expect(cache.read(['games', { date: 'd1' }])?.data).toEqual({ likes: 2 });
    expect(cache.read(['games', { date: 'd2' }])?.data).toEqual({ likes: 2 });
    undo();
    expect(cache.read(['games', { date: 'd1' }])?.data).toEqual({ likes: 1 });
  });

  it('keeps a newer answer over an undo, and invalidate reloads what is read', async () => {
    const cache = createQueryCache();
    let answer = 1;
    cache.subscribe(['n'], () => undefined);
    cache.load(['n'], async () => ok(answer));
    await settle();
    const undo = cache.update<number>(['n'], (n) => n + 10);
    answer = 7;
    cache.invalidate(['n']);
    expect(cache.read(['n'])?.data).toBe(11);
    await settle();
    undo();
    expect(cache.read(['n'])?.data).toBe(7);
  });
});

describe('epoch', () => {
  it('counts the resets, so a write answered after one can tell', () => {
    const cache = createQueryCache();
    const before = cache.epoch();
    cache.invalidate(['games']);
    expect(cache.epoch()).toBe(before);
    cache.reset([]);
    expect(cache.epoch()).toBe(before + 1);
  });
});
