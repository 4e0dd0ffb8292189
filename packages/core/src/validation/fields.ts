import { z } from 'zod';
import { MAX_ID } from '../contract/primitives';
import { normalizeDisplayName } from './inputRules';
import { readScore } from './scoreEntries';

export { normalizeDisplayName } from './inputRules';
import { LENGTHS } from '../constants';
import { maxLengthMessage, minLengthMessage, VALIDATION } from './messages';

/**
 * Field rules of spec §5 as zod schemas. Each carries the spec's exact message, and a value that is
 * missing (undefined, null, empty or blank) gets 'Required' and nothing else.
 */

/** A required text, trimmed; 'Required' when empty, undefined or null. */
export function requiredText(message: string = VALIDATION.required) {
  return z.string({ error: message }).trim().min(1, { error: message, abort: true });
}

/** A text that may be left blank; blank becomes undefined. */
export function optionalText() {
  return z
    .string()
    .trim()
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined));
}

/** A text no longer than n characters. */
export function maxLength(n: number) {
  return z.string().max(n, maxLengthMessage(n));
}

const EMAIL_FORMAT = z.email();

/** A required, valid email address (spec §5 "Email"), trimmed and lower-cased. */
export function emailField(
  invalidMessage: string = VALIDATION.email,
  requiredMessage: string = VALIDATION.required,
) {
  return requiredText(requiredMessage)
    .refine((v) => v.length <= LENGTHS.emailMax && EMAIL_FORMAT.safeParse(v).success, {
      error: invalidMessage,
      abort: true,
    })
    .transform((v) => v.toLowerCase());
}

/** A password of 8 to 100 characters (spec §5 "Password"); never trimmed. */
export function passwordField() {
  return z
    .string({ error: VALIDATION.required })
    .min(1, { error: VALIDATION.required, abort: true })
    .min(LENGTHS.passwordMin, minLengthMessage(LENGTHS.passwordMin))
    .max(LENGTHS.passwordMax, maxLengthMessage(LENGTHS.passwordMax));
}

/** A required password of any length, as the login form checks it. */
export function requiredPassword() {
  return z.string({ error: VALIDATION.required }).min(1, VALIDATION.required);
}

/**
 * A score as the API takes it: a whole number from 0 (spec §5 "Score"); text such as '12' is
 * accepted, written as a number is ('0', '12'), never ' 1', '01' or '00' (issue 30 point 11: a
 * score is a plain number, stored and shown as sent). What a reader types is read by the forms
 * (core's readScore), which send numbers.
 */
export function scoreField(message: string = VALIDATION.score) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^(0|[1-9]\d*)$/, message)
          .transform(Number),
      ],
      {
        error: message,
      },
    )
    .pipe(z.number({ error: message }).refine((n) => readScore(n) != null, message));
}

const ZIP = /^\d{5}(-\d{4})?$/;

/** A zip code, 5 digits or 5+4 with a dash (spec §5 "Zip"). */
export function zipField() {
  return requiredText().regex(ZIP, VALIDATION.zip);
}

const LETTERS = /^\p{L}+$/u;
const LETTERS_AND_DIGITS = /^[\p{L}\p{N}]+$/u;

/** Letters only (spec §5): any alphabet's letters, nothing else. */
export function lettersOnly() {
  return z.string().regex(LETTERS, VALIDATION.lettersOnly);
}

/** Letters and digits only (spec §5). */
export function lettersAndDigits() {
  return z.string().regex(LETTERS_AND_DIGITS, VALIDATION.lettersAndDigits);
}

/**
 * Letters, where a name may also join words with a single space, hyphen or apostrophe
 * ("Mary-Kate", "O'Neil", "De La Cruz"): spec §5's letters-only rule, read so that real names pass.
 */
const NAME = /^\p{L}+(?:[ '\u2019-]\p{L}+)*$/u;

/** A name-like field: required, up to 50, letters only (spec §5 "Name-like"). */
export function nameField() {
  return requiredText()
    .max(LENGTHS.nameMax, maxLengthMessage(LENGTHS.nameMax))
    .regex(NAME, VALIDATION.lettersOnly);
}

/** An optional name-like field: blank is fine, otherwise as {@link nameField}. */
export function optionalNameField() {
  return z
    .string()
    .trim()
    .max(LENGTHS.nameMax, maxLengthMessage(LENGTHS.nameMax))
    .refine((v) => v === '' || NAME.test(v), VALIDATION.lettersOnly)
    .optional()
    .nullable();
}

// The spec does not show the display-name rule's bounds; we allow up to 50 of letters, digits,
// spaces and . _ ' - so that handles like "Coach_K" and "J.R. Smith" pass.
const DISPLAY_NAME = /^[\p{L}\p{N} ._'\u2019-]+$/u;

/** An optional display name; blank means the real name is used (spec §5 "Sign-up"). */
export function displayNameField() {
  return z
    .string()
    .transform(normalizeDisplayName)
    .pipe(
      z
        .string()
        .max(LENGTHS.nameMax, maxLengthMessage(LENGTHS.nameMax))
        .refine((v) => v === '' || DISPLAY_NAME.test(v), VALIDATION.displayName),
    )
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined));
}

/**
 * A phone number of 10 to 15 characters (spec §5 "Profile"): digits with optional spaces, dashes,
 * dots, brackets and a leading +. US numbers are the default: 10 digits, or 11 starting with 1.
 */
export function phoneField() {
  return requiredText()
    .min(LENGTHS.phoneMin, minLengthMessage(LENGTHS.phoneMin))
    .max(LENGTHS.phoneMax, maxLengthMessage(LENGTHS.phoneMax))
    .refine(isValidPhone, VALIDATION.invalidPhone);
}

/** Whether a phone number is dialable: a US number, or an international one starting with +. */
export function isValidPhone(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '');
  if (value.trim().startsWith('+')) return digits.length >= 8 && digits.length <= 15;
  return (
    /^[2-9]\d{2}[2-9]\d{6}$/.test(digits) ||
    (digits.length === 11 && /^1[2-9]\d{2}[2-9]\d{6}$/.test(digits))
  );
}

/** Ids fit the database's integer columns: a larger one is refused, never a 500. */
const TOO_BIG_ID = `Must be ${MAX_ID} or less`;

/**
 * An id written as text: decimal digits only, as a form's select gives it. `Number` would also read
 * '0x1f', ' 12 ', '1e3' and '1.0', which name no id the way they are written.
 */
const DIGITS = /^\d+$/;

/** A required choice (select, radio): 'Required' when nothing is chosen. */
export function requiredId(message: string = VALIDATION.required) {
  return z
    .union([z.number(), z.string().regex(DIGITS, message)], { error: message })
    .transform(Number)
    .pipe(z.number({ error: message }).int(message).positive(message).max(MAX_ID, TOO_BIG_ID));
}

/** A choice that may be left empty: null, undefined and '' become null. */
export function optionalId() {
  return z
    .union([z.number(), z.literal(''), z.string().regex(DIGITS), z.null()])
    .optional()
    .transform((v) => (v === '' || v == null ? null : Number(v)))
    .pipe(z.number().int().positive().max(MAX_ID, TOO_BIG_ID).nullable());
}

/** Removes line breaks and tabs, which pasted emails and passwords carry (spec §5 "Login"). */
export function stripLineBreaksAndTabs(value: string): string {
  return value.replace(/[\r\n\t]/g, '');
}
