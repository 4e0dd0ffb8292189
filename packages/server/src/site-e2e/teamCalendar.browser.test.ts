import { formatLongDate, formatShortDate, selectionPath, shiftDate } from '@csz/core';
import { eq } from 'drizzle-orm';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberRoles, members } from '../accounts/schema';
import { schools } from '../lookups/schema';
import { DEMO_PASSWORD } from '../demo/members';
import { launchChromium } from '../testing/browser';
import { parseFeed } from '../testing/icalendar';
import { anotherSchoolPlace, headCoachPlace, type DemoPlace } from '../testing/places';
import { TEST_TODAY, startTestServer, type TestServer } from '../testing/testServer';
import { WAIT, checkWidths, openLoggedIn } from './siteBrowser';

/**
 * The team calendar (issue 19) in Chromium against the real server and database (PGlite): the demo
 * head coach adds a game against a school of another county, is offered the possible duplicates
 * when entering it again and ignores them; that school's athletic director finds it on their
 * calendar, opens it from the keyboard and postpones it; List View shows it on its new day; the
 * other entry is deleted once confirmed, and a game deleted since the list was read answers 'Failed
 * to load game'. A follower's open schedule page shows the postponement live, and the team's
 * subscribed feed carries it (the old entry CANCELLED with a higher SEQUENCE, the new day added). Each view is checked with axe at a phone's and a desktop's width, and for nothing
 * wider than 320 px.
 */

/** The day of the game entered here, and the day it is postponed to. */
const GAME_DAY = shiftDate(TEST_TODAY, 3);
const NEW_DAY = shiftDate(TEST_TODAY, 6);
/** The other school's athletic director, who logs in as the demo members do. */
const OTHER_AD = 'calendar.ad@example.com';

/** A school's name as a pattern, read as it is written. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the team calendar in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let place: DemoPlace;
  let own: { name: string; shortName: string };
  let other: { name: string; shortName: string };

  beforeAll(async () => {
    server = await startTestServer('pglite');
    browser = await launchChromium();
    const { db } = server.handle;
    place = await headCoachPlace(db);
    const otherPlace = await anotherSchoolPlace(db, place, 5);
    const schoolOf = async (id: number) =>
      (
        await db
          .select({ name: schools.name, shortName: schools.shortName })
          .from(schools)
          .where(eq(schools.id, id))
      )[0]!;
    own = await schoolOf(place.schoolId);
    other = await schoolOf(otherPlace.schoolId);
    // The other school's athletic director: a member with the role approved.
    await server.call('POST', '/api/csz/register', {
      json: { email: OTHER_AD, password: DEMO_PASSWORD, displayName: 'Robin Other' },
    });
    const [member] = await db.select().from(members).where(eq(members.email, OTHER_AD));
    await db.insert(memberRoles).values({
      memberId: member!.id,
      role: 'AthleticDirector',
      followedStateId: otherPlace.stateId,
      followedDistrictId: otherPlace.districtId,
      followedSchoolId: otherPlace.schoolId,
      status: 'Approved',
    });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const main = (page: Page) => page.getByRole('main');
  const tab = (page: Page) => main(page).getByRole('tabpanel');
  const toast = (page: Page, text: string) =>
    page.getByRole('status').filter({ hasText: text }).first().waitFor(WAIT);
  /** Waits for the keyboard focus to be on this element (not left on the page's body). */
  const focusOn = (element: Locator) =>
    expect.poll(() => element.evaluate((el) => el === document.activeElement), WAIT).toBe(true);

  /** Enters the game against the other school on GAME_DAY at 7 pm, from the Add event form. */
  const enterGame = async (page: Page) => {
    const form = tab(page);
    await form.getByLabel('Date', { exact: true }).fill(GAME_DAY);
    await form.getByLabel('Start time', { exact: true }).fill('19:00');
    // The end follows the start, an hour later (spec §4 "Game form").
    expect(await form.getByLabel('End time', { exact: true }).inputValue()).toBe('20:00');
    await form.getByLabel('Add an opponent', { exact: true }).fill(other.name);
    await form.getByRole('button', { name: new RegExp(`^Add ${literally(other.name)}`) }).click();
    // Named and placed from the teams: the visitor at the coach's school, at home.
    expect(await form.getByLabel('Name', { exact: true }).inputValue()).toBe(
      `${other.shortName || other.name} @ ${own.shortName || own.name}`,
    );
    await form.getByRole('button', { name: 'Add Game', exact: true }).click();
  };

  it('a head coach adds a game against another school, and ignores the duplicates offered on a second entry', async () => {
    const { page, close } = await openLoggedIn(
      browser,
      server.url,
      'head.coach@demo.csz.test',
      '/my-account/schedule',
      'phone',
    );
    await main(page).getByRole('tab', { name: 'Calendar View', selected: true }).waitFor(WAIT);
    await main(page).getByRole('tab', { name: 'Add event' }).click();
    await tab(page).getByRole('button', { name: 'Add Game', exact: true }).waitFor(WAIT);
    // Sent empty of an opponent, the form says what core's rules ask for, next to the fields.
    await tab(page).getByRole('button', { name: 'Add Game', exact: true }).click();
    await tab(page).getByText('The game should have at least two teams').waitFor(WAIT);
    await checkWidths(page, 'team-calendar-add');

    await enterGame(page);
    await toast(page, 'Game has been created successfully!');

    // The same game again: the one just entered is offered as a possible duplicate.
    await enterGame(page);
    const duplicates = tab(page).getByRole('region', { name: 'Possible duplicates found' });
    await duplicates.waitFor(WAIT);
    expect(await duplicates.getByText(other.name).count()).toBeGreaterThan(0);
    await checkWidths(page, 'team-calendar-duplicates');
    await duplicates.getByRole('button', { name: 'Ignore Duplicates' }).click();
    await toast(page, 'Game has been created successfully!');
    // The list gone, the focus is on the form's button in its place, not on the page.
    await focusOn(tab(page).getByRole('button', { name: 'Add Game', exact: true }));
    await close();
  }, 240_000);

  it("that school's athletic director finds it on their calendar, postpones it, finds its new day in List View, and deletes the other entry", async () => {
    const { page, close } = await openLoggedIn(
      browser,
      server.url,
      OTHER_AD,
      '/my-account/schedule',
      'desktop',
    );
    const calendar = tab(page);
    const gameName = `${other.shortName || other.name} @ ${own.shortName || own.name}`;

    // A follower has the coach's team schedule open on a phone, and a calendar app the team's feed.
    const follower = await browser.newPage({ viewport: { width: 375, height: 800 } });
    await follower.goto(
      new URL(
        selectionPath(
          'schedules',
          {
            selectedStateId: String(place.stateId),
            selectedCountyId: String(place.districtId),
            selectedSchoolId: String(place.schoolId),
            selectedSportId: String(place.sportId),
          },
          { force: true },
        ),
        server.url,
      ).href,
    );
    const upcoming = follower
      .getByRole('table', { name: 'Upcoming' })
      .getByRole('row')
      .filter({ hasText: formatShortDate(GAME_DAY) });
    await expect.poll(() => upcoming.count(), WAIT).toBe(2);
    const feedPath = `/api/csz/calendar/team/${place.schoolId}/${place.sportId}.ics` as const;
    const feedBefore = parseFeed((await server.call<string>('GET', feedPath)).body);
    const onGameDay = [...feedBefore.values()].filter((e) =>
      e.startDate.toString().startsWith(GAME_DAY),
    );
    expect(onGameDay.map((e) => e.component.getFirstPropertyValue('status'))).toEqual([
      'CONFIRMED',
      'CONFIRMED',
    ]);
    // The school's football (a director picks the sport), on the game's day.
    await main(page).getByLabel('Sport', { exact: true }).selectOption({ label: 'Football' });
    await main(page).getByRole('tab', { name: 'Calendar View', selected: true }).waitFor(WAIT);
    await calendar.getByRole('heading', { name: 'November 2026' }).waitFor(WAIT);
    await checkWidths(page, 'team-calendar-month');
    const [year, month, date] = GAME_DAY.split('-').map(Number) as [number, number, number];
    const dayName = new Date(year, month - 1, date).toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    });
    await calendar.getByRole('link', { name: `Go to ${dayName}` }).click();
    // Both entries of the game, the one entered first and the one whose duplicates were ignored.
    const games = calendar.getByRole('button', { name: new RegExp(literally(gameName)) });
    await games.nth(1).waitFor(WAIT);
    expect(await games.count()).toBe(2);
    await checkWidths(page, 'team-calendar-day');

    // Opened from the keyboard, the game's detail form offers the athletic director's actions.
    await games.first().focus();
    await page.keyboard.press('Enter');
    const detail = tab(page).getByRole('heading', { name: gameName });
    await detail.waitFor(WAIT);
    for (const action of ['Postpone', 'Cancel', 'Duplicate', 'Edit', 'Delete']) {
      await tab(page).getByRole('button', { name: action, exact: true }).waitFor(WAIT);
    }
    // 'No, keep it' gives the focus back to 'Delete'; 'Back' to the game that opened the panel.
    const remove = tab(page).getByRole('button', { name: 'Delete', exact: true });
    await remove.click();
    await tab(page).getByRole('button', { name: 'No, keep it' }).click();
    await focusOn(remove);
    await tab(page).getByRole('button', { name: 'Back', exact: true }).focus();
    await page.keyboard.press('Enter');
    await focusOn(games.first());
    await page.keyboard.press('Enter');
    await detail.waitFor(WAIT);
    await tab(page).getByRole('button', { name: 'Postpone', exact: true }).click();
    await tab(page)
      .getByRole('heading', { name: `Postpone: ${gameName}` })
      .waitFor(WAIT);
    // Not before the day it had (core postponeSchema).
    await tab(page).getByLabel('New date', { exact: true }).fill(shiftDate(GAME_DAY, -1));
    await tab(page).getByRole('button', { name: 'Postpone', exact: true }).click();
    await tab(page).getByText('New date must not be before the original date').waitFor(WAIT);
    await tab(page).getByLabel('New date', { exact: true }).fill(NEW_DAY);
    await tab(page).getByLabel('Start time', { exact: true }).fill('18:00');
    await checkWidths(page, 'team-calendar-postpone');
    await tab(page).getByRole('button', { name: 'Postpone', exact: true }).click();
    await toast(page, 'successfully');

    // Back on the calendar's day: the entry postponed has left it, the other stays; the focus is
    // on the sub-tab, as the entry that opened the panel is gone.
    await expect.poll(() => games.count(), WAIT).toBe(1);
    await focusOn(main(page).getByRole('tab', { name: 'Calendar View', selected: true }));

    // The follower's page says so without a reload; the feed moves the entry to its new day at
    // 6 pm under the UID it had (a higher SEQUENCE, so calendar apps take the change and keep
    // their reminders), rather than cancelling it and adding another.
    await upcoming.filter({ hasText: 'Postponed' }).waitFor(WAIT);
    await follower.close();
    const feedAfter = parseFeed((await server.call<string>('GET', feedPath)).body);
    const rescheduled = onGameDay.filter(
      (e) => feedAfter.get(e.uid)?.startDate.toString() === `${NEW_DAY}T18:00:00`,
    );
    expect(rescheduled).toHaveLength(1);
    const after = feedAfter.get(rescheduled[0]!.uid)!;
    expect(after.sequence).toBeGreaterThan(rescheduled[0]!.sequence);
    expect(after.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(
      [...feedAfter.values()].filter((e) => e.startDate.toString() === `${NEW_DAY}T18:00:00`),
    ).toHaveLength(1);

    await main(page).getByRole('tab', { name: 'List View' }).click();
    const newDay = page.getByRole('heading', { name: formatLongDate(NEW_DAY) });
    const day = tab(page).locator('section').filter({ has: newDay });
    const postponed = day.getByRole('button', {
      name: new RegExp(`6:00 PM.*${literally(gameName)}`),
    });
    await postponed.waitFor(WAIT);
    await checkWidths(page, 'team-calendar-list');

    // The other entry, deleted from its detail form once confirmed.
    const gameDay = page.getByRole('heading', { name: formatLongDate(GAME_DAY) });
    await tab(page)
      .locator('section')
      .filter({ has: gameDay })
      .getByRole('button', { name: new RegExp(literally(gameName)) })
      .click();
    await tab(page).getByRole('button', { name: 'Delete', exact: true }).click();
    await tab(page).getByText('Are you sure that you want to delete this game?').waitFor(WAIT);
    await tab(page).getByRole('button', { name: 'Yes, delete it' }).click();
    await toast(page, 'Game deleted successfully');
    await gameDay.waitFor({ state: 'detached', ...WAIT });
    await focusOn(main(page).getByRole('tab', { name: 'List View', selected: true }));

    // A game gone since the list was read does not open: 'Failed to load game' (spec §8).
    const { accessToken } = await server.login(OTHER_AD);
    const listed = await server.call<{ items: { id: number; name: string; eventDate: string }[] }>(
      'GET',
      `/api/csz/calendar-schedule/calendar?from=${TEST_TODAY}&to=${NEW_DAY}`,
      { token: accessToken },
    );
    const moved = listed.body.items.find((g) => g.eventDate === NEW_DAY && g.name === gameName);
    await server.call('DELETE', `/api/csz/calendar-schedule/${moved!.id}`, { token: accessToken });
    await postponed.click();
    await toast(page, 'Failed to load game');
    // The list as it was read: the focus goes back to the game that would not open.
    await focusOn(postponed);
    await close();
  }, 240_000);
});
