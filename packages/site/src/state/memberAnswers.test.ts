import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { createQueryCache, type AuthSession } from '@csz/core';
import { forgetAnswersOnMemberChange } from './memberAnswers';
import { sessionAtom } from './session';

/** A session whose access token names a member, as the server signs it (signature not read). */
function sessionOf(memberId: number, refreshed = 0): AuthSession {
  const payload = Buffer.from(JSON.stringify({ memberId, roleName: 'Fan' })).toString('base64url');
  return {
    accessToken: `eyJhbGciOiJIUzI1NiJ9.${payload}.signature${refreshed}`,
    refreshToken: 'r',
    expiresAt: 1,
    email: `member${memberId}@example.com`,
  };
}

describe('forgetAnswersOnMemberChange', () => {
  it('loads answers again for the next member, and keeps them through a refreshed token', async () => {
    const store = createStore();
    const cache = createQueryCache();
    const stop = forgetAnswersOnMemberChange(store, cache);
    store.set(sessionAtom, sessionOf(7));
    let loads = 0;
    // A game as member 7 sees it, on screen.
    cache.subscribe(['game', 1], () => undefined);
    const load = () =>
      cache.load(['game', 1], () => {
        loads += 1;
        return Promise.resolve({ ok: true, data: { youVoted: loads === 1 } });
      });
    load();
    await Promise.resolve();
    expect(loads).toBe(1);

    store.set(sessionAtom, sessionOf(7, 1));
    expect(loads).toBe(1);
    expect(cache.read(['game', 1])?.status).toBe('loaded');

    // Logging out: the answer made for member 7 is gone and is asked for again, as a guest.
    store.set(sessionAtom, null);
    expect(loads).toBe(2);
    // Another account: again.
    store.set(sessionAtom, sessionOf(8));
    expect(loads).toBe(3);

    stop();
    store.set(sessionAtom, sessionOf(9));
    expect(loads).toBe(3);
  });
});
