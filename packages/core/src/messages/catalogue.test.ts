import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from './accounts';
import { FORUM_MESSAGES } from './forum';
import { GENERAL_MESSAGES } from './general';
import { SCHEDULE_MESSAGES } from './schedules';
import { GAME_MESSAGES, SCORE_MESSAGES } from './scores';
import { STANDINGS_MESSAGES } from './standings';
import {
  cantActOnPostMessage,
  confirmPostActionMessage,
  emptyLeagueScheduleMessage,
  MESSAGES,
  postPageErrorMessage,
  savedMessage,
} from './catalogue';

describe('message catalogue', () => {
  it.each([
    [cantActOnPostMessage('hide'), "Can't hide this post!"],
    [cantActOnPostMessage('report'), "Can't report this post!"],
    [confirmPostActionMessage('delete'), 'Are you sure that you want to delete this post?'],
    [savedMessage('Game', true), 'Game has been created successfully!'],
    [savedMessage('Event', false), 'Event has been updated successfully!'],
    [
      emptyLeagueScheduleMessage('info@example.com'),
      'Currently there are no games for this league. Want to add games? Contact us at info@example.com.',
    ],
    [postPageErrorMessage(undefined, undefined), '500 Unknown Error'],
    [postPageErrorMessage(404, 'Not Found'), '404 Not Found'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('keeps the spec’s exact texts', () => {
    expect(MESSAGES.pageNotFound).toBe("(404) The page you've requested is not found.");
    expect(MESSAGES.scoreSubmitted).toBe(
      'Thank you for submitting the score! The score will be reviewed and verified by a CSZ team member.',
    );
  });
});

describe('the catalogue areas', () => {
  it('never give two texts one key (a later area would silently replace an earlier one)', () => {
    const areas = [
      GENERAL_MESSAGES,
      SCORE_MESSAGES,
      GAME_MESSAGES,
      STANDINGS_MESSAGES,
      SCHEDULE_MESSAGES,
      ACCOUNT_MESSAGES,
      FORUM_MESSAGES,
    ];
    const keys = areas.flatMap((area) => Object.keys(area));
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(MESSAGES)).toHaveLength(keys.length);
  });
});
