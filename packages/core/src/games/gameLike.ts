import type { Game } from '../contract/games';

/**
 * A game as a member's like or unlike leaves it, shown at once before the server answers (spec §4
 * "Game like: toggles youVoted and votesCount by one at once, then sent").
 */
export function toggledLike<T extends Pick<Game, 'youVoted' | 'votesCount'>>(game: T): T {
  return {
    ...game,
    youVoted: !game.youVoted,
    votesCount: Math.max(0, game.votesCount + (game.youVoted ? -1 : 1)),
  };
}
