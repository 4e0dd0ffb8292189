import type { DateString } from '../dates/dateStrings';
import { allowsScoreSubmission, hasStarted, type GameStart } from '../games/scoreLabel';
import type { GameStatus, GameType } from '../games/gameTypes';

/**
 * The score upload page (spec §2 `/uploadScores/:id`, §4 "Score upload page"): who may enter a
 * score there, and the page's texts. The server marks each team's canEdit with this rule and the
 * page shows inputs only where it says so (spec §6 "Score upload rows editable only where server
 * marks canEdit").
 */

/** Who reads the page: through a valid upload link, a logged-in member, or nobody known. */
export type UploadReader = 'link' | 'member' | null;

/**
 * Whether a reader may enter a game's score on the upload page: the game takes scores (an active
 * Game or Tournament game that has started; never a scrimmage or an event), and the reader can be
 * named: a valid upload link for this game, or a logged-in member. A guest is asked to log in.
 */
export function uploadCanEdit(
  game: { gameType: GameType | null; status: GameStatus } & GameStart,
  today: DateString,
  now: Date,
  reader: UploadReader,
): boolean {
  return reader != null && allowsScoreSubmission(game, today) && hasStarted(game, now);
}

/** The steps of the upload page (spec §4): enter the score, add more, thanks. */
export type UploadStep = 'edit' | 'posted' | 'thanks';

/**
 * The step the page opens on (spec §4): 'edit' where the reader may enter the score, and for a
 * guest where the game takes one (the step asks them to log in); else 'posted' (the score is up or
 * the game takes none), where they can still add a message and photos.
 */
export function firstUploadStep(
  game: { canSubmitScores: boolean; teams: readonly { canEdit: boolean }[] },
  reader: UploadReader,
): UploadStep {
  if (reader == null) return game.canSubmitScores ? 'edit' : 'posted';
  return game.teams.some((t) => t.canEdit) ? 'edit' : 'posted';
}

/** The texts of the score upload page; the spec's, word for word, where it gives them. */
export const UPLOAD_MESSAGES = {
  post: 'POST',
  addMoreInfo: 'Add more info',
  submit: 'SUBMIT',
  thanks: 'Thank you for providing information.',
  goHome: 'Go home',
  // Texts below are not given by the spec.
  alreadyPosted: 'The score of this game is already posted.',
  reportTitle: 'Report the final score',
  logInToReport: 'Log in to report the score',
  messageLabel: 'Message',
  photosLabel: 'Photos',
  addSomething: 'Write a message or add a photo',
  linkExpired: 'This upload link has expired. Log in to report the score.',
  linkInvalid: 'This upload link is not valid for this game. Log in to report the score.',
  linkMemberInactive: 'The account this upload link was made for is not active.',
} as const;

/**
 * Where a game post's photos live: the pictures our upload (POST upload/images) stored, named at
 * random, so a post can only point at pictures that were checked and re-encoded here.
 */
export const UPLOADED_IMAGE_URL = /^\/uploads\/posts\/[0-9a-f]{32}\.webp$/;
