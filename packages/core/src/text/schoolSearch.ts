/**
 * School search (spec §5 "Pickers"): a query matches a school when each of its words starts a word
 * of the school's name or short name, ignoring case, accents and punctuation, with 'st' read as
 * 'saint' and 'mt' as 'mount' (both ways: "St. Mary's" is found by "saint mary" and "st marys").
 */

const ABBREVIATIONS: Readonly<Record<string, string>> = { st: 'saint', mt: 'mount' };

function plainWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The words of a text: lower case, accents and punctuation removed, abbreviations expanded. */
export function searchWords(text: string): string[] {
  return plainWords(text).map((word) => ABBREVIATIONS[word] ?? word);
}

/** What school search reads of a school. */
export interface SearchableSchool {
  name: string;
  shortName?: string | null;
}

/**
 * The words of a query, each with the forms it may take: a typed 'st' may be 'saint' or the start
 * of a word such as 'stone'. A school matches when every word starts one of its words in some form.
 */
export function queryWordForms(query: string): string[][] {
  return plainWords(query).map((word) => {
    const expanded = ABBREVIATIONS[word];
    return expanded == null ? [word] : [word, expanded];
  });
}

/** Whether a query matches a school; an empty query matches nothing. */
export function schoolMatches(query: string, school: SearchableSchool): boolean {
  const wanted = queryWordForms(query);
  if (wanted.length === 0) return false;
  const words = [...searchWords(school.name), ...searchWords(school.shortName ?? '')];
  return wanted.every((forms) => words.some((w) => forms.some((form) => w.startsWith(form))));
}

/**
 * The schools a query finds, best first: names whose first word starts like the query's first word,
 * then the rest, each alphabetically; at most `limit` (the dropdown shows 5, spec §9).
 */
export function searchSchools<T extends SearchableSchool>(
  query: string,
  schools: readonly T[],
  limit = 5,
): T[] {
  const first = searchWords(query)[0] ?? '';
  const rank = (school: T) => (searchWords(school.name)[0]?.startsWith(first) ? 0 : 1);
  return schools
    .filter((school) => schoolMatches(query, school))
    .sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name, 'en-US'))
    .slice(0, limit);
}
