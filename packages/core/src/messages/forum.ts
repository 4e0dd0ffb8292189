import { GENERAL_MESSAGES } from './general';

/** Texts of The Zone, notifications and Spirit Points (spec §2, §4, §8). */
export const FORUM_MESSAGES = {
  createPostFailed: 'Could not load create a post component',
  cantLoadData: "Can't load data",
  noDataAvailable: 'No data available',
  noUpdatesYet: 'No updates yet',
  quietHere: "It's quiet here... start a post!",
  postHidden: 'Post successfully hidden!',
  postReported: 'Post successfully reported!',
  postDeleted: 'Post successfully deleted!',
  cantDeletePost: "Can't delete this post!",
  warningTitle: 'warning!',
  pinning: 'Pinning...',
  unpinning: 'Unpinning...',
  noAffiliations:
    "Your account has no affiliated teams or organizations. Click the 'Add More Roles' button to complete account setup",
  noNotifications: "You don't have any notifications yet.",
  spiritPointsGuest: 'CREATE AN ACCOUNT TO START EARNING SPIRIT POINTS',
  seeMoreActivity: 'See more activity',
  myNotifications: 'My Notifications',
  startAPost: 'Start a post',
  pointsEarnedByMonth: 'Points Earned by Month',
  // Texts below are not given by the spec; they follow its wording.
  logInToLikePost: 'Log In to like a post',
  logInToComment: 'Log In to comment',
  // Deleting a comment is confirmed as deleting a post is (spec §8's dialog, for a comment).
  confirmDeleteComment: 'Are you sure that you want to delete this comment?',
  // The search page has no post box: its empty text says what happened, not 'start a post'.
  noSearchMatches: 'No posts match your search.',
} as const;

/** 'Can't hide this post!' or 'Can't report this post!' (spec §8). */
export function cantActOnPostMessage(action: 'hide' | 'report'): string {
  return `Can't ${action} this post!`;
}

/** The confirmation dialog text for a post action (spec §8). */
export function confirmPostActionMessage(action: string): string {
  return `Are you sure that you want to ${action} this post?`;
}

/** The post page's failure line: '{status or 500} {message or Unknown Error}' (spec §8). */
export function postPageErrorMessage(
  status: number | undefined,
  message: string | undefined,
): string {
  return `${status ?? 500} ${message || GENERAL_MESSAGES.unknownError}`;
}
