import { describe, expect, it } from 'vitest';
import type { StandingGroup } from '../contract/standings';
import {
  COMPACT_SCOREBOARD,
  NARROWEST_FRAME_WIDTH,
  chosenStandings,
  fitWidth,
  fittedFrameHeight,
  frameFields,
  frameHref,
  fullStandingsPath,
  isCompactFrame,
  scoreboardPageSize,
} from './frameView';

const settings: [string, string][] = [
  ['state', '1'],
  ['district', '16'],
  ['color', '#7a0019'],
];

describe('frame links', () => {
  it('keep the settings and add the choices that are set, in one order', () => {
    expect(frameFields(settings, { page: 2, date: '2026-11-19', selectedSport: null })).toEqual([
      ...settings,
      ['date', '2026-11-19'],
      ['page', '2'],
    ]);
    expect(frameHref(settings, { date: '2026-11-19', selectedSport: '4', season: '' })).toBe(
      '?state=1&district=16&color=%237a0019&date=2026-11-19&selectedSport=4',
    );
  });

  it('escape what would end a value', () => {
    expect(frameHref([['theme', 'a&b=c']], {})).toBe('?theme=a%26b%3Dc');
  });
});

describe('isCompactFrame', () => {
  it('is compact unless the loader sizes the frame', () => {
    expect(isCompactFrame(undefined)).toBe(true);
    expect(isCompactFrame('content')).toBe(false);
  });
});

describe('scoreboardPageSize', () => {
  it('pages a frame the loader sizes by the scoreboard page size', () => {
    expect(scoreboardPageSize({ compact: false, height: '300', sportSwitch: true })).toBe(16);
  });

  it('fits two of the tallest cards in the default 300 by 600 frame, with or without a sport switch', () => {
    expect(scoreboardPageSize({ compact: true, height: '600', sportSwitch: true })).toBe(2);
    expect(scoreboardPageSize({ compact: true, height: '600px', sportSwitch: false })).toBe(2);
  });

  it('grows with the height, and never shows fewer than one game or more than a page', () => {
    const room = (games: number) =>
      COMPACT_SCOREBOARD.chrome + COMPACT_SCOREBOARD.sportSwitch + games * COMPACT_SCOREBOARD.game;
    expect(scoreboardPageSize({ compact: true, height: String(room(4)), sportSwitch: true })).toBe(
      4,
    );
    expect(
      scoreboardPageSize({ compact: true, height: String(room(4) - 1), sportSwitch: true }),
    ).toBe(3);
    expect(scoreboardPageSize({ compact: true, height: '150', sportSwitch: true })).toBe(1);
    expect(scoreboardPageSize({ compact: true, height: '9999', sportSwitch: false })).toBe(16);
  });

  it('takes a percentage as the default height', () => {
    expect(scoreboardPageSize({ compact: true, height: '100%', sportSwitch: true })).toBe(
      scoreboardPageSize({ compact: true, height: '600', sportSwitch: true }),
    );
  });
});

describe('fitWidth', () => {
  it("measures at a phone's column, where a wider frame's code is shrunk to", () => {
    expect(fitWidth('300')).toBe(NARROWEST_FRAME_WIDTH);
    expect(fitWidth('600px')).toBe(NARROWEST_FRAME_WIDTH);
    expect(fitWidth('100%')).toBe(NARROWEST_FRAME_WIDTH);
  });

  it('measures a frame narrower than that at its own width', () => {
    expect(fitWidth(' 250px ')).toBe(250);
  });
});

describe('fittedFrameHeight', () => {
  it('leaves a little room over the content, rounded up to 10 px', () => {
    expect(fittedFrameHeight(811.2)).toBe(840);
    expect(fittedFrameHeight(296)).toBe(320);
  });
});

describe('chosenStandings', () => {
  const group = (title: string, subStandings: StandingGroup[] = []): StandingGroup => ({
    title,
    standings: [],
    subStandings,
  });
  const groups = [
    group('Montgomery County League', [group('Division I'), group('Division II')]),
    group('Metro League', [group('Division I')]),
    group('Overall Record'),
  ];

  it('keeps every group when nothing is chosen', () => {
    expect(chosenStandings(groups, {})).toEqual(groups);
  });

  it("keeps the league's group, or only its division", () => {
    expect(chosenStandings(groups, { league: 'Metro League' })).toEqual([groups[1]]);
    expect(
      chosenStandings(groups, { league: 'Montgomery County League', division: 'Division I' }),
    ).toEqual([group('Division I')]);
    expect(chosenStandings(groups, { league: 'Nowhere', division: 'Division I' })).toEqual([]);
  });
});

describe('fullStandingsPath', () => {
  it("links to the site's standings of the county, sport and season, over the reader's own", () => {
    expect(fullStandingsPath({ stateId: 1, countyId: 16, sportId: 4 }, '2025-2026')).toBe(
      '/scores/standings?selectedStateId=1&selectedCountyId=16&selectedSportId=4&season=2025-2026&force=true',
    );
  });
});
