import { createStore } from 'jotai';
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { AuthSession } from '@csz/core';
import { createSiteQueryClient, queryCacheOf } from '../api/useQuery';
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

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('forgetAnswersOnMemberChange', () => {
  it('loads answers again for the next member, and keeps them through a refreshed token', async () => {
    const store = createStore();
    const client = createSiteQueryClient();
    const cache = queryCacheOf(client);
    const stop = forgetAnswersOnMemberChange(store, cache);
    store.set(sessionAtom, sessionOf(7));
    let loads = 0;
    // A game as member 7 sees it, on screen.
    new QueryObserver(client, {
      queryKey: ['game', 1],
      queryFn: () => {
        loads += 1;
        return { youVoted: loads === 1 };
      },
    }).subscribe(() => undefined);
    await vi.waitFor(() => expect(loads).toBe(1));

    store.set(sessionAtom, sessionOf(7, 1));
    await settle();
    expect(loads).toBe(1);
    expect(client.getQueryState(['game', 1])?.status).toBe('success');

    // Logging out: the answer made for member 7 is gone and is asked for again, as a guest.
    store.set(sessionAtom, null);
    await vi.waitFor(() => expect(loads).toBe(2));
    // Another account: again.
    store.set(sessionAtom, sessionOf(8));
    await vi.waitFor(() => expect(loads).toBe(3));

    stop();
    store.set(sessionAtom, sessionOf(9));
    await settle();
    expect(loads).toBe(3);
  });
});
