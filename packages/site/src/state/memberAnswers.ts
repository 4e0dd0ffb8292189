import { useEffect } from 'react';
import { useStore } from 'jotai';
import { useQueryCache, type QueryCache } from '../api/useQuery';
import { sessionAtom, tokenClaims } from './session';

type Store = ReturnType<typeof useStore>;

/** Whose answers the server gives now: the member logged in, or null for a guest. */
function memberOf(store: Store): number | null {
  const session = store.get(sessionAtom);
  return session == null ? null : (tokenClaims(session.accessToken)?.memberId ?? null);
}

/**
 * Forgets every cached server answer when the member changes (log in, log out, another account),
 * and loads again those on screen: an answer such as a game's youVoted was made for whoever asked,
 * and must not be shown to the next person at this browser. A refreshed token for the same member
 * keeps them. Answers the unsubscribe.
 */
export function forgetAnswersOnMemberChange(store: Store, cache: QueryCache): () => void {
  let member = memberOf(store);
  return store.sub(sessionAtom, () => {
    const next = memberOf(store);
    if (next === member) return;
    member = next;
    cache.reset([]);
  });
}

/** {@link forgetAnswersOnMemberChange} for the site's store and cache, while a shell is shown. */
export function useAnswersForTheMemberLoggedIn(): void {
  const store = useStore();
  const cache = useQueryCache();
  useEffect(() => forgetAnswersOnMemberChange(store, cache), [store, cache]);
}
