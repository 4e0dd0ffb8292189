import { describe, expect, it } from 'vitest';
import { firstUploadStep, uploadCanEdit, type UploadReader } from './scoreUpload';

const TODAY = '2025-11-20';
const game = (over: Partial<Parameters<typeof uploadCanEdit>[0]> = {}) => ({
  gameType: 'Game' as const,
  status: 'Active' as const,
  eventDate: TODAY,
  startTime: '19:00:00',
  startTimeUnknown: false,
  isTBD: false,
  tz: 'America/New_York',
  ...over,
});
/** 8 pm in New York on TODAY: the game of 7 pm has started. */
const NOW = new Date(`${TODAY}T20:00:00-05:00`);

describe('uploadCanEdit', () => {
  it.each<[string, Parameters<typeof uploadCanEdit>[0], UploadReader, boolean]>([
    ["a link's reader, a game played today", game(), 'link', true],
    [
      'a member, a tournament game of yesterday',
      game({ gameType: 'Tournament', eventDate: '2025-11-19' }),
      'member',
      true,
    ],
    ['a guest', game(), null, false],
    ['a game of tonight not started yet', game({ startTime: '21:00:00' }), 'link', false],
    ['a game still to come', game({ eventDate: '2025-11-21' }), 'link', false],
    ['a scrimmage', game({ gameType: 'Scrimmage' }), 'link', false],
    ['a custom event', game({ gameType: null }), 'member', false],
    ['a postponed game', game({ status: 'Postponed' }), 'link', false],
  ])('%s: %s', (_name, subject, reader, editable) => {
    expect(uploadCanEdit(subject, TODAY, NOW, reader)).toBe(editable);
  });
});

describe('firstUploadStep', () => {
  const teams = (canEdit: boolean) => [{ canEdit }, { canEdit }];
  it.each<[string, boolean, boolean, UploadReader, string]>([
    ['a reader who may enter the score', true, true, 'link', 'edit'],
    ['a member whose game takes no score', false, false, 'member', 'posted'],
    ['a guest, asked to log in on the first step', true, false, null, 'edit'],
    ['a guest, on a game that takes no score', false, false, null, 'posted'],
  ])('opens for %s', (_name, canSubmitScores, canEdit, reader, step) => {
    expect(firstUploadStep({ canSubmitScores, teams: teams(canEdit) }, reader)).toBe(step);
  });
});
