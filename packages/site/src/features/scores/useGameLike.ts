import { useCallback } from 'react';
import { toggledLike, type Game } from '@csz/core';
import { reactToGame } from '../../api/games';
import { useApi } from '../../state/api';
import { useSession } from '../../state/session';
import { useOpenSignIn } from '../auth';

/**
 * A member's like of a game (spec §4 "Game like"): the count changes at once, then the like is sent;
 * the server's answer sets the true count, and a failure puts the game back as it was. Guests are
 * asked to log in, in the sign-in dialog, and stay on the page.
 */
export function useGameLike(onChange: (game: Game) => void) {
  const api = useApi();
  const isLoggedIn = useSession() != null;
  const openSignIn = useOpenSignIn();

  const onToggleLike = useCallback(
    (game: Game) => {
      const shown = toggledLike(game);
      onChange(shown);
      void reactToGame(api, game.id, shown.youVoted ? 'Like' : 'Unlike').then((answer) =>
        onChange(answer.ok ? { ...shown, ...answer.data } : game),
      );
    },
    [api, onChange],
  );
  // Logged in from the prompt, the guest sees the games again as a member, with their own likes
  // (the lists reload when the session changes), and presses like again.
  const onLogIn = openSignIn;
  return { isLoggedIn, onToggleLike, onLogIn };
}
