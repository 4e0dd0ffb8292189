import { describe, expect, it } from 'vitest';
import {
  scoreAccuracy,
  SPIRIT_POINT_TYPE_IDS,
  SPIRIT_POINT_TYPES,
  daysStreak,
  SPIRIT_POINT_VALUES,
  SPIRIT_POINTS,
  SPIRIT_POINT_SOURCES,
  NOT_EARNABLE_SPIRIT_POINT_TYPES,
  type SpiritPointSource,
} from './spiritPoints';

describe('Spirit Points types', () => {
  it('has the 23 types 0 to 22', () => {
    expect(SPIRIT_POINT_TYPE_IDS).toEqual(Array.from({ length: 23 }, (_, i) => i));
  });

  it.each([
    [0, 'Downloaded the iOS app'],
    [9, 'Posted with 5 pictures'],
    [16, 'Reported a correct score'],
    [22, 'Liked a game'],
  ] as const)('type %i means %s', (type, label) => {
    expect(SPIRIT_POINT_TYPES[type]).toBe(label);
  });
});

describe('scoreAccuracy', () => {
  it.each([
    [0, 0, '0/0', 100],
    [3, 1, '3/4', 75],
    [2, 1, '2/3', 67],
  ])('%i right and %i wrong read %s, %i%%', (right, wrong, label, percent) => {
    expect(scoreAccuracy(right, wrong)).toEqual({ label, percent });
  });
});

describe('daysStreak', () => {
  it('counts the days in a row ending today', () => {
    expect(daysStreak(['2026-11-24', '2026-11-23', '2026-11-22', '2026-11-20'], '2026-11-24')).toBe(
      3,
    );
  });

  it('keeps a streak alive until today ends, and counts a day once however many awards it has', () => {
    expect(daysStreak(['2026-11-23', '2026-11-23', '2026-11-22'], '2026-11-24')).toBe(2);
  });

  it('is 0 when the last points are older than yesterday, or there are none', () => {
    expect(daysStreak(['2026-11-21'], '2026-11-24')).toBe(0);
    expect(daysStreak([], '2026-11-24')).toBe(0);
  });

  it('runs across a month and a year end', () => {
    expect(daysStreak(['2027-01-01', '2026-12-31', '2026-12-30'], '2027-01-01')).toBe(3);
  });
});

describe('SPIRIT_POINT_VALUES', () => {
  it('gives every type a whole, non-negative worth, and the named types their numbers', () => {
    for (const type of SPIRIT_POINT_TYPE_IDS) {
      expect(Number.isInteger(SPIRIT_POINT_VALUES[type])).toBe(true);
      expect(SPIRIT_POINT_VALUES[type]).toBeGreaterThanOrEqual(0);
    }
    expect(SPIRIT_POINTS.likedGame).toBe(22);
    expect(SPIRIT_POINTS.profilePicture).toBe(1);
  });
});

describe('SPIRIT_POINT_SOURCES', () => {
  it('says for each of the 23 types where it is awarded, or why nothing here can award it', () => {
    expect(Object.keys(SPIRIT_POINT_SOURCES).map(Number)).toEqual(SPIRIT_POINT_TYPE_IDS);
    expect(NOT_EARNABLE_SPIRIT_POINT_TYPES).toEqual([0, 21]);
    for (const type of SPIRIT_POINT_TYPE_IDS) {
      const source: SpiritPointSource = SPIRIT_POINT_SOURCES[type];
      expect('awardedBy' in source ? source.awardedBy : source.notEarnable).not.toBe('');
    }
    // Every named type the server awards is an awarded one.
    for (const type of Object.values(SPIRIT_POINTS)) {
      expect(SPIRIT_POINT_SOURCES[type]).toHaveProperty('awardedBy');
    }
  });
});
