import { describe, expect, it } from 'vitest';
import {
  VALIDATION,
  calendarDateMessage,
  formErrors,
  gameFormSchema,
  gameSchema,
  type Game,
} from '@csz/core';
import {
  addTeam,
  changeStartTime,
  changeTimeUnknown,
  chooseHomeTeam,
  editLocation,
  editName,
  gameFormBody,
  gameFormChecks,
  gameFormOf,
  newGameForm,
  notesAsText,
  postponeChecks,
  removeTeam,
  teamOfSchool,
  type GameFormValues,
} from './gameFormValues';
import { testGame, testTeam } from './testGames';

const NORTH = teamOfSchool({
  id: 11,
  name: 'North High',
  shortName: 'North',
  address: '1 North Rd',
});
const SOUTH = teamOfSchool({
  id: 12,
  name: 'South High',
  shortName: 'South',
  address: '2 South St',
});
const EAST = teamOfSchool({ id: 13, name: 'East High', shortName: '', address: null });
const PLACE = { schoolId: 11, districtId: 3, stateId: 1 };

const fresh = (): GameFormValues =>
  newGameForm({ date: '2026-11-20', sportId: 4, ownSchool: NORTH, place: PLACE });

function game(overrides: Partial<Game> = {}): Game {
  return gameSchema.parse(
    testGame({
      id: 900,
      endTime: '21:00:00',
      location: 'North High',
      notes: '<p>Bring a coat &amp; a flask</p><p>Gate 3</p>',
      teams: [testTeam(11, 'North High', true), testTeam(12, 'South High', false)],
      hasNotes: true,
      ...overrides,
    }),
  );
}

describe('the game form', () => {
  it('starts a new game on the day given, the own school at home, named and placed after it', () => {
    const values = fresh();
    expect(values.teams).toEqual([{ ...NORTH, isHome: true }]);
    expect(values.name).toBe('North');
    expect(values.location).toBe('1 North Rd');
    expect(values.sportId).toBe('4');
    expect(values.eventDate).toBe('2026-11-20');
  });

  it('names the game and sets its location from the teams as they change', () => {
    const withSouth = addTeam(fresh(), SOUTH);
    expect(withSouth.name).toBe('South @ North');
    expect(withSouth.location).toBe('1 North Rd');
    const southHome = chooseHomeTeam(withSouth, SOUTH.schoolId);
    expect(southHome.name).toBe('North @ South');
    expect(southHome.location).toBe('2 South St');
    const neutral = chooseHomeTeam(southHome, 'none');
    expect(neutral.name).toBe('North vs South');
    expect(neutral.location).toBe('');
    expect(neutral.noHomeTeam).toBe(true);
  });

  it('adds a school only once, under its full name when it has no short one', () => {
    const values = addTeam(addTeam(addTeam(fresh(), SOUTH), SOUTH), EAST);
    expect(values.teams.map((t) => t.schoolId)).toEqual([11, 12, 13]);
    expect(values.name).toBe('South, East High @ North');
  });

  it('keeps a name or location typed by hand, and follows the teams again once it is emptied', () => {
    const named = editLocation(editName(fresh(), 'Homecoming'), 'Stadium');
    const withSouth = addTeam(named, SOUTH);
    expect([withSouth.name, withSouth.location]).toEqual(['Homecoming', 'Stadium']);
    const cleared = editLocation(editName(withSouth, ''), ' ');
    expect([cleared.name, cleared.location]).toEqual(['South @ North', '1 North Rd']);
  });

  it('resets the home team when it is taken off, and the schema then asks for one', () => {
    const values = removeTeam(addTeam(fresh(), SOUTH), NORTH.schoolId);
    expect(values.teams).toEqual([SOUTH]);
    expect(values.noHomeTeam).toBe(false);
    const checked = formErrors(gameFormSchema, gameFormBody(values));
    expect(checked.ok ? {} : checked.errors).toMatchObject({
      teams: VALIDATION.twoTeams,
      homeTeam: VALIDATION.homeTeamRequired,
    });
  });

  it('sets the end an hour after a new start, and clears both for a time to be decided', () => {
    const started = changeStartTime(fresh(), '18:30');
    expect(started.endTime).toBe('19:30');
    expect(changeStartTime(started, '23:30').endTime).toBe('23:59');
    const tbd = changeTimeUnknown(started, true);
    expect([tbd.startTime, tbd.endTime, tbd.timeUnknown]).toEqual(['', '', true]);
    const body = gameFormBody(tbd);
    expect([body.startTime, body.endTime, body.startTimeUnknown]).toEqual([null, null, true]);
  });

  it('sends a game with its teams and home team, which the schema takes', () => {
    const values = changeStartTime(addTeam(fresh(), SOUTH), '19:00');
    const body = gameFormBody(values);
    expect(body).toMatchObject({
      ignoreDublicates: false,
      gameType: 'Game',
      sportId: '4',
      eventDate: '2026-11-20',
      startTime: '19:00:00',
      endTime: '20:00:00',
      name: 'South @ North',
      location: '1 North Rd',
      noHomeTeam: false,
      teams: [
        { schoolId: 11, isHomeTeam: true },
        { schoolId: 12, isHomeTeam: false },
      ],
    });
    expect(body).not.toHaveProperty('id');
    expect(body).not.toHaveProperty('schoolId');
    expect(formErrors(gameFormSchema, body).ok).toBe(true);
    expect(gameFormBody(values, true).ignoreDublicates).toBe(true);
  });

  it('sends a custom event with its place and no teams; it needs a start and an end', () => {
    const event = { ...addTeam(fresh(), SOUTH), gameType: 'Event' as const, name: 'Banquet' };
    const checked = formErrors(gameFormSchema, gameFormBody(event));
    expect(checked.ok ? {} : checked.errors).toEqual({
      startTime: VALIDATION.required,
      endTime: VALIDATION.required,
    });
    const timed = { ...changeStartTime(event, '18:00'), endTime: '17:00' };
    const late = formErrors(gameFormSchema, gameFormBody(timed));
    expect(late.ok ? {} : late.errors).toEqual({ endTime: VALIDATION.endBeforeStart });
    const body = gameFormBody(changeStartTime(event, '18:00'));
    expect(body).toMatchObject({ teams: [], schoolId: 11, districtId: 3, stateId: 1 });
  });

  it('opens a game to edit with its ids, times, teams and notes as text', () => {
    const values = gameFormOf(game(), false, PLACE);
    expect(values).toMatchObject({
      id: 900,
      gameType: 'Game',
      sportId: '4',
      startTime: '19:00',
      endTime: '21:00',
      name: 'South @ North',
      nameEdited: false,
      location: 'North High',
      locationEdited: false,
      notes: 'Bring a coat & a flask\nGate 3',
    });
    const body = gameFormBody(values);
    expect(body.id).toBe(900);
    expect(body.teams).toEqual([
      { id: 110, schoolId: 11, isHomeTeam: true },
      { id: 120, schoolId: 12, isHomeTeam: false },
    ]);
  });

  it('duplicates a game as a new one: no id and no game results', () => {
    const body = gameFormBody(gameFormOf(game({ name: 'Rivalry Night' }), true, PLACE));
    expect(body).not.toHaveProperty('id');
    expect(body.name).toBe('Rivalry Night');
    expect(body.teams).toEqual([
      { schoolId: 11, isHomeTeam: true },
      { schoolId: 12, isHomeTeam: false },
    ]);
  });

  it('opens a game whose time is to be decided without a time', () => {
    const values = gameFormOf(game({ isTBD: true }), false, PLACE);
    expect([values.timeUnknown, values.startTime, values.endTime]).toEqual([true, '', '']);
  });
});

describe('notesAsText', () => {
  it('reads sanitised HTML as plain text', () => {
    expect(notesAsText(null)).toBe('');
    expect(notesAsText('a<br>b<br/>c &lt;d&gt; &#39;e&#x27; &quot;f&quot; &unknown;')).toBe(
      'a\nb\nc <d> \'e\' "f" &unknown;',
    );
    // A reference outside Unicode reads as nothing (it threw a RangeError and broke the form).
    expect(notesAsText('x &#x110000; y &#99999999;')).toBe('x  y');
  });
});

describe('the form checks', () => {
  const TODAY = '2026-11-20';
  const errorsOf = (result: ReturnType<typeof formErrors>) => (result.ok ? {} : result.errors);

  it("keep a game's day within the calendar's range, as the server does", () => {
    const values = changeStartTime(addTeam(fresh(), SOUTH), '19:00');
    expect(formErrors(gameFormChecks(TODAY), gameFormBody(values)).ok).toBe(true);
    const late = { ...values, eventDate: '2036-01-01' };
    expect(errorsOf(formErrors(gameFormChecks(TODAY), gameFormBody(late)))).toEqual({
      eventDate: calendarDateMessage(TODAY),
    });
  });

  it('keep a postponed game on or after its day, and within the range', () => {
    const body = (eventDate: string) => ({ copyFromId: 900, eventDate });
    const checks = postponeChecks('2026-11-20', TODAY);
    expect(formErrors(checks, body('2026-11-27')).ok).toBe(true);
    expect(errorsOf(formErrors(checks, body('2026-11-19')))).toEqual({
      eventDate: VALIDATION.postponeBeforeOriginal,
    });
    expect(errorsOf(formErrors(checks, body('2036-01-01')))).toEqual({
      eventDate: calendarDateMessage(TODAY),
    });
  });
});
