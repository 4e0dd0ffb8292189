import { describe, expect, it } from 'vitest';
import {
  decideScoreReport,
  maxScoreFor,
  publishedScoreStands,
  reportingAccuracy,
  sameScores,
  scoreLimitMessage,
  scoreProvenanceText,
  type OpenReport,
  type ReportContext,
  type ScoreProvenance,
} from './scoreReports';

const HOME_WINS = { 1: 21, 2: 14 };
const AWAY_WINS = { 1: 14, 2: 21 };

/** A fan's first report on a game with no score and no other report. */
const fan: ReportContext = {
  reporterIsSchool: false,
  reporterId: 7,
  scores: HOME_WINS,
  published: null,
  others: [],
};

describe('decideScoreReport', () => {
  it.each<[string, Partial<ReportContext>, ReturnType<typeof decideScoreReport>]>([
    ['a fan alone waits for review', {}, { kind: 'pending' }],
    [
      "a school's coach or director publishes at once",
      { reporterIsSchool: true },
      { kind: 'published', provenance: 'school' },
    ],
    [
      'a second member with the same score confirms it',
      { others: [{ memberId: 8, scores: HOME_WINS }] },
      { kind: 'published', provenance: 'confirmed' },
    ],
    [
      'the same member twice confirms nothing',
      { others: [{ memberId: 7, scores: HOME_WINS }] },
      { kind: 'pending' },
    ],
    [
      'a report that disagrees with another disputes the game',
      { others: [{ memberId: 8, scores: AWAY_WINS }] },
      { kind: 'disputed' },
    ],
    [
      'a school that disagrees with a fan disputes the game too',
      { reporterIsSchool: true, others: [{ memberId: 8, scores: AWAY_WINS }] },
      { kind: 'disputed' },
    ],
    [
      'one that disagrees with the published score disputes it, which stays',
      { published: { scores: AWAY_WINS, provenance: 'school' } },
      { kind: 'disputed' },
    ],
    [
      'a school that disagrees with a verified score waits for staff, the score not disputed',
      { reporterIsSchool: true, published: { scores: AWAY_WINS, provenance: 'verified' } },
      { kind: 'pending' },
    ],
    [
      'one that repeats a verified score is refused',
      { published: { scores: HOME_WINS, provenance: 'verified' } },
      { kind: 'alreadyVerified' },
    ],
    [
      'one that agrees with the published score changes nothing',
      { published: { scores: HOME_WINS, provenance: 'school' } },
      { kind: 'agrees' },
    ],
    [
      'a second reporter agreeing with a school score changes nothing either',
      {
        published: { scores: HOME_WINS, provenance: 'school' },
        others: [{ memberId: 8, scores: HOME_WINS }],
      },
      { kind: 'agrees' },
    ],
  ])('%s', (_name, change, expected) => {
    expect(decideScoreReport({ ...fan, ...change })).toEqual(expected);
  });
});

describe('publishedScoreStands', () => {
  const report = (memberId: number, scores: typeof HOME_WINS, bySchool = false) => ({
    memberId,
    scores,
    bySchool,
  });
  it.each<[string, ScoreProvenance | null, OpenReport[], boolean]>([
    ['a verified score, on nothing', 'verified', [], true],
    ['a school score on its school report', 'school', [report(3, HOME_WINS, true)], true],
    ["a school score once the school's report is gone", 'school', [report(8, HOME_WINS)], false],
    [
      'a school score the school reported again otherwise',
      'school',
      [report(3, AWAY_WINS, true)],
      false,
    ],
    [
      'a confirmed score on two reports',
      'confirmed',
      [report(7, HOME_WINS), report(8, HOME_WINS)],
      true,
    ],
    [
      'a confirmed score on one report left',
      'confirmed',
      [report(7, HOME_WINS), report(8, AWAY_WINS)],
      false,
    ],
    ['a score from before provenance', null, [], true],
  ])('%s: %s', (_name, provenance, open, expected) => {
    expect(publishedScoreStands({ scores: HOME_WINS, provenance }, open)).toBe(expected);
  });
});

describe('sameScores', () => {
  it('compares every team, and a missing team is a difference', () => {
    expect(sameScores(HOME_WINS, { 2: 14, 1: 21 })).toBe(true);
    expect(sameScores(HOME_WINS, AWAY_WINS)).toBe(false);
    expect(sameScores(HOME_WINS, { 1: 21 })).toBe(false);
    expect(sameScores({ 1: 21 }, HOME_WINS)).toBe(false);
  });
});

describe('scoreProvenanceText', () => {
  it('says where a score comes from, and that it is disputed, in words', () => {
    expect(scoreProvenanceText({ scoreProvenance: null, isScoreDisputed: false })).toBeNull();
    expect(scoreProvenanceText({ scoreProvenance: 'school', isScoreDisputed: false })).toBe(
      'Reported by the school',
    );
    expect(scoreProvenanceText({ scoreProvenance: 'confirmed', isScoreDisputed: true })).toBe(
      'Confirmed by two reporters · Disputed',
    );
    expect(scoreProvenanceText({ scoreProvenance: null, isScoreDisputed: true })).toBe('Disputed');
    expect(scoreProvenanceText({ scoreProvenance: 'verified', isScoreDisputed: false })).toBe(
      'Verified',
    );
  });
});

describe('maxScoreFor', () => {
  it.each([
    ['Volleyball', 5],
    ['Girls Soccer', 40],
    ['Field Hockey', 40],
    ['Boys Lacrosse', 60],
    ['Softball', 60],
    ['Football', 200],
    ['Boys Basketball', 250],
    ['Bowling', 999],
  ])('%s: at most %i', (sport, max) => {
    expect(maxScoreFor(sport)).toBe(max);
  });

  it('names the sport and its limit', () => {
    expect(scoreLimitMessage('Volleyball')).toBe('A Volleyball score is at most 5');
  });
});

describe('reportingAccuracy', () => {
  it('gives correct of decided and the percent, 100 when none was decided', () => {
    expect(reportingAccuracy(0, 0)).toEqual({ correct: 0, total: 0, percent: 100 });
    expect(reportingAccuracy(2, 1)).toEqual({ correct: 2, total: 3, percent: 67 });
    expect(reportingAccuracy(0, 4)).toEqual({ correct: 0, total: 4, percent: 0 });
  });
});
