import { useCallback } from 'react';
import { toggledLike, type ApiResult, type Game, type GameReaction } from '@csz/core';
import { GAMES_KEY, gameKey, reactToGame } from '../../api/games';
import { useQueryCache, writeOptimistically, type QueryCache } from '../../api/useQuery';
import { useApi } from '../../state/api';
import { useSession } from '../../state/session';
import { useOpenSignIn } from '../../state/useRequireLogin';

/** Puts a changed game in place wherever the cache holds it: a list's pages, or the game alone. */
function withGame(game: Game) {
  return (data: unknown): unknown => {
    if (data != null && typeof data === 'object' && 'items' in data && Array.isArray(data.items)) {
      const items = (data.items as Game[]).map((g) => (g.id === game.id ? { ...g, ...game } : g));
      return { ...data, items };
    }
    return (data as Game).id === game.id ? { ...(data as Game), ...game } : data;
  };
}

/**
 * Likes or unlikes a game in the cache at once, sends it, and puts the server's count in place;
 * a refusal puts the game back. An answer that arrives after the member changed (log out, another
 * account: the cache was reset) is dropped, as it was the last member's.
 */
export async function likeGame(
  cache: QueryCache,
  game: Game,
  send: (type: 'Like' | 'Unlike') => Promise<ApiResult<GameReaction>>,
): Promise<void> {
  const shown = toggledLike(game);
  const prefixes = [[GAMES_KEY], gameKey(game.id)];
  const epoch = cache.epoch();
  const answer = await writeOptimistically(cache, {
    prefixes,
    change: withGame(shown),
    send: () => send(shown.youVoted ? 'Like' : 'Unlike'),
  });
  if (!answer.ok || cache.epoch() !== epoch) return;
  for (const prefix of prefixes) cache.update(prefix, withGame({ ...shown, ...answer.data }));
}

/**
 * A member's like of a game (spec §4 "Game like"): the count changes at once everywhere the game
 * shows (the lists and its page), then the like is sent; the server's answer sets the true count,
 * and a failure puts the game back as it was. Guests are asked to log in, in the sign-in dialog,
 * and stay on the page.
 */
export function useGameLike() {
  const api = useApi();
  const cache = useQueryCache();
  const isLoggedIn = useSession() != null;
  const openSignIn = useOpenSignIn();

  const onToggleLike = useCallback(
    (game: Game) => {
      void likeGame(cache, game, (type) => reactToGame(api, game.id, type));
    },
    [api, cache],
  );
  // Logged in from the prompt, the guest sees the games again as a member, with their own likes
  // (the lists' keys hold the member), and presses like again.
  const onLogIn = openSignIn;
  return { isLoggedIn, onToggleLike, onLogIn };
}
