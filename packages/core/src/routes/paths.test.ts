import { describe, expect, it } from 'vitest';
import {
  bracketPath,
  calendarFeedPath,
  contactPath,
  followedPlacePath,
  forumTagPath,
  gamePath,
  PATHS,
  postPath,
  scheduleExportPath,
  selectionPath,
  webcalUrl,
} from './paths';

describe('paths', () => {
  it('builds the pages of one thing', () => {
    expect(gamePath(42)).toBe('/scores/view/42');
    expect(bracketPath(7)).toBe('/playoffs/view/7');
    expect(postPath(9, 'big win')).toBe('/forums/post/9/big%20win');
    expect(postPath(9, '')).toBe('/forums/post/9');
    expect(contactPath()).toBe('/contact-us');
    expect(contactPath({ id: 3, name: 'A @ B' })).toBe('/contact-us/3/A%20%40%20B');
    expect(PATHS.standings).toBe('/scores/standings');
  });

  it('carries a selection with each page its own query keys', () => {
    const selection = {
      selectedStateId: '1',
      selectedCountyId: '12',
      selectedSchoolId: '300',
      selectedSportId: '5',
      season: '2026-2027',
    };
    expect(selectionPath('standings', selection, { force: true })).toBe(
      '/scores/standings?selectedStateId=1&selectedCountyId=12&selectedSportId=5&season=2026-2027&force=true',
    );
    expect(selectionPath('schedules', selection)).toBe(
      '/schedules?stateId=1&countyId=12&schoolId=300&sportId=5&season=2026-2027',
    );
    expect(selectionPath('scores', { selectedStateId: '1', selectedDate: '2026-11-20' })).toBe(
      '/scores?stateId=1&date=2026-11-20',
    );
    expect(selectionPath('playoffs', {})).toBe('/playoffs');
  });
});

describe('followedPlacePath', () => {
  it("leads a followed school to its schedule in the sport, over the reader's own choice", () => {
    expect(
      followedPlacePath({
        followedStateId: 1,
        followedDistrictId: 16,
        followedSchoolId: 117,
        followedSportId: 4,
      }),
    ).toBe('/schedules?stateId=1&countyId=16&schoolId=117&sportId=4&force=true');
  });

  it('leads a followed county to its scores', () => {
    expect(
      followedPlacePath({
        followedStateId: 1,
        followedDistrictId: 16,
        followedSchoolId: null,
        followedSportId: null,
      }),
    ).toBe('/scores?stateId=1&countyId=16&force=true');
  });
});

describe('forumTagPath', () => {
  it('sends a category to its page and any other tag to the tag search', () => {
    const tag = {
      tagString: 'Walt Whitman',
      tagLink: 'x',
      tagType: 'School',
      tagEntityId: 100,
      isCategory: false,
    };
    expect(forumTagPath(tag)).toBe('/forums/search/tag/School/Walt%20Whitman/100');
    expect(forumTagPath({ ...tag, tagEntityId: null })).toBe(
      '/forums/search/tag/School/Walt%20Whitman',
    );
    expect(forumTagPath({ ...tag, isCategory: true, tagLink: 'all/General' })).toBe(
      '/forums/all/General',
    );
  });

  it("builds the addresses of a team's calendar feed and season export", () => {
    expect(calendarFeedPath({ schoolId: 5 })).toBe('/api/csz/calendar/school/5.ics');
    expect(calendarFeedPath({ schoolId: 5, sportId: null })).toBe('/api/csz/calendar/school/5.ics');
    expect(calendarFeedPath({ schoolId: 5, sportId: 2 })).toBe('/api/csz/calendar/team/5/2.ics');
    const team = { schoolId: 5, sportId: 2, season: '2026-2027' };
    expect(scheduleExportPath(team, 'csv')).toBe(
      '/api/csz/schedules/export/5/2.csv?season=2026-2027',
    );
    expect(scheduleExportPath(team, 'json')).toBe(
      '/api/csz/schedules/export/5/2.json?season=2026-2027',
    );
  });

  it('turns a feed address into the webcal address calendar apps subscribe with', () => {
    expect(webcalUrl('https://csz.example/api/csz/calendar/school/5.ics')).toBe(
      'webcal://csz.example/api/csz/calendar/school/5.ics',
    );
    expect(webcalUrl('http://localhost:3000/a.ics')).toBe('webcal://localhost:3000/a.ics');
  });
});
