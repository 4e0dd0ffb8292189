import { describe, expect, it } from 'vitest';
import { queryWordForms, schoolMatches, searchSchools, searchWords } from './schoolSearch';

const schools = [
  { name: "St. Mary's Ryken High School", shortName: "St. Mary's Ryken" },
  { name: 'Mount Saint Joseph High School', shortName: 'MSJ' },
  { name: 'Mt. Hebron High School', shortName: 'Mt. Hebron' },
  { name: 'Stone Ridge School of the Sacred Heart', shortName: 'Stone Ridge' },
  { name: 'Bethesda-Chevy Chase High School', shortName: 'B-CC' },
  { name: 'Walt Whitman High School', shortName: 'Whitman' },
  { name: 'Col. Zadok Magruder High School', shortName: 'Magruder' },
  { name: 'Académie Saint-Laurent', shortName: null },
];

describe('schoolMatches', () => {
  it.each([
    ['st marys', "St. Mary's Ryken High School", true],
    ['saint mary', "St. Mary's Ryken High School", true],
    ["St. Mary's", "St. Mary's Ryken High School", true],
    ['mt hebron', 'Mt. Hebron High School', true],
    ['mount hebron', 'Mt. Hebron High School', true],
    ['mt saint', 'Mount Saint Joseph High School', true],
    ['st', 'Stone Ridge School of the Sacred Heart', true],
    ['sto rid', 'Stone Ridge School of the Sacred Heart', true],
    ['chevy', 'Bethesda-Chevy Chase High School', true],
    ['bcc', 'Bethesda-Chevy Chase High School', false],
    ['b cc', 'Bethesda-Chevy Chase High School', true],
    ['whit', 'Walt Whitman High School', true],
    ['hitman', 'Walt Whitman High School', false],
    ['magruder col', 'Col. Zadok Magruder High School', true],
    ['academie', 'Académie Saint-Laurent', true],
    ['st laurent', 'Académie Saint-Laurent', true],
    ['', 'Walt Whitman High School', false],
    ['  .,', 'Walt Whitman High School', false],
  ])('%o matches %s: %s', (query, name, expected) => {
    const school = schools.find((s) => s.name === name)!;
    expect(schoolMatches(query, school)).toBe(expected);
  });

  it('matches short names too', () => {
    expect(schoolMatches('msj', schools[1]!)).toBe(true);
  });
});

describe('searchSchools', () => {
  it('puts names starting with the query first, then alphabetical, five at most', () => {
    expect(searchSchools('high', schools).map((s) => s.shortName)).toEqual([
      'B-CC',
      'Magruder',
      'MSJ',
      'Mt. Hebron',
      "St. Mary's Ryken",
    ]);
    expect(searchSchools('saint', schools).map((s) => s.shortName)).toEqual([
      "St. Mary's Ryken",
      null,
      'MSJ',
    ]);
  });

  it('honours a limit', () => {
    expect(searchSchools('school', schools, 2)).toHaveLength(2);
  });
});

describe('searchWords', () => {
  it('folds case, accents, punctuation and abbreviations', () => {
    expect(searchWords("St. Mary's — Mt.  Airy")).toEqual(['saint', 'marys', 'mount', 'airy']);
  });
});

describe('queryWordForms', () => {
  it('gives each word of a query its forms', () => {
    expect(queryWordForms("St. Mary's mt")).toEqual([['st', 'saint'], ['marys'], ['mt', 'mount']]);
    expect(queryWordForms('  ')).toEqual([]);
  });
});
