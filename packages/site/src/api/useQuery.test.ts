import { describe, expect, it } from 'vitest';
import type { ApiResult } from '@csz/core';
import type { Query } from './params';
import { createSiteQueryClient, startLoading } from './useQuery';

/** A read that answers `answer` and counts how often it was asked. */
function read<T>(key: string, answer: ApiResult<T>) {
  let asked = 0;
  const query: Query<T> = {
    key: [key],
    load: async () => {
      asked += 1;
      return answer;
    },
  };
  return { query, asked: () => asked };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startLoading (a route loader in the browser)', () => {
  it('asks for what the cache has no answer for, once however often the route is loaded', async () => {
    const client = createSiteQueryClient();
    const game = read('game', { ok: true, data: { id: 1 } });
    startLoading(client, [game.query]);
    // The same address again while it loads (a change of its search), then once it has loaded.
    startLoading(client, [game.query]);
    await settled();
    startLoading(client, [game.query]);
    await settled();
    expect(game.asked()).toBe(1);
    expect(client.getQueryData(['game'])).toEqual({ id: 1 });
  });

  it('leaves a read that failed to the page, not to each load of its route', async () => {
    const client = createSiteQueryClient();
    const missing = read('missing', {
      ok: false,
      failure: { status: 404, message: 'Not Found', logout: false },
    });
    startLoading(client, [missing.query]);
    await settled();
    expect(client.getQueryCache().find({ queryKey: ['missing'] })?.state.status).toBe('error');
    startLoading(client, [missing.query]);
    startLoading(client, [missing.query]);
    await settled();
    // A 404 is not tried again by the library either (api/useQuery.ts isPassing).
    expect(missing.asked()).toBe(1);
  });
});
