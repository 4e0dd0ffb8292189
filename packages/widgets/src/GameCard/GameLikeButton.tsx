import { GAME_MESSAGES, type Game } from '@csz/core/display';
import { LikeButton } from '../internal/LikeButton';

/** Props of {@link GameLikeButton}. */
export interface GameLikeButtonProps {
  /** The game. */
  game: Game;
  /** Whether the reader is logged in; guests are asked to 'Log In to like a game'. */
  isLoggedIn: boolean;
  /** A member pressed like or unlike; the page toggles youVoted and votesCount. */
  onToggleLike?: ((game: Game) => void) | undefined;
  /** A guest chose to log in. */
  onLogIn?: (() => void) | undefined;
}

/** A game's like button with its count (spec §4 "Game like"), for game cards and the game page. */
export function GameLikeButton({ game, isLoggedIn, onToggleLike, onLogIn }: GameLikeButtonProps) {
  return (
    <LikeButton
      count={game.votesCount}
      liked={game.youVoted}
      isLoggedIn={isLoggedIn}
      logInText={GAME_MESSAGES.logInToLikeGame}
      onToggle={() => onToggleLike?.(game)}
      onLogIn={onLogIn}
    />
  );
}
