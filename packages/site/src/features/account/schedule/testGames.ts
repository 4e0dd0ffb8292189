import type { GameTeam, TeamCalendarGame } from '@csz/core';

// The schedule tab's tests' games: one game of the calendar list, every field set, changed by hand.

/** A team of a test game: school `schoolId`, its game result `schoolId * 10`, in league 3. */
export function testTeam(schoolId: number, name: string, isHome: boolean): GameTeam {
  return {
    id: schoolId * 10,
    name,
    shortName: name.split(' ')[0]!,
    imgUrl: null,
    score: null,
    isWon: null,
    isHome,
    schoolId,
    districtId: 3,
    stateId: 1,
    sportId: 4,
    canEdit: false,
  };
}

/** A football game of the calendar list on 2026-11-20 at 7 pm Eastern, no teams unless given. */
export function testGame(overrides: Partial<TeamCalendarGame> = {}): TeamCalendarGame {
  return {
    id: 1,
    name: 'South @ North',
    sport: { id: 4, name: 'Football' },
    gameType: 'Game',
    status: 'Active',
    eventDate: '2026-11-20',
    isEventDateTBD: false,
    startTime: '19:00:00',
    endTime: null,
    startTimeUnknown: false,
    isTBD: false,
    tz: 'America/New_York',
    location: null,
    notes: null,
    teams: [],
    canSubmitScores: false,
    scoreProvenance: null,
    isScoreDisputed: false,
    hasNotes: false,
    translationKey: null,
    youtubeLink: null,
    nfhsLink: null,
    postsCount: 0,
    votesCount: 0,
    youVoted: false,
    noHomeTeam: false,
    nextPostponeGame: null,
    year: '2026-2027',
    created: '2026-08-01T12:00:00.000Z',
    actions: [],
    ...overrides,
  };
}
