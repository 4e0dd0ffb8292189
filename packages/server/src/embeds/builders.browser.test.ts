import { EMBED_TITLES, frameUrl, iframeCode, scriptCode } from '@csz/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../demo/members';
import { axeViolations, launchChromium } from '../testing/browser';
import { marylandAndMontgomery, startTestServer, type TestServer } from '../testing/testServer';

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
  let ids: { state: number; district: number; football: number };

  beforeAll(async () => {
    server = await startTestServer('pglite');
    const { maryland, montgomery } = await marylandAndMontgomery(server);
    const sports = await server.get<{ items: { id: number; name: string }[] }>(
      '/api/csz/sports?perPage=500',
    );
    ids = {
      state: maryland.id,
      district: montgomery.id,
      football: sports.body.items.find((s) => s.name === 'Football')!.id,
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

  it('says what standings need, then builds their code', async () => {
    const page = await newPage();
    await logIn(page, 'admin@demo.csz.test', '/standings-widget');
    await page.getByRole('heading', { name: 'Standings Widget' }).waitFor(WAIT);
    expect(await page.getByLabel('Script code').count()).toBe(0);
    await pickMontgomeryFootball(page);
    const params = {
      state: ids.state,
      district: ids.district,
      sport: ids.football,
      width: '300',
      height: '600',
      theme: 'auto',
    };
    await expect
      .poll(() => page.getByLabel('Script code').inputValue(), WAIT)
      .toBe(scriptCode(server.url, 'standings', params));
    const frame = page.frameLocator(`iframe[title="${EMBED_TITLES.standings}"]`);
    await frame.getByText('Montgomery County League').first().waitFor(WAIT);
    expect(await axeViolations(page.mainFrame())).toEqual([]);
    await done();
  });
});
