import { ACCOUNT_MESSAGES } from './accounts';
import { FORUM_MESSAGES } from './forum';
import { GENERAL_MESSAGES } from './general';
import { SCHEDULE_MESSAGES } from './schedules';
import { GAME_MESSAGES, SCORE_MESSAGES } from './scores';
import { STANDINGS_MESSAGES } from './standings';

/**
 * The exact texts of the error catalogue (spec §8) and the screens' fixed messages (spec §2, §4).
 * They are part of the product: widgets, the site and the embeds read them from here. Each area's
 * texts live in a module of their own, so that an embed carries only those it shows.
 */
export const MESSAGES = {
  ...GENERAL_MESSAGES,
  ...SCORE_MESSAGES,
  ...GAME_MESSAGES,
  ...STANDINGS_MESSAGES,
  ...SCHEDULE_MESSAGES,
  ...ACCOUNT_MESSAGES,
  ...FORUM_MESSAGES,
} as const;

// Texts with a part that varies, each beside its area's texts.
export { accountLockedMessage, tooManyAttemptsMessage } from './accounts';
export { cantActOnPostMessage, confirmPostActionMessage, postPageErrorMessage } from './forum';
export { emptyLeagueScheduleMessage } from './schedules';
export { savedMessage } from './scores';
