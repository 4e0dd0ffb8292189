import { formatNumber } from '@csz/core/display';
import { Popover } from './Popover';

/** Props of {@link LikeButton}. */
export interface LikeButtonProps {
  /** How many likes there are. */
  count: number;
  /** Whether the reader likes it. */
  liked: boolean;
  /** Whether the reader is logged in; a guest's press opens a pop-over asking them to log in. */
  isLoggedIn: boolean;
  /** The pop-over's text for guests ('Log In to like a game'). */
  logInText: string;
  /** A member pressed like or unlike. */
  onToggle?: (() => void) | undefined;
  /** A guest chose to log in from the pop-over. */
  onLogIn?: (() => void) | undefined;
  /** Class names of the button. @default 'csz-button csz-button--quiet csz-like' */
  className?: string;
}

function HeartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M12 21s-7.5-4.6-9.5-9.1C1.1 8.6 3.2 5 6.7 5c2 0 3.5 1.1 4.3 2.5C11.8 6.1 13.3 5 15.3 5c3.5 0 5.6 3.6 4.2 6.9C19.5 16.4 12 21 12 21z"
        fill="currentColor"
      />
    </svg>
  );
}

/**
 * A like button with its count (spec §4 "Game like", "Post like"): pressed when the reader likes
 * it; the page changes the count at once and then sends it. Guests get a pop-over asking them to
 * log in. Read as 'Like, 1,284 likes'.
 */
export function LikeButton({
  count,
  liked,
  isLoggedIn,
  logInText,
  onToggle,
  onLogIn,
  className = 'csz-button csz-button--quiet csz-like',
}: LikeButtonProps) {
  const content = (
    <>
      <HeartIcon />
      <span className="csz-visually-hidden">Like, </span>
      {formatNumber(count)}
      <span className="csz-visually-hidden">{count === 1 ? ' like' : ' likes'}</span>
    </>
  );
  if (!isLoggedIn) {
    return (
      <Popover buttonClassName={className} label={content}>
        <p className="csz-like__login-text">{logInText}</p>
        <button type="button" className="csz-button" onClick={() => onLogIn?.()}>
          Log In
        </button>
      </Popover>
    );
  }
  return (
    <button type="button" className={className} aria-pressed={liked} onClick={() => onToggle?.()}>
      {content}
    </button>
  );
}
