import { describe, expect, it } from 'vitest';
import { hasAnyScore, scoreLabel, type ScoreLabelGame } from './scoreLabel';

const game = (fields: Partial<ScoreLabelGame>): ScoreLabelGame => ({
  gameType: 'Game',
  noHomeTeam: false,
  teams: [{ score: null }, { score: null }],
  ...fields,
});

describe('scoreLabel', () => {
  it.each([
    [
      'a scrimmage, even with scores',
      game({ gameType: 'Scrimmage', teams: [{ score: 1 }, { score: 2 }] }),
      'SCRIMMAGE',
    ],
    ['a game with both scores', game({ teams: [{ score: 21 }, { score: 14 }] }), 'FINAL'],
    ['a game with one score', game({ teams: [{ score: 0 }, { score: null }] }), 'FINAL'],
    ['an unplayed game with a home team', game({}), '@'],
    ['an unplayed game without a home team', game({ noHomeTeam: true }), 'vs'],
    ['a tournament game', game({ gameType: 'Tournament' }), '@'],
    ['a custom event', game({ gameType: null, noHomeTeam: true }), 'vs'],
  ])('%s shows %s', (_name, g, label) => {
    expect(scoreLabel(g)).toBe(label);
  });

  it('treats a 0 as a score', () => {
    expect(hasAnyScore({ teams: [{ score: 0 }] })).toBe(true);
    expect(hasAnyScore({ teams: [] })).toBe(false);
  });
});
