import { describe, expect, it } from 'vitest';
import { allowsScoreSubmission, hasAnyScore, scoreLabel, type ScoreLabelGame } from './scoreLabel';

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

describe('allowsScoreSubmission', () => {
  it.each([
    ['a game played today', { gameType: 'Game', status: 'Active', eventDate: '2026-11-20' }, true],
    [
      'a tournament game played yesterday',
      { gameType: 'Tournament', status: 'Active', eventDate: '2026-11-19' },
      true,
    ],
    ['a game tomorrow', { gameType: 'Game', status: 'Active', eventDate: '2026-11-21' }, false],
    ['a scrimmage', { gameType: 'Scrimmage', status: 'Active', eventDate: '2026-11-19' }, false],
    ['a custom event', { gameType: null, status: 'Active', eventDate: '2026-11-19' }, false],
    ['a postponed game', { gameType: 'Game', status: 'Postponed', eventDate: '2026-11-19' }, false],
    ['a canceled game', { gameType: 'Game', status: 'Canceled', eventDate: '2026-11-19' }, false],
  ] as const)('%s: %s', (_name, game, expected) => {
    expect(allowsScoreSubmission(game, '2026-11-20')).toBe(expected);
  });
});
