import { describe, expect, it } from 'vitest';
import {
  MAX_NESTING,
  controlCharacterPath,
  hasControlCharacter,
  nestedDeeperThan,
  stripDirectionOverrides,
} from './controlCharacters';

describe('hasControlCharacter', () => {
  it.each(['\u0000', 'a\u0001b', '\u001b[31m', '\u007f', '\u0085', 'x\u000b'])(
    'finds one in %j',
    (text) => {
      expect(hasControlCharacter(text)).toBe(true);
    },
  );

  it.each(['', 'plain', 'tab\tand\nlines\r\n', 'Prince George’s', 'émoji 🏈', '\u00a0'])(
    'lets %j through',
    (text) => {
      expect(hasControlCharacter(text)).toBe(false);
    },
  );
});

describe('controlCharacterPath', () => {
  it('names the first bad string of a body, in arrays and keys too', () => {
    expect(controlCharacterPath({ email: 'a@b.co', subject: 'hi\u0000' })).toBe('subject');
    expect(controlCharacterPath({ scores: [{ score: 1 }, { note: 'x\u0000' }] })).toBe(
      'scores.1.note',
    );
    expect(controlCharacterPath({ 'bad\u0000key': 1 })).toBe('bad\u0000key');
    expect(controlCharacterPath('\u0000')).toBe('');
    expect(controlCharacterPath({ fine: ['a', 2, null, true] })).toBeNull();
  });
});

describe('nestedDeeperThan', () => {
  it('measures any depth without exhausting the stack', () => {
    const deep: unknown = JSON.parse('['.repeat(100_000) + ']'.repeat(100_000));
    expect(nestedDeeperThan(deep)).toBe(true);
  });

  it('lets the bodies the service takes through, and counts objects and arrays alike', () => {
    expect(nestedDeeperThan({ gameId: 1, scores: [{ gameResultId: 2, score: 3 }] })).toBe(false);
    expect(nestedDeeperThan('text')).toBe(false);
    expect(nestedDeeperThan(null)).toBe(false);
    let exactly: unknown = 1;
    for (let i = 0; i < MAX_NESTING; i++) exactly = i % 2 ? [exactly] : { a: exactly };
    expect(nestedDeeperThan(exactly)).toBe(false);
    expect(nestedDeeperThan([exactly])).toBe(true);
  });
});

describe('stripDirectionOverrides', () => {
  it('takes the overrides and isolates out of every string, keys too, and keeps marks', () => {
    expect(
      stripDirectionOverrides({
        message: 'Final \u202Eeroc\u202C',
        tags: ['\u2066a\u2069', 'b'],
        ['k\u202D']: 1,
        mark: 'a\u200Fb',
      }),
    ).toEqual({ message: 'Final eroc', tags: ['a', 'b'], k: 1, mark: 'a\u200Fb' });
  });
  it('keeps the secrets as they were typed: a password is compared, never shown', () => {
    const login = { email: 'a@example.com', password: 'right\u202Epassword1' };
    expect(stripDirectionOverrides(login)).toBe(login);
  });

  it('answers the value itself when it holds none', () => {
    const body = { message: 'Plain', list: [1, 'two'], nothing: null };
    expect(stripDirectionOverrides(body)).toBe(body);
  });
});
