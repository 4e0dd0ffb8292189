import type { Notification } from '../contract/accounts';
import { describeScheduleChange } from '../games/scheduleChanges';
import { gamePath, postPath } from '../routes/paths';

/**
 * What a notification says (spec §3 "Notification"): who liked, posted or commented on what, or,
 * for a GameChanged one, what changed in the game's schedule (core's one wording of it, which the
 * email says too).
 */
export function notificationText(n: Notification): string {
  if (n.type === 'GameChanged' && n.gameChange != null) return describeScheduleChange(n.gameChange);
  const who = n.authorName ?? 'Someone';
  const what = n.postName ? `“${n.postName}”` : n.gameId != null ? 'a game' : 'a post';
  if (n.type === 'Like') return `${who} liked ${what}`;
  if (n.type === 'NewComment') return `${who} commented on ${what}`;
  if (n.type === 'GameChanged') return `The schedule of ${what} changed`;
  return `${who} posted about ${what}`;
}

/** Where a notification leads: its post, else its game; null when it names neither. */
export function notificationHref(n: Notification): string | null {
  if (n.postId != null) return postPath(n.postId);
  return n.gameId != null ? gamePath(n.gameId) : null;
}
