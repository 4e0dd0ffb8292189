import { describe, expect, it } from 'vitest';
import { firstUploadStep, uploadCanEdit, type UploadReader } from './scoreUpload';

const TODAY = '2025-11-20';
const game = (over: Partial<Parameters<typeof uploadCanEdit>[0]> = {}) => ({
  gameType: 'Game' as const,
  status: 'Active' as const,
  eventDate: TODAY,
  ...over,
});

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
    ['a game still to come', game({ eventDate: '2025-11-21' }), 'link', false],
    ['a scrimmage', game({ gameType: 'Scrimmage' }), 'link', false],
    ['a custom event', game({ gameType: null }), 'member', false],
    ['a postponed game', game({ status: 'Postponed' }), 'link', false],
  ])('%s: %s', (_name, subject, reader, editable) => {
    expect(uploadCanEdit(subject, TODAY, reader)).toBe(editable);
  });
});

describe('firstUploadStep', () => {
  it("opens on 'edit' where any team's score may be entered, else on 'posted'", () => {
    expect(firstUploadStep({ teams: [{ canEdit: true }, { canEdit: true }] })).toBe('edit');
    expect(firstUploadStep({ teams: [{ canEdit: false }, { canEdit: false }] })).toBe('posted');
    expect(firstUploadStep({ teams: [] })).toBe('posted');
  });
});
