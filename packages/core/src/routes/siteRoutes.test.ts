import { describe, expect, it } from 'vitest';
import {
  SITE_ROUTE_AUDIENCE,
  isSitePage,
  pagePathOf,
  publicPageChanges,
  selectionPageAt,
} from './siteRoutes';

describe('isSitePage', () => {
  it.each([
    '/',
    '/scores',
    '/scores/',
    '/Scores',
    '/scores/view/12',
    '/scores/standings',
    '/contact-us',
    '/contact-us/12',
    '/contact-us/12/Whitman%20vs%20Churchill',
    '/forums',
    '/forums/post/3/a-slug',
    '/forums/search/plain-text/basketball',
    '/my-account',
    '/my-account/profile',
    '/login',
    '/login/a@b.c/Invalid',
    '/uploadScores/5',
    '/ms-rp/7',
    '/score-review',
    '/role-approvals',
    '/coach-reports',
  ])('knows %s', (path) => {
    expect(isSitePage(path)).toBe(true);
  });

  it.each([
    '/nope',
    '/scores/view',
    '/scores/view/12/extra',
    '/contact-us/1/2/3',
    '/my-account/home/more',
    '/uploadScores',
    '/scoresx',
    '/index.php',
    '//scores',
  ])('answers %s as no page', (path) => {
    expect(isSitePage(path)).toBe(false);
  });
});

describe('SITE_ROUTE_AUDIENCE', () => {
  it('keeps the builders, the account, the staff queues and the reports from guests', () => {
    const closed = Object.entries(SITE_ROUTE_AUDIENCE)
      .filter(([, audience]) => audience !== 'public')
      .map(([route]) => route);
    expect(closed).toEqual(
      expect.arrayContaining([
        'distribution',
        'standingsWidget',
        'myAccount',
        'notifications',
        'missingScoresReport',
        'scoreReview',
        'coachReports',
      ]),
    );
  });

  it('leaves the pages a reader finds from a search public', () => {
    for (const route of ['home', 'scores', 'game', 'schedules', 'bracket', 'forums'] as const) {
      expect(SITE_ROUTE_AUDIENCE[route]).toBe('public');
    }
  });
});

describe('publicPageChanges', () => {
  it.each([
    ['/', 'scores'],
    ['/scores', 'scores'],
    ['/scores/view/12', 'scores'],
    ['/scores/standings', 'sports'],
    ['/playoffs/view/3', 'sports'],
    ['/forums/post/3/a-slug', 'posts'],
    ['/about-csz', 'release'],
    ['/login/a@b.c', 'release'],
    ['/contact-us/12', 'release'],
    ['/my-account/home', null],
    ['/score-review', null],
    ['/nope', null],
  ])('says what changes %s: %s', (path, changes) => {
    expect(publicPageChanges(path)).toBe(changes);
  });
});

describe('pagePathOf', () => {
  it.each([
    ['/', '/'],
    ['/Scores/', '/scores'],
    ['/scores', '/scores'],
    ['/Forums/all/General', '/forums/all/general'],
  ])('reads %s as %s', (path, page) => {
    expect(pagePathOf(path)).toBe(page);
  });
});

describe('selectionPageAt', () => {
  it.each([
    ['/scores', 'scores'],
    ['/scores/', 'scores'],
    ['/scores/forum', 'scores'],
    ['/scores/standings', 'standings'],
    ['/schedules', 'schedules'],
    ['/schedules/forum', 'schedules'],
    ['/playoffs', 'playoffs'],
    ['/playoffs/view/3', null],
    ['/', null],
    ['/scores/view/12', null],
  ])('reads the picks of %s as %s', (path, page) => {
    expect(selectionPageAt(path)).toBe(page);
  });
});
