import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../demo/members';
import { axeViolations } from '../testing/browser';
import { TEST_TODAY } from '../testing/testServer';

/** Where the site's screenshots go; CI keeps the folder as an artefact (gitignored). */
export const SITE_ARTIFACTS = fileURLToPath(new URL('../../.artifacts/site/', import.meta.url));

/** The widths the site is checked at: a phone, a tablet and a desktop. */
export const WIDTHS = { phone: 375, tablet: 768, desktop: 1280 } as const;
export type Width = keyof typeof WIDTHS;

export const WAIT = { timeout: 15_000 };

/** A browser page of a fresh profile, its clock on the test data's today, errors collected. */
export interface SitePage {
  page: Page;
  context: BrowserContext;
  /** Errors thrown in the page; {@link SitePage.close} fails the test when there were any. */
  errors: string[];
  close(): Promise<void>;
}

export async function openSitePage(browser: Browser, width: Width = 'desktop'): Promise<SitePage> {
  const context = await browser.newContext({
    viewport: { width: WIDTHS[width], height: 900 },
    // Readers are in Maryland: their today is the test data's, whatever the machine's zone.
    timezoneId: 'America/New_York',
  });
  const page = await context.newPage();
  // The site opens on the reader's today; the test data is built around TEST_TODAY. 8 pm, the
  // server's own moment (clock.ts fixedClock), so the page and the server agree on what has started.
  await page.clock.setFixedTime(new Date(`${TEST_TODAY}T20:00:00-05:00`));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // A script the site's Content-Security-Policy refuses is a fault too, even one caught in the
  // page (zod's probe of eval was, on every page: issue 31 point 8).
  await page.exposeFunction('__cspViolation', (text: string) => errors.push(text));
  await page.addInitScript(
    "document.addEventListener('securitypolicyviolation', (e) => window.__cspViolation(`CSP: ${e.violatedDirective} refused ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`))",
  );
  return {
    page,
    context,
    errors,
    async close() {
      await context.close();
      expect(errors).toEqual([]);
    },
  };
}

/** Sets the page's viewport to a width and waits for a frame laid out at that width. */
export async function showAtWidth(page: Page, width: Width): Promise<void> {
  await page.setViewportSize({ width: WIDTHS[width], height: 900 });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
}

/** How far the page reaches past the right edge of the screen, in pixels (0 when it fits). */
export function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** {@link overflow} at a phone's narrowest width, 320 px, once a frame is laid out there. */
export async function overflowAt320(page: Page): Promise<number> {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
  return overflow(page);
}

/**
 * Waits until the browser has taken the page over: a page comes rendered from the server, with its
 * form controls held (the site's UntilHydrated) until its script has hydrated each part.
 */
export async function hydrated(page: Page): Promise<void> {
  // Asked with page.evaluate: waitForFunction evaluates a string by eval, which the site's CSP refuses.
  await expect
    .poll(
      () =>
        page.evaluate(`(() => {
          const held = [...document.querySelectorAll('fieldset.site-until-hydrated')];
          return held.length > 0 && held.every((fieldset) => !fieldset.disabled);
        })()`),
      WAIT,
    )
    .toBe(true);
}

/**
 * Holds a page's chunk, once the browser asks for it, until the browser has asked the API for a
 * read whose path matches `read` (10 s at most). Answers whether it had (a route's loader asks at
 * the click, beside the chunk; a read the page made as it rendered could start only once its chunk
 * had arrived; false if the chunk was never asked for), and how often the read was asked for (the
 * page that mounts finds the loader's answer, and asks no second time).
 */
export async function readBesideChunk(
  page: Page,
  chunk: RegExp,
  read: RegExp,
): Promise<() => Promise<{ beside: boolean; asked: number }>> {
  let asked = 0;
  let seen!: () => void;
  const readSeen = new Promise<void>((resolve) => (seen = resolve));
  page.on('request', (request) => {
    if (!read.test(new URL(request.url()).pathname)) return;
    asked += 1;
    seen();
  });
  let held: Promise<boolean> | null = null;
  await page.route(chunk, async (route) => {
    held ??= Promise.race([
      readSeen.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
    ]);
    await held;
    await route.continue();
  });
  return async () => ({ beside: await (held ?? false), asked });
}

/**
 * Checks the page with axe (no WCAG 2.1 AA violations), once the browser has taken it over, and
 * keeps a full-page screenshot, as JPEG: a tall page's PNG took longer to encode than axe took to
 * check it.
 */
export async function checkPage(page: Page, name: string): Promise<void> {
  await hydrated(page);
  mkdirSync(SITE_ARTIFACTS, { recursive: true });
  await page.screenshot({ path: `${SITE_ARTIFACTS}${name}.jpg`, fullPage: true, quality: 80 });
  expect(await axeViolations(page.mainFrame()), name).toEqual([]);
  expect(await headingOutline(page), `${name}: headings`).toMatchObject({ h1: 1, skips: [] });
}

/**
 * The page's headings as a screen reader lists them (those of closed dialogs and hidden parts
 * left out): how many h1 there are, and each heading that skips a level after the one before
 * (an h3 after an h1), which search engines and Lighthouse's audit read as a broken outline
 * (issue 31 point 9).
 */
export function headingOutline(page: Page): Promise<{ h1: number; skips: string[] }> {
  return page.evaluate(`(() => {
    const shown = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].filter(
      (h) => !h.closest('dialog:not([open]), [hidden], [aria-hidden="true"]'),
    );
    const skips = [];
    let before = 0;
    for (const h of shown) {
      const level = Number(h.tagName[1]);
      if (before > 0 && level > before + 1) {
        skips.push('h' + before + ' then h' + level + ' ' + h.textContent.trim().slice(0, 40));
      }
      before = level;
    }
    return { h1: shown.filter((h) => h.tagName === 'H1').length, skips };
  })()`);
}

/**
 * Checks a page with axe at a phone's and a desktop's width ({@link checkPage}), and that it fits
 * 320 px; it is left at a phone's width.
 */
export async function checkWidths(page: Page, name: string): Promise<void> {
  await showAtWidth(page, 'phone');
  await checkPage(page, `${name}-phone`);
  expect(await overflowAt320(page), `${name} at 320 px`).toBe(0);
  await showAtWidth(page, 'desktop');
  await checkPage(page, `${name}-desktop`);
  await showAtWidth(page, 'phone');
}

/** A fresh page, logged in as a demo member on the login page that leads on to `path`. */
export async function openLoggedIn(
  browser: Browser,
  serverUrl: string,
  email: string,
  path: string,
  width: Width,
): Promise<SitePage> {
  const site = await openSitePage(browser, width);
  await site.page.goto(`${serverUrl}/login?redirect=${encodeURIComponent(path)}`);
  const main = site.page.getByRole('main');
  await main.getByLabel('Email', { exact: true }).fill(email);
  await main.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await main.getByRole('button', { name: 'Log In', exact: true }).click();
  return site;
}

/** Logs in through the open sign-in dialog: email, then password. */
export async function logInThroughDialog(page: Page, email: string) {
  const dialog = page.getByRole('dialog', { name: 'Log In or Sign Up' });
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
  const password = page.getByRole('dialog', { name: 'Log In', exact: true });
  await password.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await password.getByRole('button', { name: 'Log In', exact: true }).click();
  await password.waitFor({ state: 'hidden', ...WAIT });
}
