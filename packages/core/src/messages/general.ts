/** Texts every screen uses: loading, failures, the chrome panels and their buttons (spec §2, §8). */
export const GENERAL_MESSAGES = {
  somethingWentWrong: 'Something went wrong.',
  reload: 'Reload',
  loading: 'Loading...',
  loadingError: 'Loading Error',
  unknownError: 'Unknown Error',
  notFound: 'Not Found',
  notAuthorized: 'Not Authorized',
  alreadyAuthorized: 'Already Authorized',
  pageNotFound: "(404) The page you've requested is not found.",
  retry: 'Retry',
  refresh: 'Refresh',
  loadMore: 'Load More',
  cancel: 'Cancel',
  messageSent: 'Message Sent',
  goHome: 'Go home',
} as const;
