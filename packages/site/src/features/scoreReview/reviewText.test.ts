import { VALIDATION, scoreLimitMessage } from '@csz/core';
import { describe, expect, it } from 'vitest';
import {
  accuracyText,
  bulkDecisionText,
  checkCorrection,
  outcomeWords,
  publishedScoreText,
  reportedWhen,
  teamScoresText,
} from './reviewText';

const game = {
  sport: { id: 1, name: 'Football' },
  teams: [
    { id: 11, name: 'Whitman', score: null },
    { id: 12, name: 'Churchill', score: null },
  ],
} as unknown as Parameters<typeof checkCorrection>[0];

describe('the review words', () => {
  it('says outcomes and accuracy in words', () => {
    expect(outcomeWords('pending')).toBe('Waiting for review');
    expect(accuracyText({ correct: 2, total: 3, percent: 67 })).toBe('2/3 (67%)');
  });

  it("names each team's score in the game's order", () => {
    expect(teamScoresText(game, { 12: 7, 11: 21 })).toBe('Whitman 21, Churchill 7');
    expect(publishedScoreText(game)).toBeNull();
    const scored = { teams: game.teams.map((t, i) => ({ ...t, score: i })) };
    expect(publishedScoreText(scored)).toBe('Whitman 0, Churchill 1');
  });
});

describe('checkCorrection', () => {
  it("sends every team's score", () => {
    expect(checkCorrection(game, { 11: '21', 12: ' 7 ' })).toEqual({
      ok: true,
      correction: {
        results: [
          { id: 11, finalScore: 21 },
          { id: 12, finalScore: 7 },
        ],
      },
    });
  });

  it('flags empty, invalid and impossible scores', () => {
    expect(checkCorrection(game, { 11: '', 12: '-1' })).toEqual({
      ok: false,
      errors: { 11: VALIDATION.required, 12: VALIDATION.score },
    });
    expect(checkCorrection(game, { 11: '999', 12: '0' })).toEqual({
      ok: false,
      errors: { 11: scoreLimitMessage('Football') },
    });
  });
});

describe('reportedWhen', () => {
  it("says a report's time in the service's time zone", () => {
    expect(reportedWhen('2026-11-21T04:05:00Z')).toBe('Nov 20, 11:05 PM');
  });
});

describe('bulkDecisionText', () => {
  const names: Record<number, string> = { 1: 'Pat', 2: 'Sam', 3: 'Lee' };
  const ok = (reportId: number) => ({
    reportId,
    ok: true,
    status: 200,
    message: 'Approved',
    gameId: 9,
  });
  it('counts what was decided', () => {
    expect(bulkDecisionText('approve', [ok(1)], (id) => names[id]!)).toBe('Approved 1 report.');
    expect(bulkDecisionText('reject', [ok(1), ok(2)], (id) => names[id]!)).toBe(
      'Rejected 2 reports.',
    );
  });

  it('names each report that was not decided, and why', () => {
    const refused = {
      reportId: 3,
      ok: false,
      status: 409,
      message: 'This report was already decided',
      gameId: null,
    };
    expect(bulkDecisionText('approve', [ok(1), refused], (id) => names[id]!)).toBe(
      "Approved 1 report. Not decided: Lee's report: This report was already decided.",
    );
  });
});
