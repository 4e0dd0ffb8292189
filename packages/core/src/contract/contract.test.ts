import { describe, expect, it } from 'vitest';
import { computeStandings, overallRecordGroup } from '../standings/computeStandings';
import {
  authSessionSchema,
  notificationSchema,
  roleEntrySchema,
  tokenClaimsSchema,
} from './accounts';
import { chosenAdSchema } from './ads';
import { feedItemSchema, postTagSchema } from './forum';
import {
  gameReactionRequestSchema,
  gameReactionSchema,
  gameSchema,
  gamesPageSchema,
  scheduleDatesSchema,
} from './games';
import { bracketSchema } from './playoffs';
import { booleanParamSchema, idParamSchema, pagedSchema, seasonSchema } from './primitives';
import { storedSelectionSchema } from './selection';
import { standingsResponseSchema } from './standings';
import { widgetParamsSchema } from './widgets';
import { stateSchema } from './lookups';
import { sampleGame } from './sampleGame';

describe('the game contract', () => {
  it('accepts a full game and a page of games', () => {
    expect(gameSchema.parse(sampleGame)).toEqual(sampleGame);
    expect(
      gamesPageSchema.parse({
        items: [sampleGame],
        total: 40,
        league: { id: 3, leagueName: 'Montgomery 4A' },
      }).total,
    ).toBe(40);
  });

  it.each([
    ['a negative score', { teams: [{ ...sampleGame.teams[0], score: -1 }] }, 'teams.0.score'],
    ['an unknown status', { status: 'Delayed' }, 'status'],
    ['a bad date', { eventDate: '11/20/2026' }, 'eventDate'],
    ['a season that is not one', { year: '2026-2028' }, 'year'],
    ['a stream link that is not http', { youtubeLink: 'javascript:alert(1)' }, 'youtubeLink'],
  ])('rejects %s', (_name, patch, path) => {
    const result = gameSchema.safeParse({ ...sampleGame, ...patch });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain(path);
  });

  it('takes schedule dates as [day, games] pairs', () => {
    expect(scheduleDatesSchema.parse([['2026-11-20', 4]])).toEqual([['2026-11-20', 4]]);
    expect(scheduleDatesSchema.safeParse([['2026-11-20']]).success).toBe(false);
  });
});

describe('the game like contract', () => {
  it('takes a Like or an Unlike and answers the count', () => {
    expect(gameReactionRequestSchema.parse({ type: 'Unlike' })).toEqual({ type: 'Unlike' });
    expect(gameReactionRequestSchema.safeParse({ type: 'Love' }).error?.issues[0]?.message).toBe(
      'Must be Like or Unlike',
    );
    expect(gameReactionSchema.safeParse({ votesCount: 3, youVoted: true }).success).toBe(true);
    expect(gameReactionSchema.safeParse({ votesCount: -1, youVoted: true }).success).toBe(false);
  });
});

describe('the ad contract', () => {
  it('serves an ad without a phone picture, or no ad', () => {
    const ad = {
      id: 4,
      slot: 'General_Top_300x250',
      size: '300x250',
      href: '/playgames',
      imageUrl: '/ads/4.svg',
      alt: "CSZ: Play Pick 'Em",
    };
    expect(chosenAdSchema.parse({ ad })).toEqual({ ad });
    expect(chosenAdSchema.parse({ ad: null })).toEqual({ ad: null });
    expect(chosenAdSchema.safeParse({ ad: { ...ad, mobileImageUrl: null } }).success).toBe(false);
    expect(chosenAdSchema.safeParse({ ad: { ...ad, slot: 'Sidebar' } }).success).toBe(false);
  });
});

describe('the standings contract', () => {
  it('describes what computeStandings produces, nested groups included', () => {
    const items = computeStandings(
      [{ id: 1, name: 'Adams', imgUrl: null }],
      [],
      [{ ...overallRecordGroup([1]), subGroups: [{ title: 'North', teamIds: [1] }] }],
      { today: '2026-11-20' },
    );
    expect(
      standingsResponseSchema.parse({ items, league: null }).items[0]?.subStandings[0]?.title,
    ).toBe('North');
  });
});

describe('the bracket contract', () => {
  it('tells a bye from a slot still to be decided', () => {
    const bracket = bracketSchema.parse({
      id: 1,
      name: '4A Boys',
      sportId: 5,
      sportName: 'Football',
      stateId: 1,
      season: '2026-2027',
      roundNames: ['Semifinals', 'Final'],
      matches: [
        {
          id: 10,
          round: 1,
          position: 0,
          gameId: null,
          eventDate: null,
          top: {
            kind: 'team',
            team: {
              schoolId: 100,
              name: 'Whitman',
              shortName: 'WW',
              imgUrl: null,
              seed: 1,
              score: null,
              isWinner: null,
            },
          },
          bottom: { kind: 'bye' },
          winnerTo: { matchId: 12, side: 'top' },
          isThirdPlace: false,
        },
        {
          id: 12,
          round: 2,
          position: 0,
          gameId: null,
          eventDate: null,
          top: { kind: 'tbd', fromMatchId: 10 },
          bottom: { kind: 'tbd', fromMatchId: 11 },
          winnerTo: null,
          isThirdPlace: false,
        },
      ],
    });
    expect(bracket.matches.map((m) => [m.top.kind, m.bottom.kind])).toEqual([
      ['team', 'bye'],
      ['tbd', 'tbd'],
    ]);
  });
});

describe('the forum and account contract', () => {
  it('reads nested tags and both kinds of feed item', () => {
    const tag = postTagSchema.parse({
      tagString: 'Montgomery',
      tagLink: 'montgomery',
      tagType: 'District',
      tagEntityId: 10,
      isCategory: false,
      children: [
        {
          tagString: 'Whitman',
          tagLink: 'whitman',
          tagType: 'School',
          tagEntityId: 100,
          isCategory: false,
        },
      ],
    });
    expect(tag.children?.[0]?.tagType).toBe('School');
    expect(feedItemSchema.parse({ type: 'game', data: sampleGame }).type).toBe('game');
    expect(feedItemSchema.safeParse({ type: 'poll', data: {} }).success).toBe(false);
  });

  it('takes spirit point types 0 to 22 only', () => {
    const notification = {
      id: 1,
      spiritPointType: 22,
      type: 'Like',
      postId: null,
      postName: null,
      gameId: 41,
      schoolId: null,
      districtId: null,
      stateId: null,
      sportId: null,
      fromMemberId: 9,
      authorName: 'Dana',
      created: '2026-11-20T01:00:00Z',
      spiritPoints: 1,
    };
    expect(notificationSchema.safeParse(notification).success).toBe(true);
    expect(notificationSchema.safeParse({ ...notification, spiritPointType: 23 }).success).toBe(
      false,
    );
  });

  it('reads sessions, token claims and role entries', () => {
    expect(
      authSessionSchema.safeParse({ accessToken: 'a', refreshToken: 'r', expiresAt: 1, email: 'e' })
        .success,
    ).toBe(true);
    expect(tokenClaimsSchema.parse({ memberId: 3, roleName: 'SiteAdmin' }).roleName).toBe(
      'SiteAdmin',
    );
    expect(tokenClaimsSchema.safeParse({ memberId: 3, roleName: 'King' }).success).toBe(false);
    expect(
      roleEntrySchema.safeParse({
        id: 1,
        memberRoleType: 'HeadCoach',
        isPending: true,
        pendingStatus: 'Pending',
        followedSchoolId: 100,
        followedSportId: 5,
        followedDistrictId: 10,
        followedStateId: 1,
        districtName: 'Montgomery',
        schoolFullName: 'Walt Whitman High School',
        schoolShortName: 'Whitman',
        schoolLogoUrl: null,
        sportName: 'Football',
        isAutomaticallyTexting: false,
      }).success,
    ).toBe(true);
  });
});

describe('query parameters', () => {
  it.each([
    ['12', 12],
    ['0', null],
    ['-3', null],
    ['1.5', null],
    ['abc', null],
  ])('idParam %o is %o', (value, expected) => {
    const result = idParamSchema.safeParse(value);
    expect(result.success ? result.data : null).toBe(expected);
  });

  it.each([
    ['true', true],
    ['1', true],
    ['false', false],
    [true, true],
    ['yes', null],
  ])('booleanParam %o is %o', (value, expected) => {
    const result = booleanParamSchema.safeParse(value);
    expect(result.success ? result.data : null).toBe(expected);
  });

  it('reads widget params with their defaults', () => {
    expect(widgetParamsSchema.parse({ state: '1', sport: '5', isLeague: 'true' })).toEqual({
      state: 1,
      sport: 5,
      isLeague: true,
      width: '300',
      height: '600',
      theme: 'auto',
      page: 1,
    });
  });

  it("reads the loader's mark and the reader's choices the frame's links send", () => {
    expect(
      widgetParamsSchema.parse({
        division: '12',
        fit: 'content',
        date: '2026-11-19',
        selectedSport: '4',
        season: '2025-2026',
        page: '3',
      }),
    ).toMatchObject({
      division: 12,
      fit: 'content',
      date: '2026-11-19',
      selectedSport: 4,
      season: '2025-2026',
      page: 3,
    });
  });

  it('reads a school colour with or without its #', () => {
    expect(widgetParamsSchema.parse({ color: '1F3A68' }).color).toBe('#1f3a68');
    expect(widgetParamsSchema.parse({ color: '#fc0' }).color).toBe('#ffcc00');
  });

  it.each([
    [{ state: 'maryland' }, 'state'],
    [{ theme: 'neon' }, 'theme'],
    [{ width: '100vh' }, 'width'],
    [{ height: '9999999' }, 'height'],
    [{ color: 'red' }, 'color'],
    [{ color: '#1f3a68;background:url(x)' }, 'color'],
    [{ division: '2147483648' }, 'division'],
    [{ fit: 'height' }, 'fit'],
    [{ date: '2026-11-19\u0000' }, 'date'],
    [{ date: '2026-02-30' }, 'date'],
    [{ date: '11/19/2026' }, 'date'],
    [{ selectedSport: '-4' }, 'selectedSport'],
    [{ season: '2025-2027' }, 'season'],
    [{ page: '0' }, 'page'],
    [{ page: '1.5' }, 'page'],
    [{ page: '99999999999' }, 'page'],
  ])('rejects widget params %o', (params, path) => {
    const result = widgetParamsSchema.safeParse(params);
    expect(result.error?.issues[0]?.path).toEqual([path]);
  });

  it('pages a list with items and total', () => {
    expect(
      pagedSchema(stateSchema).safeParse({
        items: [{ id: 1, name: 'Maryland', abbreviation: 'MD' }],
        total: 1,
      }).success,
    ).toBe(true);
    expect(pagedSchema(stateSchema).safeParse({ items: [] }).success).toBe(false);
    expect(seasonSchema.safeParse('2025-2026').success).toBe(true);
  });
});

describe('storedSelectionSchema', () => {
  it('drops what it cannot read instead of failing', () => {
    expect(
      storedSelectionSchema.parse({
        selectedStateId: '1',
        selectedCountyId: 4,
        selectedDate: 'soon',
        season: '2026-2027',
      }),
    ).toEqual({
      selectedStateId: '1',
      selectedCountyId: null,
      selectedSchoolId: null,
      selectedSportId: null,
      selectedDate: null,
      season: '2026-2027',
    });
  });
});
