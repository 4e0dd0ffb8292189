import { LENGTHS } from '../constants';

/** Keeps only the digits of what was typed (spec §5 "Input cleaners"). */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** Keeps digits and dashes, and at most 10 digits, as the phone input does (spec §5). */
export function cleanPhoneInput(value: string): string {
  let digits = 0;
  let out = '';
  for (const ch of value) {
    if (ch === '-') out += ch;
    else if (/\d/.test(ch) && digits < LENGTHS.phoneCleanerDigits) {
      out += ch;
      digits += 1;
    }
  }
  return out;
}

/** Keeps at most four digits, as score and year inputs do (spec §5 "4-digit limit"). */
export function fourDigits(value: string): string {
  return digitsOnly(value).slice(0, 4);
}
