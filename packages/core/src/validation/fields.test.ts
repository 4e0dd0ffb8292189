import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  displayNameField,
  emailField,
  isValidPhone,
  lettersAndDigits,
  lettersOnly,
  maxLength,
  nameField,
  optionalId,
  optionalNameField,
  passwordField,
  phoneField,
  requiredId,
  requiredText,
  scoreField,
  stripLineBreaksAndTabs,
  zipField,
} from './fields';

/** The messages a schema gives for a value; [] when it passes. */
function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('required', () => {
  it.each([undefined, null, '', '   '])('says Required for %o', (value) => {
    expect(messages(requiredText(), value)).toEqual(['Required']);
  });

  it('trims what it keeps', () => {
    expect(requiredText().parse('  hi ')).toBe('hi');
  });
});

describe('emailField', () => {
  it.each([
    ['', ['Required']],
    ['coach', ['Must be valid email']],
    ['coach@', ['Must be valid email']],
    ['coach@school.org', []],
    [' Coach@School.org ', []],
    // 254 characters is the most mail can carry; one more is not an address.
    [`${'a'.repeat(64)}@${'b'.repeat(185)}.org`, []],
    [`${'a'.repeat(64)}@${'b'.repeat(186)}.org`, ['Must be valid email']],
  ])('%o gives %o', (value, expected) => {
    expect(messages(emailField(), value)).toEqual(expected);
  });

  it('lower-cases and trims', () => {
    expect(emailField().parse(' Coach@School.ORG ')).toBe('coach@school.org');
  });
});

describe('passwordField', () => {
  it.each([
    ['', ['Required']],
    ['short', ['Must be 8 characters or more']],
    ['12345678', []],
    ['x'.repeat(100), []],
    ['x'.repeat(101), ['Must be 100 characters or less']],
  ])('%o gives %o', (value, expected) => {
    expect(messages(passwordField(), value)).toEqual(expected);
  });

  it('keeps spaces, which are part of a password', () => {
    expect(passwordField().parse(' pass word ')).toBe(' pass word ');
  });
});

describe('scoreField', () => {
  it.each([
    [0, [], 0],
    [21, [], 21],
    ['14', [], 14],
    ['0', [], 0],
    // A score is a plain number (issue 30 point 11).
    [' 7 ', ['Must be valid score'], null],
    [' 1', ['Must be valid score'], null],
    ['01', ['Must be valid score'], null],
    ['00', ['Must be valid score'], null],
    [-1, ['Must be valid score'], null],
    [1.5, ['Must be valid score'], null],
    ['1.5', ['Must be valid score'], null],
    ['abc', ['Must be valid score'], null],
    ['', ['Must be valid score'], null],
  ])('%o gives %o', (value, expected, parsed) => {
    expect(messages(scoreField(), value)).toEqual(expected);
    if (parsed != null) expect(scoreField().parse(value)).toBe(parsed);
  });

  it('carries the game form message when asked', () => {
    expect(messages(scoreField('Score must be greater than or equal to 0'), -3)).toEqual([
      'Score must be greater than or equal to 0',
    ]);
  });
});

describe('zipField', () => {
  it.each([
    ['20814', []],
    ['20814-1234', []],
    ['2081', ['Must be valid Zip Code']],
    ['20814-12', ['Must be valid Zip Code']],
    ['abcde', ['Must be valid Zip Code']],
  ])('%o gives %o', (value, expected) => {
    expect(messages(zipField(), value)).toEqual(expected);
  });
});

describe('letters rules', () => {
  it.each([
    ['letters only', lettersOnly(), 'Bethesda', []],
    ['letters only', lettersOnly(), 'José', []],
    ['letters only', lettersOnly(), 'abc1', ['Must contain only letters']],
    ['letters only', lettersOnly(), 'a b', ['Must contain only letters']],
    ['letters and digits', lettersAndDigits(), 'Team2026', []],
    [
      'letters and digits',
      lettersAndDigits(),
      'Team-2026',
      ['Must contain only letters and digits'],
    ],
  ])('%s: %o gives %o', (_rule, schema, value, expected) => {
    expect(messages(schema, value)).toEqual(expected);
  });
});

describe('generic length', () => {
  it.each([
    ['max 1', maxLength(1), 'ab', ['Must be 1 character or less']],
    ['max 5', maxLength(5), 'abcdef', ['Must be 5 characters or less']],
  ])('%s: %o gives %o', (_rule, schema, value, expected) => {
    expect(messages(schema, value)).toEqual(expected);
  });
});

describe('nameField', () => {
  it.each([
    ['', ['Required']],
    ['Ana', []],
    ["O'Neil", []],
    ['Mary-Kate', []],
    ['De La Cruz', []],
    ['Zoë', []],
    ['R2D2', ['Must contain only letters']],
    ['Ana--Maria', ['Must contain only letters']],
    ['x'.repeat(51), ['Must be 50 characters or less']],
  ])('%o gives %o', (value, expected) => {
    expect(messages(nameField(), value)).toEqual(expected);
  });

  it('lets an optional name be blank', () => {
    expect(messages(optionalNameField(), '')).toEqual([]);
    expect(messages(optionalNameField(), undefined)).toEqual([]);
    expect(messages(optionalNameField(), 'R2')).toEqual(['Must contain only letters']);
  });
});

describe('displayNameField', () => {
  it.each([
    ['  Coach   K  ', 'Coach K'],
    ['J.R. Smith', 'J.R. Smith'],
    ['', undefined],
    ['   ', undefined],
    [undefined, undefined],
  ])('normalises %o to %o', (value, expected) => {
    expect(displayNameField().parse(value)).toBe(expected);
  });

  it.each([
    ['<script>', ["Must contain only letters, digits, spaces and . _ ' -"]],
    ['x'.repeat(51), ['Must be 50 characters or less']],
  ])('rejects %o', (value, expected) => {
    expect(messages(displayNameField(), value)).toEqual(expected);
  });
});

describe('phone', () => {
  it.each([
    ['301-555-0142', true],
    ['(301) 555-0142', true],
    ['13015550142', true],
    ['+44 20 7946 0958', true],
    ['301-555-014', false],
    ['123-555-0142', false],
    ['301-555-0142 ext', false],
  ])('%o is valid: %s', (value, expected) => {
    expect(isValidPhone(value)).toBe(expected);
  });

  it.each([
    ['', ['Required']],
    ['301555014', ['Must be 10 characters or more', 'Invalid phone number']],
    ['3015550142', []],
    ['+1 301 555 0142 99', ['Must be 15 characters or less']],
    ['+1 301', ['Must be 10 characters or more', 'Invalid phone number']],
  ])('phoneField(%o) gives %o', (value, expected) => {
    expect(messages(phoneField(), value)).toEqual(expected);
  });
});

describe('ids', () => {
  it.each([
    [3, [], 3],
    ['3', [], 3],
    ['', ['Required'], null],
    [null, ['Required'], null],
    ['x', ['Required'], null],
    [0, ['Required'], null],
    [2_147_483_647, [], 2_147_483_647],
    ['2147483648', ['Must be 2147483647 or less'], null],
    // Text Number() would read, but no id is written so.
    ['0x1f', ['Required'], null],
    [' 12 ', ['Required'], null],
    ['1e3', ['Required'], null],
    ['1.0', ['Required'], null],
  ])('requiredId(%o) gives %o', (value, expected, parsed) => {
    expect(messages(requiredId(), value)).toEqual(expected);
    if (parsed != null) expect(requiredId().parse(value)).toBe(parsed);
  });

  it.each([
    ['', null],
    [null, null],
    [undefined, null],
    ['4', 4],
  ])('optionalId(%o) is %o', (value, expected) => {
    expect(optionalId().parse(value)).toBe(expected);
  });

  it.each(['0x1f', ' 12 ', '1e3', '1.0', '-4'])('refuses the optional id %o', (value) => {
    expect(optionalId().safeParse(value).success).toBe(false);
  });

  it('refuses an optional id larger than the database holds', () => {
    expect(messages(optionalId(), '99999999999')).toEqual(['Must be 2147483647 or less']);
  });
});

describe('stripLineBreaksAndTabs', () => {
  it('removes what pasting carries', () => {
    expect(stripLineBreaksAndTabs('\tcoach@school.org\r\n')).toBe('coach@school.org');
  });
});
