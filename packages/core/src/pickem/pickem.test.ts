import { describe, expect, it } from 'vitest';
import {
  confidenceWeightsValid,
  gradePick,
  pickLocksAt,
  rankBoard,
  slateWeek,
  sportAllowsTies,
  takesPicks,
  type BoardEntry,
  type GradedGame,
} from './pickem';

const game = {
  eventDate: '2026-11-27',
  startTime: '19:00:00',
  startTimeUnknown: false,
  isTBD: false,
  tz: 'America/New_York',
  status: 'Active' as const,
};

describe('when a game’s picks lock', () => {
  it('locks at its start where it is played, to the second', () => {
    expect(pickLocksAt(game).toISOString()).toBe('2026-11-28T00:00:00.000Z');
    expect(takesPicks(game, new Date('2026-11-27T23:59:59.999Z'))).toBe(true);
    expect(takesPicks(game, new Date('2026-11-28T00:00:00.000Z'))).toBe(false);
  });

  it('moves with a re-timed game, and follows the venue’s zone', () => {
    expect(pickLocksAt({ ...game, startTime: '17:30:00' }).toISOString()).toBe(
      '2026-11-27T22:30:00.000Z',
    );
    expect(pickLocksAt({ ...game, tz: 'America/Chicago' }).toISOString()).toBe(
      '2026-11-28T01:00:00.000Z',
    );
  });

  it('locks a game of unknown time, or to be decided, at the start of its day', () => {
    for (const unknown of [{ startTimeUnknown: true }, { isTBD: true }, { startTime: null }]) {
      expect(pickLocksAt({ ...game, ...unknown }).toISOString()).toBe('2026-11-27T05:00:00.000Z');
    }
  });

  it('keeps its hour across a change of daylight saving time (no lock an hour early)', () => {
    // The Sunday clocks go back in New York: a 7 pm game is 7 pm, at UTC-5, not UTC-4.
    const after = { ...game, eventDate: '2026-11-01' };
    expect(pickLocksAt(after).toISOString()).toBe('2026-11-02T00:00:00.000Z');
    const before = { ...game, eventDate: '2026-10-31' };
    expect(pickLocksAt(before).toISOString()).toBe('2026-10-31T23:00:00.000Z');
  });

  it('takes no picks for a game postponed or cancelled', () => {
    const early = new Date('2026-11-20T00:00:00Z');
    expect(takesPicks({ ...game, status: 'Postponed' }, early)).toBe(false);
    expect(takesPicks({ ...game, status: 'Canceled' }, early)).toBe(false);
  });
});

describe('a slate’s week', () => {
  it.each([
    ['2026-11-23', '2026-11-23', '2026-11-29'],
    ['2026-11-27', '2026-11-23', '2026-11-29'],
    ['2026-11-29', '2026-11-23', '2026-11-29'],
    ['2026-11-30', '2026-11-30', '2026-12-06'],
    ['2027-01-01', '2026-12-28', '2027-01-03'],
  ])('puts %s in the week %s to %s', (day, from, to) => {
    expect(slateWeek(day)).toEqual({ from, to });
  });
});

describe('grading a pick', () => {
  const final = (home: number | null, away: number | null): GradedGame => ({
    status: 'Active',
    teams: [
      { id: 1, score: home },
      { id: 2, score: away },
    ],
    scoreProvenance: 'verified',
    isScoreDisputed: false,
  });

  it('is right or wrong once a trusted final is in', () => {
    expect(gradePick({ teamId: 1 }, final(28, 21))).toBe('right');
    expect(gradePick({ teamId: 2 }, final(28, 21))).toBe('wrong');
    expect(gradePick('tie', final(28, 21))).toBe('wrong');
    expect(gradePick('tie', final(1, 1))).toBe('right');
    expect(gradePick({ teamId: 1 }, final(1, 1))).toBe('wrong');
  });

  it('waits for a score the service trusts, and for a dispute to be settled', () => {
    expect(gradePick({ teamId: 1 }, final(null, null))).toBe('pending');
    expect(gradePick({ teamId: 1 }, { ...final(28, 21), scoreProvenance: null })).toBe('pending');
    expect(gradePick({ teamId: 1 }, { ...final(28, 21), isScoreDisputed: true })).toBe('pending');
    for (const provenance of ['school', 'confirmed', 'verified'] as const) {
      expect(gradePick({ teamId: 1 }, { ...final(28, 21), scoreProvenance: provenance })).toBe(
        'right',
      );
    }
  });

  it('voids the picks of a game postponed or cancelled', () => {
    expect(gradePick({ teamId: 1 }, { ...final(28, 21), status: 'Postponed' })).toBe('void');
    expect(gradePick('tie', { ...final(null, null), status: 'Canceled' })).toBe('void');
  });

  it('offers a tie only where the sport’s games may end level', () => {
    expect(sportAllowsTies('Boys Soccer')).toBe(true);
    expect(sportAllowsTies('Field Hockey')).toBe(true);
    expect(sportAllowsTies('Football')).toBe(false);
    expect(sportAllowsTies('Girls Lacrosse')).toBe(false);
  });
});

describe('confidence points', () => {
  it('gives each weight from 1 to the number of picks once', () => {
    expect(confidenceWeightsValid([3, 1, 2])).toBe(true);
    expect(confidenceWeightsValid([])).toBe(true);
    expect(confidenceWeightsValid([1, 1, 2])).toBe(false);
    expect(confidenceWeightsValid([1, 2, 4])).toBe(false);
    expect(confidenceWeightsValid([0, 1])).toBe(false);
    expect(confidenceWeightsValid([1.5, 1])).toBe(false);
  });
});

describe('a board', () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 12, minute));
  const entry = (
    memberId: number,
    points: number,
    tiebreakDistance: number | null,
    minute: number,
  ): BoardEntry => ({ memberId, points, tiebreakDistance, enteredAt: at(minute) });

  it('ranks by points, then the closer tiebreaker, sharing ranks as competitions do (1, 2, 2, 4)', () => {
    const ranked = rankBoard([
      entry(1, 7, 3, 0),
      entry(2, 9, 10, 5),
      entry(3, 7, 3, 1),
      entry(4, 7, 1, 9),
      entry(5, 7, null, 2),
      entry(6, 5, 0, 3),
    ]);
    expect(ranked.map((line) => [line.memberId, line.rank])).toEqual([
      [2, 1],
      [4, 2],
      // Equal on points and guess: one rank, the earlier entry first.
      [1, 3],
      [3, 3],
      // No guess ranks after every guess.
      [5, 5],
      [6, 6],
    ]);
  });

  it('ranks an empty board as empty, and a lone player first', () => {
    expect(rankBoard([])).toEqual([]);
    expect(rankBoard([entry(1, 0, null, 0)])[0]!.rank).toBe(1);
  });
});
