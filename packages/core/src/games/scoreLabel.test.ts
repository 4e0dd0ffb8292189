import { describe, expect, it } from 'vitest';
import {
  allowsScoreSubmission,
  hasAnyScore,
  hasEnded,
  hasStarted,
  scoreLabel,
  type GameStart,
  type ScoreLabelGame,
} from './scoreLabel';

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

const start = (fields: Partial<GameStart>): GameStart => ({
  eventDate: '2026-11-20',
  startTime: '19:00:00',
  startTimeUnknown: false,
  isTBD: false,
  tz: 'America/New_York',
  ...fields,
});
// 7 pm in New York on 2026-11-20 (EST, UTC-5) is midnight UTC.
const at = (iso: string) => new Date(iso);

describe('hasStarted', () => {
  it.each([
    ['a minute before the start', start({}), '2026-11-20T23:59:00Z', false],
    ['at the start', start({}), '2026-11-21T00:00:00Z', true],
    [
      'a 7 pm start in Chicago, at 7 pm New York',
      start({ tz: 'America/Chicago' }),
      '2026-11-21T00:00:00Z',
      false,
    ],
    [
      'a 7 pm start in Chicago, an hour later',
      start({ tz: 'America/Chicago' }),
      '2026-11-21T01:00:00Z',
      true,
    ],
    [
      'an unknown time, once the day begins',
      start({ startTimeUnknown: true }),
      '2026-11-20T05:00:00Z',
      true,
    ],
    [
      'a time to be decided, the evening before',
      start({ isTBD: true }),
      '2026-11-20T04:59:00Z',
      false,
    ],
    ['no time at all, during the day', start({ startTime: null }), '2026-11-20T15:00:00Z', true],
    [
      'a summer game, on daylight time (UTC-4)',
      start({ eventDate: '2026-07-10' }),
      '2026-07-10T23:00:00Z',
      true,
    ],
  ] as const)('%s', (_name, game, now, expected) => {
    expect(hasStarted(game, at(now))).toBe(expected);
  });
});

describe('hasEnded', () => {
  it.each([
    ['football, two hours after kick-off', start({}), 'Football', '2026-11-21T02:00:00Z', false],
    ['football, two and a half hours after', start({}), 'Football', '2026-11-21T02:30:00Z', true],
    [
      'girls basketball, an hour and a half after',
      start({}),
      'Girls Basketball',
      '2026-11-21T01:30:00Z',
      true,
    ],
    [
      'a sport not listed, an hour and a half after',
      start({}),
      'Bocce',
      '2026-11-21T01:30:00Z',
      false,
    ],
    [
      'an unknown time, late that night',
      start({ startTimeUnknown: true }),
      'Soccer',
      '2026-11-21T04:59:00Z',
      false,
    ],
    [
      'an unknown time, once its day is over',
      start({ startTimeUnknown: true }),
      'Soccer',
      '2026-11-21T05:00:00Z',
      true,
    ],
  ] as const)('%s', (_name, game, sport, now, expected) => {
    expect(hasEnded(game, sport, at(now))).toBe(expected);
  });
});
