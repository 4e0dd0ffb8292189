import { describe, expect, it } from 'vitest';
import { isSeason, seasonLabel, seasonOf, seasonsList, seasonWindow } from './seasons';

describe('seasonOf', () => {
  it.each([
    ['2025-06-30', '2024-2025'],
    ['2025-07-01', '2025-2026'],
    ['2025-11-01', '2025-2026'],
    ['2026-06-30', '2025-2026'],
    ['2026-11-20', '2026-2027'],
    ['2013-01-15', '2012-2013'],
  ])('puts %s in %s (rollover on 1 July)', (date, season) => {
    expect(seasonOf(date)).toBe(season);
  });
});

describe('seasonsList', () => {
  it('runs from 2012-2013 to the season after the current one', () => {
    const list = seasonsList('2026-11-20');
    expect(list[0]).toBe('2012-2013');
    expect(list.at(-1)).toBe('2027-2028');
    expect(list).toHaveLength(16);
  });

  it('gives the spec time its current season and the next one', () => {
    expect(seasonsList('2026-03-01').slice(-2)).toEqual(['2025-2026', '2026-2027']);
  });
});

describe('seasonLabel', () => {
  it.each([
    ['2025-2026', '25-26'],
    ['2012-2013', '12-13'],
    ['2099-2100', '99-00'],
  ])('shortens %s to %s', (season, label) => {
    expect(seasonLabel(season)).toBe(label);
  });
});

describe('seasonWindow', () => {
  it('covers 1 January of the first year to 31 December of the second', () => {
    expect(seasonWindow('2025-2026')).toEqual({ from: '2025-01-01', to: '2026-12-31' });
  });
});

describe('isSeason', () => {
  it.each([
    ['2025-2026', true],
    ['2025-2027', false],
    ['2025/2026', false],
    ['25-26', false],
    ['', false],
  ])('%s is a season: %s', (value, expected) => {
    expect(isSeason(value)).toBe(expected);
  });
});
