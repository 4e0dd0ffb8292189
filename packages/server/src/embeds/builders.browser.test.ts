import { EMBED_TITLES, fittedFrameHeight, frameUrl, iframeCode, scriptCode } from '@csz/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../demo/members';
import { axeViolations, launchChromium } from '../testing/browser';
import {
  addDivisionOne,
  marylandAndMontgomery,
  startTestServer,
  type TestServer,
} from '../testing/testServer';

/**
 * The embed builders (/distribution, /standings-widget) as a SiteAdmin uses them, in Chromium on
 * the site the server serves (packages/site's build): log in, pick, preview, copy. Others are sent
 * to the home page. PGlite only: the engines are covered by the HTTP suites.
 */

const WAIT = { timeout: 15_000 };

describe('the embed builders in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  /** Errors thrown in the pages of the current test; each test ends by checking there were none. */
  let pageErrors: string[] = [];
  let ids: { state: number; district: number; football: number; league: number; division: number };

  beforeAll(async () => {
    server = await startTestServer('pglite');
    const { maryland, montgomery } = await marylandAndMontgomery(server);
    const sports = await server.get<{ items: { id: number; name: string }[] }>(
      '/api/csz/sports?perPage=500',
    );
    // The county league's 'Division I', which the data has not: all of its schools but one.
    const division = await addDivisionOne(server, montgomery.id);
    ids = {
      state: maryland.id,
      district: montgomery.id,
      football: sports.body.items.find((s) => s.name === 'Football')!.id,
      league: division.leagueId,
      division: division.divisionId,
    };
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A fresh browser profile, with the clipboard allowed for the copy buttons. */
  const newPage = async (): Promise<Page> => {
    context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    return page;
  };

  const done = async () => {
    await context.close();
    expect(pageErrors).toEqual([]);
  };

  const logIn = async (page: Page, email: string, redirect: string) => {
    await page.goto(`${server.url}/login?redirect=${encodeURIComponent(redirect)}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
  };

  /** Picks Maryland, Montgomery and football, each once its list has loaded. */
  const pickMontgomeryFootball = async (page: Page) => {
    for (const [label, option] of [
      ['State', 'Maryland'],
      ['County', 'Montgomery'],
      ['Sport', 'Football'],
    ] as const) {
      const picker = page.getByRole('main').getByLabel(label);
      await picker.locator('option', { hasText: option }).waitFor({ state: 'attached', ...WAIT });
      await picker.selectOption({ label: option });
    }
  };

  it('sends guests and members who are not staff to the home page', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/distribution`);
    await page.waitForURL(`${server.url}/`, WAIT);
    await logIn(page, 'fan@demo.csz.test', '/standings-widget');
    // The member is logged in, but the server refuses them the builder, so the page sends them on.
    await page.waitForURL(`${server.url}/`, WAIT);
    expect(await page.getByRole('heading', { name: 'Standings Widget' }).count()).toBe(0);
    await done();
  });

  it('builds scoreboard code from the pickers, previews it, and copies it exactly', async () => {
    const page = await newPage();
    await logIn(page, 'admin@demo.csz.test', '/distribution');
    await page.getByRole('heading', { name: 'Distribution Widget' }).waitFor(WAIT);
    expect(await page.title()).toBe('Distribution Widget | CSZ');
    // Builder and site pages refuse to be framed; the frames they preview do not.
    const response = await page.request.get(`${server.url}/distribution`);
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");

    await pickMontgomeryFootball(page);
    await page.getByLabel('Theme').selectOption('dark');
    await page.getByLabel('Width').fill('100%');

    const params = {
      state: ids.state,
      district: ids.district,
      sport: ids.football,
      width: '100%',
      // The builder writes every size and the theme, defaults included, so the code says it all.
      height: '600',
      theme: 'dark',
    };
    const iframe = iframeCode(server.url, 'scoreboard', params);
    expect(await page.getByLabel('Iframe code').inputValue()).toBe(iframe);
    expect(await page.getByLabel('Script code').inputValue()).toBe(
      scriptCode(server.url, 'scoreboard', params),
    );
    await page.getByRole('button', { name: 'Copy iframe code' }).click();
    await page.getByText('Copied').waitFor(WAIT);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(iframe);

    // The preview is the real frame, with the settings chosen.
    const preview = page.locator(`iframe[title="${EMBED_TITLES.scoreboard}"]`);
    await expect
      .poll(() => preview.getAttribute('src'), WAIT)
      .toBe(frameUrl(server.url, 'scoreboard', params));
    const frame = page.frameLocator(`iframe[title="${EMBED_TITLES.scoreboard}"]`);
    await frame.getByRole('heading', { name: 'Football scores: Montgomery, MD' }).waitFor(WAIT);
    expect(await axeViolations(page.mainFrame())).toEqual([]);

    // A width the frame cannot use is flagged, and no code is written from it.
    await page.getByLabel('Width').fill('wide');
    await page.getByText('Must be a number of pixels or a percentage').waitFor(WAIT);
    expect(await page.getByLabel('Iframe code').count()).toBe(0);
    await done();
  });

  /**
   * Shows iframe code as a host page would (a page of the test server's origin, only the code in
   * it, in a column with `margin` either side) and answers its frame's document: how wide it is,
   * how tall it is and how tall its content.
   */
  const showCode = async (page: Page, code: string, title: string, margin = 8) => {
    await page.goto(`${server.url}/api/csz/states`);
    await page.setContent(
      `<!doctype html><html lang="en"><body style="margin: 0 ${margin}px">${code}</body></html>`,
    );
    const frame = page.frameLocator(`iframe[title="${title}"]`);
    await frame.locator('.csz-embed').waitFor(WAIT);
    return frame.locator('html').evaluate((html) => ({
      width: html.clientWidth,
      scrollHeight: html.scrollHeight,
      clientHeight: html.clientHeight,
    }));
  };

  /** The frame the standings builder measures the standings in, at a phone's width. */
  const measuring = (page: Page) =>
    page.frameLocator(`iframe[title="${EMBED_TITLES.standings}, measured at 280 px"]`);

  it("says what standings need, then builds code for one division as tall as it is at a phone's width", async () => {
    const page = await newPage();
    await logIn(page, 'admin@demo.csz.test', '/standings-widget');
    await page.getByRole('heading', { name: 'Standings Widget' }).waitFor(WAIT);
    expect(await page.getByLabel('Script code').count()).toBe(0);
    await pickMontgomeryFootball(page);
    const main = page.getByRole('main');
    await main
      .getByLabel('League', { exact: true })
      .locator('option', { hasText: 'Montgomery County League' })
      .waitFor({ state: 'attached', ...WAIT });
    await main
      .getByLabel('League', { exact: true })
      .selectOption({ label: 'Montgomery County League' });
    const divisionPicker = main.getByLabel('Division', { exact: true });
    await divisionPicker.locator('option', { hasText: 'Division I' }).waitFor({
      state: 'attached',
      ...WAIT,
    });
    await divisionPicker.selectOption({ label: 'Division I' });

    const preview = page.frameLocator(`iframe[title="${EMBED_TITLES.standings}"]`);
    await preview.getByRole('heading', { name: 'Division I', exact: true }).waitFor(WAIT);
    // The code's height is the content height at a phone's width, with a little room. The frames
    // reload as the pickers change (the whole league first, then one division), so the code and
    // the content are read together until they agree, rather than measuring a page about to go.
    const paramsFor = (content: number) => ({
      state: ids.state,
      district: ids.district,
      league: ids.league,
      division: ids.division,
      sport: ids.football,
      width: '300',
      height: String(fittedFrameHeight(content)),
      theme: 'auto',
    });
    const measuredHeight = () =>
      measuring(page)
        .locator('body')
        .evaluate((body) => body.getBoundingClientRect().height);
    await expect
      .poll(async () => {
        const shown = await page.getByLabel('Iframe code').inputValue();
        return shown === iframeCode(server.url, 'standings', paramsFor(await measuredHeight()));
      }, WAIT)
      .toBe(true);
    const content = await measuredHeight();
    const params = paramsFor(content);
    const iframe = iframeCode(server.url, 'standings', params);
    expect(await page.getByLabel('Iframe code').inputValue()).toBe(iframe);
    expect(await page.getByLabel('Script code').inputValue()).toBe(
      scriptCode(server.url, 'standings', params),
    );
    expect(
      await page
        .getByText(
          `it keeps the height it is given, ${params.height}px, as tall as the standings are at a phone's width (280 px)`,
        )
        .count(),
    ).toBe(1);
    expect(await axeViolations(page.mainFrame())).toEqual([]);

    // Pasted as it is, the frame shows all of it, with no scroll bar inside.
    const shown = await showCode(page, iframe, EMBED_TITLES.standings);
    expect(shown.clientHeight).toBe(fittedFrameHeight(content));
    expect(shown.scrollHeight).toBeLessThanOrEqual(shown.clientHeight);
    await done();
  });

  it("writes a whole league's standings iframe code that fits on phones too, with no scroll bar inside", async () => {
    const page = await newPage();
    await logIn(page, 'admin@demo.csz.test', '/standings-widget');
    await page.getByRole('heading', { name: 'Standings Widget' }).waitFor(WAIT);
    await pickMontgomeryFootball(page);
    const league = page.getByRole('main').getByLabel('League', { exact: true });
    await league
      .locator('option', { hasText: 'Montgomery County League' })
      .waitFor({ state: 'attached', ...WAIT });
    await league.selectOption({ label: 'Montgomery County League' });
    // The code comes once its height is known, for the league chosen.
    const code = page.getByLabel('Iframe code');
    await expect
      .poll(
        async () =>
          (await code.count()) > 0 &&
          (await code.inputValue()).includes(`league=${ids.league}&amp;`),
        WAIT,
      )
      .toBe(true);
    const iframe = await code.inputValue();
    // A 320 px phone whose page keeps 20 px margins shrinks the 300 px frame to 280 px; a 375 px
    // one and a desktop give it its 300 px.
    for (const [width, margin, frameWidth] of [
      [320, 20, 280],
      [375, 16, 300],
      [1280, 8, 300],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      const shown = await showCode(page, iframe, EMBED_TITLES.standings, margin);
      expect(shown.width, `${width} px`).toBe(frameWidth);
      expect(shown.scrollHeight, `${width} px`).toBeLessThanOrEqual(shown.clientHeight);
    }
    await done();
  });

  it('writes scoreboard iframe code whose games fit its 300 by 600 frame, with no scroll bar inside', async () => {
    const page = await newPage();
    await logIn(page, 'admin@demo.csz.test', '/distribution');
    await page.getByRole('heading', { name: 'Distribution Widget' }).waitFor(WAIT);
    const picker = page.getByRole('main').getByLabel('State');
    await picker.locator('option', { hasText: 'Maryland' }).waitFor({ state: 'attached', ...WAIT });
    await picker.selectOption({ label: 'Maryland' });
    const county = page.getByRole('main').getByLabel('County');
    await county
      .locator('option', { hasText: 'Montgomery' })
      .waitFor({ state: 'attached', ...WAIT });
    await county.selectOption({ label: 'Montgomery' });
    const params = {
      state: ids.state,
      district: ids.district,
      width: '300',
      height: '600',
      theme: 'auto',
    };
    const iframe = iframeCode(server.url, 'scoreboard', params);
    await expect.poll(() => page.getByLabel('Iframe code').inputValue(), WAIT).toBe(iframe);
    expect(await page.getByText('and shows the games a page at a time to fit it').count()).toBe(1);
    const shown = await showCode(page, iframe, EMBED_TITLES.scoreboard);
    expect(shown.clientHeight).toBe(600);
    expect(shown.scrollHeight).toBeLessThanOrEqual(shown.clientHeight);
    await done();
  });
});
