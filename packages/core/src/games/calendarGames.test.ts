import { describe, expect, it } from 'vitest';
import type { Actor, GameSubject, RoleGrant } from '../permissions/permissions';
import {
  calendarActions,
  calendarCreateDecision,
  calendarSeason,
  duplicateWindow,
  editChangeKind,
  gameCreatedBy,
  keepsPlayedGame,
  type PlayedGameFacts,
  isPossibleDuplicate,
  scheduledTimes,
  schoolsEnteredFor,
  type DuplicateSubject,
} from './calendarGames';

const grant = (fields: Partial<RoleGrant> & Pick<RoleGrant, 'role'>): RoleGrant => ({
  isPending: false,
  schoolId: null,
  sportId: null,
  districtId: null,
  ...fields,
});
const member = (...roles: RoleGrant[]): Actor => ({ memberId: 7, isSiteAdmin: false, roles });
const coach = member(grant({ role: 'HeadCoach', schoolId: 100, sportId: 5, districtId: 10 }));
const director = member(grant({ role: 'AthleticDirector', schoolId: 100, districtId: 10 }));
const league = member(grant({ role: 'LeagueDirector', districtId: 10 }));

const game = (fields: Partial<GameSubject> = {}): GameSubject => ({
  gameType: 'Game',
  sportId: 5,
  teams: [
    { schoolId: 100, districtId: 10 },
    { schoolId: 200, districtId: 20 },
  ],
  ...fields,
});

describe('calendarActions', () => {
  it('gives a coach every action on their team, and nothing on a tournament', () => {
    expect(calendarActions(coach, game())).toEqual([
      'postpone',
      'cancel',
      'duplicate',
      'edit',
      'delete',
    ]);
    expect(calendarActions(coach, game({ gameType: 'Tournament' }))).toEqual([]);
    expect(calendarActions(null, game())).toEqual([]);
  });
});

describe('calendarCreateDecision', () => {
  it.each([
    ['a coach, a game of their team', coach, game(), true],
    ['a coach, another sport', coach, game({ sportId: 6 }), false],
    ['a director, any sport of their school', director, game({ sportId: 6 }), true],
    ['a league director, a game of the league', league, game(), true],
    ['anyone, a tournament', director, game({ gameType: 'Tournament' }), false],
    [
      'a coach, an event of their team',
      coach,
      game({ gameType: 'Event', teams: [], place: { schoolId: 100, districtId: 10, sportId: 5 } }),
      true,
    ],
    [
      "a coach, an event of another sport (only directors choose an event's sport)",
      coach,
      game({ gameType: 'Event', teams: [], place: { schoolId: 100, districtId: 10, sportId: 6 } }),
      false,
    ],
    [
      'a director, an event of another sport',
      director,
      game({ gameType: 'Event', teams: [], place: { schoolId: 100, districtId: 10, sportId: 6 } }),
      true,
    ],
    ['anyone, an event with no place', director, game({ gameType: 'Event', teams: [] }), false],
  ])('%s: %s', (_name, actor, subject, allowed) => {
    expect(calendarCreateDecision(actor, subject).allowed).toBe(allowed);
  });
});

describe('isPossibleDuplicate', () => {
  const entry: DuplicateSubject = {
    id: null,
    gameType: 'Game',
    sportId: 5,
    eventDate: '2026-11-20',
    status: 'Active',
    nextPostponeGame: null,
    schoolIds: [100, 200],
  };
  const stored = (fields: Partial<DuplicateSubject>): DuplicateSubject => ({
    ...entry,
    id: 9,
    schoolIds: [200, 100],
    ...fields,
  });

  it.each([
    ['the same schools entered the other way round', {}, true],
    ['a day later', { eventDate: '2026-11-21' }, true],
    ['a day earlier', { eventDate: '2026-11-19' }, true],
    ['two days apart', { eventDate: '2026-11-22' }, false],
    ['another sport (or level)', { sportId: 6 }, false],
    ['a third school too', { schoolIds: [100, 200, 300] }, false],
    ['one school of the two', { schoolIds: [100, 300] }, false],
    ['a canceled game', { status: 'Canceled' as const }, false],
    [
      'a postponed game given its new date',
      { status: 'Postponed' as const, nextPostponeGame: 12 },
      false,
    ],
    ['a postponed game awaiting its new date', { status: 'Postponed' as const }, true],
    ['an event', { gameType: 'Event' as const }, false],
  ])('%s: %s', (_name, fields, expected) => {
    expect(isPossibleDuplicate(entry, stored(fields))).toBe(expected);
  });

  it('never finds a game a duplicate of itself', () => {
    expect(isPossibleDuplicate({ ...entry, id: 9 }, stored({}))).toBe(false);
  });

  it('looks a day either side', () => {
    expect(duplicateWindow('2026-03-01')).toEqual({ from: '2026-02-28', to: '2026-03-02' });
  });
});

describe('schoolsEnteredFor', () => {
  it('names the schools of a game where the author holds no coach or director role', () => {
    expect(schoolsEnteredFor(coach, [100, 200])).toEqual([200]);
    expect(schoolsEnteredFor(director, [100])).toEqual([]);
    // A league director's role is the league's: both schools hear of it.
    expect(schoolsEnteredFor(league, [100, 200])).toEqual([100, 200]);
    // A fan's role is no say over the school's schedule; a pending coach's not yet.
    const fan = member(grant({ role: 'Fan', schoolId: 200 }));
    const pending = member(
      grant({ role: 'HeadCoach', schoolId: 200, sportId: 5, isPending: true }),
    );
    expect(schoolsEnteredFor(fan, [200])).toEqual([200]);
    expect(schoolsEnteredFor(pending, [200])).toEqual([200]);
  });
});

describe('editChangeKind', () => {
  const at = {
    eventDate: '2026-11-20',
    isEventDateTbd: false,
    startTime: '19:00:00',
    startTimeUnknown: false,
  };
  it.each([
    ['another day', { eventDate: '2026-11-21' }, 'moved'],
    ['another day and time', { eventDate: '2026-11-21', startTime: '18:00:00' }, 'moved'],
    ['an unknown day', { isEventDateTbd: true }, 'moved'],
    ['another start', { startTime: '18:00:00' }, 'retimed'],
    ['an unknown start', { startTimeUnknown: true }, 'retimed'],
    ['nothing of when', {}, null],
  ])('%s is %s', (_name, after, kind) => {
    expect(editChangeKind(at, { ...at, ...after })).toBe(kind);
  });
});

describe('keepsPlayedGame', () => {
  const played: PlayedGameFacts = {
    eventDate: '2026-11-20',
    isEventDateTbd: false,
    startTime: '19:00:00',
    startTimeUnknown: false,
    sportId: 5,
    season: '2026-2027',
    gameType: 'Game',
    noHomeTeam: false,
    teams: [
      { schoolId: 100, isHome: false },
      { schoolId: 200, isHome: true },
    ],
  };
  it('keeps a game whose teams are only listed in another order', () => {
    expect(keepsPlayedGame(played, { ...played, teams: [...played.teams].reverse() })).toBe(true);
  });
  it.each([
    ['another opponent', { teams: [played.teams[0]!, { schoolId: 300, isHome: true }] }],
    ['a team taken off', { teams: [played.teams[0]!] }],
    ['the other side at home', { teams: played.teams.map((t) => ({ ...t, isHome: !t.isHome })) }],
    ['no home team', { noHomeTeam: true }],
    ['another sport', { sportId: 6 }],
    ['another season', { season: '2025-2026' }],
    ['another type', { gameType: 'Scrimmage' as const }],
    ['another day', { eventDate: '2026-11-21' }],
    ['another start', { startTime: '18:00:00' }],
  ])('refuses %s', (_name, change) => {
    expect(keepsPlayedGame(played, { ...played, ...change })).toBe(false);
  });
});

describe('scheduledTimes', () => {
  it('ends a game an hour after its start when no end is given (spec §9)', () => {
    expect(scheduledTimes({ startTime: '19:00:00' })).toEqual({
      startTime: '19:00:00',
      endTime: '20:00:00',
      startTimeUnknown: false,
      isEventDateTbd: false,
    });
    expect(scheduledTimes({ startTime: '23:30:00' }).endTime).toBe('23:59:59');
    expect(scheduledTimes({ startTime: '18:00:00', endTime: '21:00:00' }).endTime).toBe('21:00:00');
  });

  it('stores 00:00:00 for a start that is missing or unknown, with no end', () => {
    for (const sent of [{}, { startTime: '19:00:00', startTimeUnknown: true }]) {
      expect(scheduledTimes(sent)).toEqual({
        startTime: '00:00:00',
        endTime: null,
        startTimeUnknown: true,
        isEventDateTbd: false,
      });
    }
  });

  it("clears the times of a day not known (spec §5 'date unknown')", () => {
    expect(scheduledTimes({ startTime: '19:00:00', dateUnknown: true })).toEqual({
      startTime: null,
      endTime: null,
      startTimeUnknown: true,
      isEventDateTbd: true,
    });
  });
});

describe('calendarSeason', () => {
  const today = '2026-11-20';
  it.each([
    ['the season of the day', '2026-11-24', undefined, { season: '2026-2027' }],
    ['a spring day', '2027-04-02', undefined, { season: '2026-2027' }],
    [
      'a season given whose window holds the day',
      '2027-08-20',
      '2026-2027',
      { season: '2026-2027' },
    ],
    [
      'a season given of other years',
      '2026-11-24',
      '2020-2021',
      { issue: { path: 'year', message: 'Must be the season of the date' } },
    ],
    [
      'a day before the calendar',
      '2012-03-14',
      undefined,
      { issue: { path: 'eventDate', message: 'Must be a day from 2012-03-15 to 2029-11-19' } },
    ],
    [
      'a day past the calendar',
      '2029-11-20',
      undefined,
      { issue: { path: 'eventDate', message: 'Must be a day from 2012-03-15 to 2029-11-19' } },
    ],
  ])('%s', (_name, date, year, expected) => {
    expect(calendarSeason(date, year, today)).toEqual(expected);
  });
});

describe('gameCreatedBy', () => {
  it('names the member who entered a game, else where it came from, never an email', () => {
    expect(gameCreatedBy('member', { displayName: 'Taylor Brooks' })).toBe('Taylor Brooks');
    expect(gameCreatedBy('member', { firstName: 'Sam', lastName: 'Ortiz' })).toBe('Sam Ortiz');
    expect(gameCreatedBy('import', null)).toBe('Schedule import');
    expect(gameCreatedBy('staff', null)).toBe('CSZ staff');
    expect(gameCreatedBy('member', null)).toBe('A school member');
  });
});
