/**
 * Texts of the scores lists and of games' states (spec §4, §8): what the scoreboard and its embed
 * show. The game page's and streams' texts are in GAME_MESSAGES, which embeds do not carry.
 */
export const SCORE_MESSAGES = {
  loadingGames: 'Loading Games...',
  noGamesFound: 'No Games Found',
  gamesLoadingFailed: 'Games Loading Failed',
  viewMoreGames: 'View More Games',
  noGamesToday: 'No games today',
  noGamesFoundLower: 'No games found',
  seeAllScores: 'See all scores',
  somethingWentWrongToday: 'Something went wrong',
  postponed: 'Postponed',
  canceled: 'Canceled',
} as const;

/** Texts of the game page, score reporting, the team calendar and streams (spec §4, §8). */
export const GAME_MESSAGES = {
  loadingStreams: 'Loading Streams...',
  noStreamsFound: 'No Streams Found',
  streamsLoadingFailed: 'Streams Loading Failed',
  failedToLoadGame: 'Failed to load game',
  gameNotFound: 'Game is not found',
  scoreSubmitted:
    'Thank you for submitting the score! The score will be reviewed and verified by a CSZ team member.',
  scoreUploadThanks: 'Thank you for providing information.',
  /** Ours (issue 16): a report that repeats a score staff verified adds nothing to decide. */
  scoreAlreadyVerified: 'This score has already been verified by CSZ staff.',
  /** Ours (issue 16): a report is taken once the game has started where it is played. */
  gameNotStarted: 'This game has not started yet: report its score once it is over.',
  /** Ours (issue 16): staff cannot put a score on a game that has become one without scores. */
  gameTakesNoScore:
    'This game takes no score now: it is a scrimmage, an event, postponed or canceled.',
  logInToLikeGame: 'Log In to like a game',
  ignoreDuplicates: 'Ignore Duplicates',
  gameDeleted: 'Game deleted successfully',
} as const;

/** '{type} has been created/updated successfully!' (spec §8). */
export function savedMessage(type: string, created: boolean): string {
  return `${type} has been ${created ? 'created' : 'updated'} successfully!`;
}
