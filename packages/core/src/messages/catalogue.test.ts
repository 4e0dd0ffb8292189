import { describe, expect, it } from 'vitest';
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
