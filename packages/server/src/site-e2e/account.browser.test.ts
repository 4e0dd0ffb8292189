import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../demo/members';
import { launchChromium } from '../testing/browser';
import { TEST_TODAY, startTestServer, type TestServer } from '../testing/testServer';
import { testPng } from '../testing/uploads';
import { WAIT, checkWidths, logInThroughDialog, openSitePage } from './siteBrowser';

/**
 * The account pages (issue 18) in Chromium against the real server and database (PGlite): a new
 * member signs up, follows a school and a sport, sees their feed, earns Spirit Points for a picture
 * and a followed team and finds them in the activity tab and its chart; a guest is asked to log in
 * and the page follows; logging out forgets the member's figures. Every tab is checked with axe at
 * a phone's and a desktop's width, and for nothing wider than 320 px.
 */

const SESSION_KEY = 'csz.session';

describe('the account pages in Chromium', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startTestServer('pglite');
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const url = (path: string) => `${server.url}${path}`;
  const main = (page: Page) => page.getByRole('main');
  const field = (scope: Page | Locator, label: string) =>
    ('goto' in scope ? main(scope) : scope).getByLabel(label, { exact: true });

  /** A figure of the activity tab ('Total points'), as the page shows it. */
  const figure = (page: Page, term: string) =>
    main(page).locator('.csz-activity__figure').filter({ hasText: term }).locator('dd');

  it('a new member follows a team, sees the feed, and finds the points a picture and the team earned', async () => {
    const { page, close } = await openSitePage(browser, 'phone');
    await page.goto(url('/sign-up'));
    await field(page, 'Email').fill('new.parent@example.com');
    await field(page, 'Password').fill(DEMO_PASSWORD);
    await field(page, 'Confirm Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(url('/profile-sign-up'), WAIT);
    await page.getByRole('button', { name: 'Finish Profile Later' }).click();
    await page.waitForURL(url('/my-account/profile'), WAIT);
    await expect.poll(() => page.title(), WAIT).toBe('My Account: Profile | CSZ');

    // A school and one of its sports, from the profile's 'Add Another School'.
    await main(page).getByRole('link', { name: 'Add Another School' }).first().click();
    await page.getByRole('heading', { name: 'Complete Preferences' }).waitFor(WAIT);
    const state = field(page, 'State');
    await state.locator('option', { hasText: 'Maryland' }).waitFor({ state: 'attached', ...WAIT });
    await state.selectOption({ label: 'Maryland' });
    const county = field(page, 'County');
    await county
      .locator('option', { hasText: 'Montgomery' })
      .waitFor({ state: 'attached', ...WAIT });
    await county.selectOption({ label: 'Montgomery' });
    const school = field(page, 'School');
    await school
      .locator('option:not([value=""])')
      .first()
      .waitFor({ state: 'attached', ...WAIT });
    const schoolName = (await school.locator('option:not([value=""])').first().textContent())!;
    await school.selectOption({ label: schoolName });
    const sports = field(page, 'Sports');
    await sports
      .locator('option:not([value=""])')
      .first()
      .waitFor({ state: 'attached', ...WAIT });
    const sportName = (await sports.locator('option:not([value=""])').first().textContent())!;
    await sports.selectOption({ label: sportName });
    await page.getByRole('radio', { name: 'Parent' }).check();
    await page.getByRole('button', { name: 'Finish', exact: true }).click();
    await page.waitForURL(url('/my-account/profile'), WAIT);
    await main(page).getByText(schoolName).first().waitFor(WAIT);

    // The home tab: their teams, and the feed of what they follow.
    await main(page).getByRole('link', { name: 'Home', exact: true }).click();
    await page.waitForURL(url('/my-account/home'), WAIT);
    await main(page)
      .getByRole('link', { name: `${schoolName} · ${sportName}` })
      .first()
      .waitFor(WAIT);
    await main(page).getByRole('heading', { name: 'Your feed' }).waitFor(WAIT);
    await main(page).locator('.csz-feed article, .csz-feed li').first().waitFor(WAIT);
    await checkWidths(page, 'account-home');

    // A picture, cropped to a square and saved.
    await main(page).getByRole('link', { name: 'Profile', exact: true }).click();
    await page.waitForURL(url('/my-account/profile'), WAIT);
    const png = Buffer.from(await testPng(800, 500));
    await main(page)
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await main(page).getByText('Crop your picture').waitFor(WAIT);
    await page.keyboard.press('Tab');
    await main(page).getByRole('button', { name: 'Save Picture' }).click();
    const picture = main(page).getByRole('img', { name: /^Picture of / });
    await picture.waitFor(WAIT);
    const stored = await picture.evaluate((img: HTMLImageElement) => ({
      src: img.src,
      width: img.naturalWidth,
      height: img.naturalHeight,
    }));
    expect(stored.src).toContain('/uploads/avatars/');
    expect(stored.width).toBe(stored.height);
    await checkWidths(page, 'account-profile');

    // The profile: the birthday picker opens 14 years back (spec §5); a birthday earns points too.
    const profileForm = main(page)
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Save Profile' }) });
    const birthday = profileForm.getByRole('group', { name: 'Birthday (optional)' });
    const year = String(Number(TEST_TODAY.slice(0, 4)) - 14);
    expect(await birthday.getByLabel('Year').inputValue()).toBe(year);
    await field(profileForm, 'First Name').fill('Robin');
    await field(profileForm, 'Last Name').fill('Okafor');
    await birthday.getByLabel('Month').selectOption({ label: 'March' });
    await birthday.getByLabel('Day').selectOption('31');
    // The 31st, then a shorter month: the day becomes the month's last.
    await birthday.getByLabel('Month').selectOption({ label: 'February' });
    expect(await birthday.getByLabel('Day').inputValue()).toBe(
      Number(year) % 4 === 0 ? '29' : '28',
    );
    await profileForm.getByRole('button', { name: 'Save Profile' }).click();
    await expect
      .poll(async () => {
        const profile = await server.call<{ birthday: string | null }>(
          'GET',
          '/api/csz/memberProfile',
          { token: await sessionToken(page) },
        );
        return profile.body.birthday;
      }, WAIT)
      .toBe(`${year}-02-${Number(year) % 4 === 0 ? '29' : '28'}`);

    // Spirit PointZ: the picture, the team (and the school, followed with it), the birthday.
    await main(page).getByRole('link', { name: 'Spirit PointZ', exact: true }).click();
    await page.waitForURL(url('/my-account/activity'), WAIT);
    const awards = await server.call<{ date: string; spiritPoints: number }[]>(
      'GET',
      '/api/csz/spiritPoints/member/pointsGroupedByDate',
      { token: await sessionToken(page) },
    );
    const total = awards.body.reduce((sum, day) => sum + day.spiritPoints, 0);
    expect(total).toBeGreaterThanOrEqual(20);
    await expect.poll(() => figure(page, 'Total points').textContent(), WAIT).toBe(String(total));
    expect(await figure(page, 'Day streak').textContent()).toBe('1');
    const days = main(page).locator('.csz-activity__day');
    expect(await days.count()).toBe(1);
    expect(await days.first().textContent()).toContain(`+${total}`);
    // The chart's table, for screen readers, gives this month's points.
    const chart = main(page).getByRole('table', { name: 'Points Earned by Month' });
    expect(await chart.locator('tbody tr').last().locator('td').textContent()).toBe(String(total));
    // The leaderboard of their school ranks them.
    await main(page).getByRole('heading', { name: 'Leaderboard' }).waitFor(WAIT);
    await main(page).locator('tr[aria-current="true"]').waitFor(WAIT);
    await checkWidths(page, 'account-activity');
    await close();
  }, 180_000);

  it('asks a guest to log in and shows the tab once they have; logging out forgets the figures', async () => {
    const { page, close } = await openSitePage(browser, 'desktop');
    await page.goto(url('/my-account/activity'));
    await page.getByRole('heading', { name: 'Not Authorized' }).waitFor(WAIT);
    await main(page).getByRole('button', { name: 'Log in' }).click();
    await logInThroughDialog(page, 'fan@demo.csz.test');
    await figure(page, 'Total points').waitFor(WAIT);
    expect(page.url()).toBe(url('/my-account/activity'));
    // The side card of another page shows their points, and leads back here.
    await page.goto(url('/about-csz'));
    const card = page.getByRole('complementary', { name: 'Spirit PointZ' });
    await card.getByText(/ points$/).waitFor(WAIT);
    await card.getByRole('link').click();
    await page.waitForURL(url('/my-account/activity'), WAIT);
    await figure(page, 'Total points').waitFor(WAIT);

    await page
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('button', { name: 'Log Out' })
      .click();
    await page.getByRole('heading', { name: 'Not Authorized' }).waitFor(WAIT);
    expect(await main(page).locator('.csz-activity').count()).toBe(0);
    expect(
      await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), SESSION_KEY),
    ).toBeNull();
    await close();
  }, 120_000);

  it('shows the team calendar in the schedule tab, and sends an unknown tab home', async () => {
    const { page, close } = await openSitePage(browser, 'phone');
    await page.goto(url('/login?redirect=%2Fmy-account%2Fschedule'));
    await field(page, 'Email').fill('head.coach@demo.csz.test');
    await field(page, 'Password').fill(DEMO_PASSWORD);
    await main(page).getByRole('button', { name: 'Log In', exact: true }).click();
    // Its flag is on: the menu offers it, and it opens on Calendar View (teamCalendar.browser.test.ts
    // drives the calendar itself).
    await main(page).getByRole('tab', { name: 'Calendar View', selected: true }).waitFor(WAIT);
    const menu = page.getByRole('navigation', { name: 'My Account' });
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'Home',
      'Profile',
      'Schedule',
      'Spirit PointZ',
    ]);
    expect(await menu.getByRole('link', { name: 'Schedule' }).getAttribute('aria-current')).toBe(
      'page',
    );
    // The menu folds away, and stays folded on the next tab.
    await menu.getByRole('button', { name: 'Hide menu' }).click();
    expect(await menu.getByRole('link').count()).toBe(0);
    await page.goto(url('/my-account/settings'));
    await page.waitForURL(url('/my-account/home'), WAIT);
    await menu.getByRole('button', { name: 'Show menu' }).waitFor(WAIT);
    await close();
  }, 60_000);

  /** The access token the page holds. */
  async function sessionToken(page: Page): Promise<string> {
    const stored = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
    return (JSON.parse(stored!) as { accessToken: string }).accessToken;
  }
});
