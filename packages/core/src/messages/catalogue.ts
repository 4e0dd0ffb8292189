/**
 * The exact texts of the error catalogue (spec §8) and the screens' fixed messages (spec §2, §4).
 * They are part of the product: widgets, the site and the embeds read them from here.
 */
export const MESSAGES = {
  somethingWentWrong: 'Something went wrong.',
  somethingWentWrongToday: 'Something went wrong',
  reload: 'Reload',
  loading: 'Loading...',
  loadingError: 'Loading Error',
  unknownError: 'Unknown Error',
  notFound: 'Not Found',
  notAuthorized: 'Not Authorized',
  alreadyAuthorized: 'Already Authorized',
  pageNotFound: "(404) The page you've requested is not found.",
  createPostFailed: 'Could not load create a post component',
  cantLoadData: "Can't load data",
  noDataAvailable: 'No data available',
  messageSent: 'Message Sent',
  passwordChanged: 'Your Password Was Changed Successfully.',
  resetCodeSent: 'Reset Code Was Sent.',
  noUpdatesYet: 'No updates yet',
  quietHere: "It's quiet here... start a post!",
  loadingGames: 'Loading Games...',
  noGamesFound: 'No Games Found',
  gamesLoadingFailed: 'Games Loading Failed',
  viewMoreGames: 'View More Games',
  refresh: 'Refresh',
  retry: 'Retry',
  noGamesToday: 'No games today',
  noGamesFoundLower: 'No games found',
  seeAllScores: 'See all scores',
  loadingStreams: 'Loading Streams...',
  noStreamsFound: 'No Streams Found',
  streamsLoadingFailed: 'Streams Loading Failed',
  loadingSchedules: 'Loading Schedules...',
  noSchedulesFound: 'No Schedules Found',
  schedulesLoadingFailed: 'Schedules Loading Failed',
  selectSchool: 'Select School to View Schedules',
  standingsLoadingFailed: 'Standings Loading Failed',
  noStandingsData: 'No data found',
  loadingPlayoffs: 'Loading Playoffs...',
  noPlayoffsFound: 'No Playoffs Found',
  playoffsLoadingFailed: 'Playoffs Loading Failed',
  failedToLoadGame: 'Failed to load game',
  gameNotFound: 'Game is not found',
  goHome: 'Go home',
  scoreSubmitted:
    'Thank you for submitting the score! The score will be reviewed and verified by a CSZ team member.',
  scoreUploadThanks: 'Thank you for providing information.',
  accountNotActive: 'Your account is not active at this time. Please Contact Us',
  logInFailure: 'Log In Failure',
  signUpFailure: 'Sign Up Failure',
  recoveryCheckFailure: 'Recovery check Failure',
  afTokenFailure: 'Get AF Token Failure',
  emailAndPasswordRequired: 'Email and Password are required',
  emailAreRequired: 'Email are required',
  userInvited: 'User invited successfully.',
  roleDeleted: 'Role successfully deleted.',
  gameDeleted: 'Game deleted successfully',
  signedUp: 'Signed Up Successfully',
  loggedIn: 'Logged In Successfully',
  ignoreDuplicates: 'Ignore Duplicates',
  cancel: 'Cancel',
  postHidden: 'Post successfully hidden!',
  postReported: 'Post successfully reported!',
  postDeleted: 'Post successfully deleted!',
  cantDeletePost: "Can't delete this post!",
  warningTitle: 'warning!',
  pinning: 'Pinning...',
  unpinning: 'Unpinning...',
  logInToLikeGame: 'Log In to like a game',
  noCoachOnFile: "Uh oh! There's no coach on file",
  noAffiliations:
    "Your account has no affiliated teams or organizations. Click the 'Add More Roles' button to complete account setup",
  noNotifications: "You don't have any notifications yet.",
  spiritPointsGuest: 'CREATE AN ACCOUNT TO START EARNING SPIRIT POINTS',
  joinForUpdates: 'Join for personalized team and school updates',
  postponed: 'Postponed',
  canceled: 'Canceled',
  seeMoreActivity: 'See more activity',
  myNotifications: 'My Notifications',
  loadMore: 'Load More',
  addMoreRoles: 'Add More Roles',
  startAPost: 'Start a post',
  pointsEarnedByMonth: 'Points Earned by Month',
  // Texts below are not given by the spec; they follow its wording.
  wrongCredentials: 'Wrong email or password',
  loginRequired: 'Log in to continue',
  forbidden: "You don't have permission to do that",
  sessionExpired: 'Your session has ended. Log in again',
  restoreSent: 'If this account can be restored, a link to restore it is on its way.',
  logInToLikePost: 'Log In to like a post',
  logInToComment: 'Log In to comment',
} as const;

/** The 429 answer's text: 'Too many attempts. Try again in N minute(s).' */
export function tooManyAttemptsMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** 'Can't hide this post!' or 'Can't report this post!' (spec §8). */
export function cantActOnPostMessage(action: 'hide' | 'report'): string {
  return `Can't ${action} this post!`;
}

/** The confirmation dialog text for a post action (spec §8). */
export function confirmPostActionMessage(action: string): string {
  return `Are you sure that you want to ${action} this post?`;
}

/** '{type} has been created/updated successfully!' (spec §8). */
export function savedMessage(type: string, created: boolean): string {
  return `${type} has been ${created ? 'created' : 'updated'} successfully!`;
}

/** The empty-league schedule text with the contact address (spec §8). */
export function emptyLeagueScheduleMessage(email: string): string {
  return `Currently there are no games for this league. Want to add games? Contact us at ${email}.`;
}

/** The post page's failure line: '{status or 500} {message or Unknown Error}' (spec §8). */
export function postPageErrorMessage(
  status: number | undefined,
  message: string | undefined,
): string {
  return `${status ?? 500} ${message || MESSAGES.unknownError}`;
}
