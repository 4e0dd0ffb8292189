import { describe, expect, it } from 'vitest';
import { checkScoreEntries, HIGHEST_SCORE, readScore } from './scoreEntries';

describe('readScore (spec §5 "Score: non-negative integer")', () => {
  it('reads whole numbers from 0, typed or sent', () => {
    expect([0, 21, '7', ' 14 ', HIGHEST_SCORE].map(readScore)).toEqual([0, 21, 7, 14, 999]);
  });

  it('refuses anything else', () => {
    for (const value of [
      -1,
      1.5,
      Number.NaN,
      Infinity,
      '',
      '-3',
      '2.0',
      'abc',
      '1e3',
      '99999999999999999',
      // Past any sport's score (and a database integer's range).
      1000,
      '1000',
      3_000_000_000,
    ]) {
      expect(readScore(value), String(value)).toBeNull();
    }
  });
});

describe('checkScoreEntries', () => {
  const teams = [
    { id: 1, canEdit: true },
    { id: 2, canEdit: true },
    { id: 3, canEdit: false },
  ];

  it('sends every editable team once all are whole numbers', () => {
    expect(checkScoreEntries(teams, { 1: '21', 2: 14 })).toEqual({
      ok: true,
      scores: [
        { gameResultId: 1, score: 21 },
        { gameResultId: 2, score: 14 },
      ],
    });
  });

  it('flags empty and invalid inputs and sends nothing', () => {
    expect(checkScoreEntries(teams, { 1: ' ', 2: '-4' })).toEqual({
      ok: false,
      emptyTeamIds: [1],
      invalidTeamIds: [2],
    });
  });

  it('has nothing to send when no team is editable', () => {
    expect(checkScoreEntries([{ id: 3, canEdit: false }], {}).ok).toBe(false);
  });
});
