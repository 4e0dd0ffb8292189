import { searchWords } from '@csz/core';

/** Words that say what kind of school it is rather than which one. */
const GENERIC_WORDS = new Set(['high', 'school', 'hs', 'senior', 'sr', 'the', 'secondary', 'jr']);

/** A trailing state in brackets, as files write out-of-state teams: 'Coeburn (VA)', 'Coeburn (VA'. */
const STATE_SUFFIX = /\s*\(\s*([A-Za-z]{2})\s*\)?\s*$/;

/** Splits a team name as files write it into the name and a trailing state code, if any. */
export function splitStateSuffix(name: string): { name: string; state: string | null } {
  const match = STATE_SUFFIX.exec(name);
  if (match == null) return { name: name.trim(), state: null };
  return { name: name.slice(0, match.index).trim(), state: match[1]!.toUpperCase() };
}

/**
 * The key a school name is matched on within a state: the words of core's school search (case,
 * accents, punctuation and 'St.'/'Saint' folded) without generic words like 'High School', so
 * "St. James (MD)", "Saint James High School" and "ST JAMES" are one school.
 */
export function schoolNameKey(name: string): string {
  const words = searchWords(splitStateSuffix(name).name).filter((w) => !GENERIC_WORDS.has(w));
  return words.join(' ') || searchWords(name).join(' ');
}

/** The text school search's SQL prefilter reads: the search words of a name and a short name. */
export function schoolSearchText(name: string, shortName: string): string {
  return [...searchWords(name), ...searchWords(shortName)].join(' ');
}
