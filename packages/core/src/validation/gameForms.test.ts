import { describe, expect, it } from 'vitest';
import { formErrors } from './formErrors';
import {
  checkScoreEntries,
  gameFormSchema,
  memberScoresSchema,
  postponeSchema,
  scoreCorrectionSchema,
  gamePostSchema,
  scoreUploadSchema,
} from './gameForms';

const errorsOf = (schema: Parameters<typeof formErrors>[0], values: unknown) => {
  const result = formErrors(schema, values);
  return result.ok ? {} : result.errors;
};

const game = {
  gameType: 'Game',
  sportId: 3,
  eventDate: '2026-11-20',
  startTime: '19:00:00',
  teams: [
    { schoolId: 10, isHomeTeam: true },
    { schoolId: 11, isHomeTeam: false },
  ],
};

describe('gameFormSchema', () => {
  it.each([
    ['a valid game', game, {}],
    ['nothing', {}, { gameType: 'Required', sportId: 'Required', eventDate: 'Required' }],
    [
      'one team',
      { ...game, teams: [{ schoolId: 10, isHomeTeam: true }] },
      { teams: 'The game should have at least two teams' },
    ],
    [
      'a team without a school',
      { ...game, teams: [{ schoolId: 10, isHomeTeam: true }, { schoolId: null }] },
      { 'teams.1.schoolId': 'School is required' },
    ],
    [
      'no home team chosen',
      { ...game, teams: [{ schoolId: 10 }, { schoolId: 11 }] },
      { homeTeam: 'Home Team is required' },
    ],
    [
      "'No Home Team' set",
      { ...game, noHomeTeam: true, teams: [{ schoolId: 10 }, { schoolId: 11 }] },
      {},
    ],
    [
      'a negative score',
      { ...game, teams: [{ schoolId: 10, isHomeTeam: true, finalScore: -2 }, { schoolId: 11 }] },
      { 'teams.0.finalScore': 'Score must be greater than or equal to 0' },
    ],
    [
      'a bad date',
      { ...game, eventDate: '2026-02-30' },
      { eventDate: 'Must be a date written yyyy-MM-dd' },
    ],
    [
      'a bad link',
      { ...game, youtubeLink: 'javascript:alert(1)' },
      { youtubeLink: 'Must be a YouTube video link' },
    ],
    [
      'an NFHS Network link elsewhere',
      { ...game, nfhsLink: 'https://nfhsnetwork.com.example/events/1' },
      { nfhsLink: 'Must be an NFHS Network link' },
    ],
    [
      'a school listed twice',
      { ...game, teams: [{ schoolId: 10, isHomeTeam: true }, { schoolId: 10 }] },
      { 'teams.1.schoolId': 'A school can be listed only once' },
    ],
    [
      'a game ending before it starts',
      { ...game, startTime: '20:00:00', endTime: '18:00:00' },
      { endTime: 'End time must not be before start time' },
    ],
    [
      'a name and a place of more than one line',
      { ...game, name: 'A @ B\r\nBcc: x@example.com', location: 'Field 1\nField 2' },
      { name: 'Must be one line', location: 'Must be one line' },
    ],
    [
      'more teams than a meet has',
      {
        ...game,
        teams: Array.from({ length: 65 }, (_, i) => ({ schoolId: i + 1, isHomeTeam: i === 0 })),
      },
      { teams: 'Must be 64 teams or fewer' },
    ],
  ])('%s', (_name, values, expected) => {
    expect(errorsOf(gameFormSchema, values)).toEqual(expected);
  });

  const event = { gameType: 'Event', sportId: 3, eventDate: '2026-11-20', schoolId: 10 };

  it.each([
    [
      'a custom event with start and end',
      { ...event, startTime: '18:00:00', endTime: '19:00:00' },
      {},
    ],
    ['a custom event without a time', { ...event, startTimeUnknown: true }, {}],
    [
      'a custom event with a start only',
      { ...event, startTime: '18:00:00' },
      { endTime: 'Required' },
    ],
    ['a custom event with nothing', event, { startTime: 'Required', endTime: 'Required' }],
    [
      'a custom event ending before it starts',
      { ...event, startTime: '18:00:00', endTime: '17:00:00' },
      { endTime: 'End time must not be before start time' },
    ],
  ])('%s', (_name, values, expected) => {
    expect(errorsOf(gameFormSchema, values)).toEqual(expected);
  });

  it('turns blank scores and links into null', () => {
    const parsed = gameFormSchema.parse({
      ...game,
      youtubeLink: '',
      teams: [
        { schoolId: '10', isHomeTeam: true, finalScore: '' },
        { schoolId: 11, finalScore: '21' },
      ],
    });
    expect(parsed.youtubeLink).toBeNull();
    expect(parsed.nfhsLink).toBeNull();
    expect(parsed.teams.map((t) => [t.schoolId, t.finalScore])).toEqual([
      [10, null],
      [11, 21],
    ]);
  });
});

describe('postponeSchema', () => {
  const schema = postponeSchema('2026-11-20');

  it.each([
    [
      { copyFromId: 5, eventDate: '2026-11-19' },
      { eventDate: 'New date must not be before the original date' },
    ],
    [{ copyFromId: 5, eventDate: '2026-11-20' }, {}],
    [
      { copyFromId: 5, eventDate: '2026-11-28', startTime: '20:00:00', endTime: '10:00:00' },
      { endTime: 'End time must not be before start time' },
    ],
    [
      {
        copyFromId: 5,
        eventDate: '2026-11-28',
        startDateUnknown: true,
        startTime: '20:00:00',
        endTime: '10:00:00',
      },
      {},
    ],
    [{ copyFromId: 5, eventDate: '' }, { eventDate: 'Required' }],
    [{ eventDate: '2026-11-27' }, { copyFromId: 'Required' }],
  ])('%o gives %o', (values, expected) => {
    expect(errorsOf(schema, values)).toEqual(expected);
  });

  it('clears the time when the new date is unknown', () => {
    expect(
      schema.parse({
        copyFromId: 5,
        eventDate: '2026-11-27',
        startDateUnknown: true,
        startTime: '19:00:00',
      }),
    ).toMatchObject({ startTime: null, startTimeUnknown: true, endTime: null });
  });

  it('keeps the time of a known date', () => {
    expect(
      schema.parse({ copyFromId: 5, eventDate: '2026-11-27', startTime: '19:00:00' }),
    ).toMatchObject({
      startTime: '19:00:00',
      startTimeUnknown: false,
    });
  });
});

describe('checkScoreEntries', () => {
  const teams = [
    { id: 1, canEdit: true },
    { id: 2, canEdit: true },
    { id: 3, canEdit: false },
  ];

  it.each([
    [
      { 1: '21', 2: '14' },
      {
        ok: true,
        scores: [
          { gameResultId: 1, score: 21 },
          { gameResultId: 2, score: 14 },
        ],
      },
    ],
    [
      { 1: '21', 2: '' },
      { ok: false, emptyTeamIds: [2], invalidTeamIds: [] },
    ],
    [{}, { ok: false, emptyTeamIds: [1, 2], invalidTeamIds: [] }],
    [
      { 1: '-1', 2: 'x' },
      { ok: false, emptyTeamIds: [], invalidTeamIds: [1, 2] },
    ],
    [
      { 1: 0, 2: 3, 3: '99' },
      {
        ok: true,
        scores: [
          { gameResultId: 1, score: 0 },
          { gameResultId: 2, score: 3 },
        ],
      },
    ],
  ])('%o gives %o', (entries, expected) => {
    expect(checkScoreEntries(teams, entries)).toEqual(expected);
  });

  it('sends nothing when no team is editable', () => {
    expect(checkScoreEntries([{ id: 3, canEdit: false }], { 3: '1' })).toEqual({
      ok: false,
      emptyTeamIds: [],
      invalidTeamIds: [],
    });
  });
});

describe('score payloads', () => {
  it('needs at least one score for memberScores', () => {
    expect(errorsOf(memberScoresSchema, { gameId: 1, scores: [] })).toEqual({ scores: 'Required' });
    expect(
      errorsOf(memberScoresSchema, { gameId: 1, scores: [{ gameResultId: 2, score: 7 }] }),
    ).toEqual({});
  });

  it('needs every score of an upload', () => {
    expect(errorsOf(scoreUploadSchema, { teams: [] })).toEqual({ teams: 'Required' });
    expect(errorsOf(scoreUploadSchema, { teams: [{ id: 1, finalScore: -1 }] })).toEqual({
      'teams.0.finalScore': 'Must be valid score',
    });
  });

  it("checks a game post's photos: pictures uploaded here, short names, at most ten", () => {
    const photo = { url: `/uploads/posts/${'a'.repeat(32)}.webp`, name: 'goal.jpg' };
    expect(errorsOf(gamePostSchema, { gameId: 1, sources: [photo] })).toEqual({});
    expect(
      errorsOf(gamePostSchema, {
        gameId: 1,
        sources: [{ ...photo, url: 'https://elsewhere.example/x.webp' }],
      }),
    ).toEqual({ 'sources.0.url': 'Must be a picture uploaded here' });
    expect(
      errorsOf(gamePostSchema, { gameId: 1, sources: [{ ...photo, name: 'n'.repeat(101) }] }),
    ).toEqual({
      'sources.0.name': 'Some images names are too long. Keep it under 100 characters.',
    });
    expect(
      errorsOf(gamePostSchema, { gameId: 1, sources: Array.from({ length: 11 }, () => photo) }),
    ).toEqual({ sources: 'You achieved maximum amount of images' });
  });

  it('needs a message or a photo in a game post', () => {
    expect(errorsOf(gamePostSchema, { gameId: 1, message: '   ' })).toEqual({
      message: 'Write a message or add a photo',
    });
    expect(errorsOf(gamePostSchema, { gameId: 1, message: 'Great game' })).toEqual({});
    expect(errorsOf(gamePostSchema, { gameId: 1, message: 'x'.repeat(2001) })).toEqual({
      message: 'Must be 2000 characters or less',
    });
  });

  it('lets staff clear a score', () => {
    expect(
      scoreCorrectionSchema.parse({
        results: [
          { id: 1, finalScore: null },
          { id: 2, finalScore: '7' },
        ],
      }),
    ).toEqual({
      results: [
        { id: 1, finalScore: null },
        { id: 2, finalScore: 7 },
      ],
    });
    expect(errorsOf(scoreCorrectionSchema, { results: [] })).toEqual({ results: 'Required' });
  });
});
