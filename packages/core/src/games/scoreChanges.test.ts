import { describe, expect, it } from 'vitest';
import { sampleGame } from '../contract/sampleGame';
import { applyScoreChange, takesLiveScores, type ScoreChange } from './scoreChanges';

/** The sample game's schedule, as a change that leaves it as it is carries it. */
const schedule: Omit<
  ScoreChange,
  'gameId' | 'status' | 'scoreProvenance' | 'isScoreDisputed' | 'teams'
> = {
  eventDate: sampleGame.eventDate,
  isEventDateTBD: sampleGame.isEventDateTBD,
  startTime: sampleGame.startTime,
  endTime: sampleGame.endTime,
  startTimeUnknown: sampleGame.startTimeUnknown,
  isTBD: sampleGame.isTBD,
  nextPostponeGame: sampleGame.nextPostponeGame,
};

describe('applyScoreChange', () => {
  it('gives the named game its new status, scores by team, and provenance', () => {
    const other = { ...sampleGame, id: 99 };
    const [changed, untouched] = applyScoreChange([sampleGame, other], {
      gameId: sampleGame.id,
      status: 'Active',
      scoreProvenance: 'confirmed',
      isScoreDisputed: true,
      ...schedule,
      teams: [
        { id: 81, score: 28, isWon: true },
        { id: 82, score: 14, isWon: false },
      ],
    });
    expect(changed!.teams.map((t) => [t.id, t.score, t.isWon])).toEqual([
      [81, 28, true],
      [82, 14, false],
    ]);
    expect(changed).toMatchObject({ scoreProvenance: 'confirmed', isScoreDisputed: true });
    expect(untouched).toBe(other);
  });

  it('leaves teams the change does not name as they were', () => {
    const [changed] = applyScoreChange([sampleGame], {
      gameId: sampleGame.id,
      status: 'Postponed',
      scoreProvenance: null,
      isScoreDisputed: false,
      ...schedule,
      teams: [{ id: 81, score: null, isWon: null }],
    });
    expect(changed!.status).toBe('Postponed');
    expect(changed!.teams[1]).toBe(sampleGame.teams[1]);
  });

  it('gives a moved or re-timed game its new day, times and TBD flags, and a postponed one its replacement', () => {
    const [moved] = applyScoreChange([sampleGame], {
      gameId: sampleGame.id,
      status: 'Postponed',
      scoreProvenance: null,
      isScoreDisputed: false,
      eventDate: '2026-12-01',
      isEventDateTBD: false,
      startTime: '18:30:00',
      endTime: '20:30:00',
      startTimeUnknown: false,
      isTBD: true,
      nextPostponeGame: 4321,
      teams: [],
    });
    expect(moved).toMatchObject({
      eventDate: '2026-12-01',
      startTime: '18:30:00',
      endTime: '20:30:00',
      isTBD: true,
      nextPostponeGame: 4321,
      status: 'Postponed',
    });
    expect(moved!.teams).toEqual(sampleGame.teams);
  });
});

describe('takesLiveScores', () => {
  it.each([
    ['2026-11-20', true],
    ['2026-11-19', true],
    ['2026-11-18', true],
    ['2026-11-17', false],
    ['2026-11-21', false],
  ])('a list of %s, today being 2026-11-20: %s', (date, expected) => {
    expect(takesLiveScores(date, '2026-11-20')).toBe(expected);
  });
});
