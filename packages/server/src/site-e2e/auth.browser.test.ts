import type { LoginResponse } from '@csz/core';
import type { Browser, Locator, Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { DEMO_PASSWORD } from '../demo/members';
import { smtpMailer } from '../mail/mailer';
import { launchChromium } from '../testing/browser';
import { startSmtpServer, type ReceivedMail } from '../testing/smtp';
import { jobsSettled } from '../testing/jobs';
import { startTestServer, type TestServer } from '../testing/testServer';
import {
  SITE_ARTIFACTS,
  WAIT,
  WIDTHS,
  checkPage,
  openSitePage,
  showAtWidth,
  type Width,
} from './siteBrowser';

/**
 * The account flows in Chromium against the real server, database and SMTP (PGlite): sign up,
 * complete the profile and the school preferences, log out and in; reset a password from the
 * emailed code and from the emailed link; the sign-in dialog's four steps and the closed account's
 * restore; guarded pages; the session's refresh. Every page is checked with axe and photographed at
 * phone, tablet and desktop widths.
 */

const SESSION_KEY = 'csz.session';
const NEW_PASSWORD = 'a-brand-new-password';

interface StoredSession {
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
  email: string;
}

describe('the account pages in Chromium', () => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let browser: Browser;
  let accounts = 0;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer('pglite', {
      mailer: smtpMailer(smtp.url, 'CSZ <no-reply@csz.test>'),
    });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.stop();
  });

  const url = (path: string) => `${server.url}${path}`;
  // The scoreboard writes its county and day into the address as soon as it shows, so a wait for
  // /scores matches the path alone: an exact address could be replaced before it is seen.

  /** A new account made through the API, for the tests that are not about signing up. */
  const newAccount = async (): Promise<{ email: string; session: LoginResponse }> => {
    accounts += 1;
    const email = `member${accounts}@example.com`;
    const answer = await server.call<LoginResponse>('POST', '/api/csz/register', {
      json: { email, password: DEMO_PASSWORD, displayName: `Member ${accounts}` },
    });
    expect(answer.status).toBe(201);
    return { email, session: answer.body };
  };

  /** Starts a session in the page as a login would have, then opens `path`. */
  const enterLoggedIn = async (page: Page, email: string, path: string) => {
    const answer = await server.login(email);
    await page.goto(url('/api/csz/states'));
    // The expiry on the page's clock, which the site page fixes on the test data's today.
    await page.evaluate(
      ([key, session]) =>
        localStorage.setItem(
          key,
          JSON.stringify({ ...session, expiresAt: Date.now() + 86_400_000 }),
        ),
      [
        SESSION_KEY,
        { accessToken: answer.accessToken, refreshToken: answer.refreshToken, email },
      ] as const,
    );
    await page.goto(url(path));
  };

  const storedSession = (page: Page) =>
    page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as StoredSession | null,
      SESSION_KEY,
    );

  /**
   * The newest mail to an address with a subject, once it has arrived (and, with `newerThan`, once
   * one newer than that has): mail goes out from the jobs worker after the request has answered.
   */
  const mailTo = async (
    to: string,
    subject: string,
    newerThan?: ReceivedMail,
  ): Promise<ReceivedMail> => {
    let found: ReceivedMail | undefined;
    await expect
      .poll(() => {
        found = smtp.received.findLast((m) => m.to.includes(to) && m.subject === subject);
        return found != null && found !== newerThan;
      }, WAIT)
      .toBe(true);
    return found!;
  };

  /** The path and query of the site link in a mail (mail links use the public address). */
  const linkIn = (mail: ReceivedMail, path: string): string => {
    const link = new RegExp(`https?://[^\\s/]+(${path}\\?\\S+)`).exec(mail.text);
    expect(link, mail.text).not.toBeNull();
    return link![1]!;
  };

  /** Picks the first real option of a picker once its list has loaded. */
  const pickFirst = async (picker: Locator): Promise<string> => {
    await picker
      .locator('option:not([value=""])')
      .first()
      .waitFor({ state: 'attached', ...WAIT });
    const option = picker.locator('option:not([value=""])').first();
    const label = (await option.textContent()) ?? '';
    await picker.selectOption({ label });
    return label;
  };

  /** The field with this label, inside the page's main content or the open dialog. */
  const field = (scope: Page | Locator, label: string) =>
    ('goto' in scope ? scope.getByRole('main') : scope).getByLabel(label, { exact: true });

  /** Goes through the open sign-in dialog's email and password steps with the demo password. */
  const logInThroughDialog = async (page: Page, email: string) => {
    const dialog = page.getByRole('dialog', { name: 'Log In or Sign Up' });
    await field(dialog, 'Email').fill(email);
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
    const password = page.getByRole('dialog', { name: 'Log In', exact: true });
    await field(password, 'Password').fill(DEMO_PASSWORD);
    await password.getByRole('button', { name: 'Log In', exact: true }).click();
    return { dialog, password };
  };

  /** The error a screen reader reads with a field (its aria-describedby), or '' for none. */
  const errorOf = (input: Locator) =>
    input.evaluate((el) =>
      (el.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id))
        .filter((node) => node?.className.includes('error'))
        .map((node) => node!.textContent)
        .join(' '),
    );

  /** A site page for the test, photographed if the test fails, to see why. */
  const openPage = async (width?: Width) => {
    const opened = await openSitePage(browser, width);
    photoOnFailure(opened.page);
    return opened;
  };

  /** Keeps a screenshot of the page when the test fails. */
  const photoOnFailure = (page: Page) => {
    const name = (expect.getState().currentTestName ?? 'test').replace(/[^a-z0-9]+/gi, '-');
    onTestFailed(async () => {
      mkdirSync(SITE_ARTIFACTS, { recursive: true });
      await page.screenshot({ path: `${SITE_ARTIFACTS}failed-${name}.png`, fullPage: true });
    });
  };

  it('signs up, completes the profile, follows two schools, logs out and logs in again', async () => {
    const { page, close } = await openPage();
    await page.goto(url('/sign-up?redirect=%2Fscores'));
    await page.getByRole('heading', { name: 'Create Account' }).waitFor(WAIT);
    expect(await page.title()).toBe('Create Account | CSZ');
    const create = page.getByRole('button', { name: 'Create Account' });
    // Nothing typed yet: the button is disabled (spec §5 "Sign-up").
    expect(await create.getAttribute('aria-disabled')).toBe('true');

    // Errors wait until a field is left, and are read with their field.
    const email = field(page, 'Email');
    await email.fill('not an email');
    expect(await page.getByText('Must be valid email').count()).toBe(0);
    await email.blur();
    await page.getByText('Must be valid email').waitFor(WAIT);
    const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('Must be valid email');
    expect(await email.getAttribute('aria-invalid')).toBe('true');

    await email.fill('new.fan@example.com');
    await field(page, 'Display Name').fill('  Big   Fan ');
    await field(page, 'Display Name').blur();
    expect(await field(page, 'Display Name').inputValue()).toBe('Big Fan');
    await field(page, 'Password').fill('short');
    await field(page, 'Confirm Password').fill('shorter');
    await create.click();
    await page.getByText('Must be 8 characters or more').waitFor(WAIT);
    await page.getByText("Passwords don't match").waitFor(WAIT);
    expect(page.url()).toBe(url('/sign-up?redirect=%2Fscores'));
    await field(page, 'Password').fill(DEMO_PASSWORD);
    await field(page, 'Confirm Password').fill(DEMO_PASSWORD);
    await checkPage(page, 'auth-sign-up-filled');
    await create.click();

    // Then 'Complete Profile', with the same query (spec §4 "Sign-up flow").
    await page.waitForURL(url('/profile-sign-up?redirect=%2Fscores'), WAIT);
    await page.locator('.auth-notice').getByText('Signed Up Successfully').waitFor(WAIT);
    await page.getByRole('heading', { name: 'Complete Profile' }).waitFor(WAIT);
    await field(page, 'First Name').waitFor(WAIT);
    await field(page, 'First Name').fill('Robin');
    await field(page, 'Last Name').fill("O'Neil");
    await field(page, 'Zip Code').fill('2085');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByText('Must be valid Zip Code').waitFor(WAIT);
    expect(await errorOf(field(page, 'Cell Phone'))).toBe('Required');
    await field(page, 'Zip Code').fill('20850');
    await field(page, 'Cell Phone').fill('301-555-0142');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    // 'Complete Preferences': a school, sports as chips, a role; then another school; then Finish.
    await page.waitForURL(url('/add-school-sub?redirect=%2Fscores'), WAIT);
    await page.getByRole('heading', { name: 'Complete Preferences' }).waitFor(WAIT);
    const finish = page.getByRole('button', { name: 'Finish', exact: true });
    expect(await finish.isDisabled()).toBe(true);
    const state = field(page, 'State');
    await state.locator('option', { hasText: 'Maryland' }).waitFor({ state: 'attached', ...WAIT });
    await state.selectOption({ label: 'Maryland' });
    const county = field(page, 'County');
    await county
      .locator('option', { hasText: 'Montgomery' })
      .waitFor({ state: 'attached', ...WAIT });
    await county.selectOption({ label: 'Montgomery' });
    const firstSchool = await pickFirst(field(page, 'School'));
    expect(await finish.isDisabled()).toBe(false);
    const sport = await pickFirst(field(page, 'Sports'));
    const chips = page.getByRole('list', { name: 'Sports chosen' });
    await chips.getByText(sport).waitFor(WAIT);
    await page.getByRole('button', { name: `Remove ${sport}` }).click();
    await chips.waitFor({ state: 'detached', ...WAIT });
    await pickFirst(field(page, 'Sports'));
    await page.getByRole('radio', { name: 'Parent' }).check();
    expect(await page.getByRole('radio', { name: 'Other' }).isChecked()).toBe(false);
    await checkPage(page, 'auth-preferences-filled');
    await page.getByRole('button', { name: 'Add Another School' }).click();
    await page.getByText(`Following ${firstSchool}. Add another school or finish.`).waitFor(WAIT);
    // The form starts again, on the same page.
    expect(page.url()).toBe(url('/add-school-sub?redirect=%2Fscores'));
    expect(await field(page, 'School').inputValue()).toBe('');
    expect(await page.getByRole('radio', { name: 'Other' }).isChecked()).toBe(true);
    expect(await finish.isDisabled()).toBe(true);
    await state.selectOption({ label: 'Maryland' });
    await county
      .locator('option', { hasText: 'Montgomery' })
      .waitFor({ state: 'attached', ...WAIT });
    await county.selectOption({ label: 'Montgomery' });
    const schools = field(page, 'School').locator('option:not([value=""])');
    await schools.nth(1).waitFor({ state: 'attached', ...WAIT });
    await field(page, 'School').selectOption({ label: (await schools.nth(1).textContent())! });
    await finish.click();
    await page.waitForURL((u) => u.pathname === '/scores', WAIT);

    // The server has the profile and both schools.
    const session = (await storedSession(page))!;
    expect(session.email).toBe('new.fan@example.com');
    const profile = await server.call<{ firstName: string; displayName: string; zipCode: string }>(
      'GET',
      '/api/csz/memberProfile',
      { token: session.accessToken },
    );
    expect(profile.body).toMatchObject({
      firstName: 'Robin',
      displayName: 'Big Fan',
      zipCode: '20850',
    });
    const roles = await server.call<{
      items: { memberRoleType: string; schoolFullName: string }[];
    }>('GET', '/api/csz/memberRoles', { token: session.accessToken });
    expect(roles.body.items.map((r) => r.memberRoleType).sort()).toEqual(['Fan', 'Parent']);

    // Log out where a member meets 'Already Authorized', then log in again.
    await page.goto(url('/forgot-password'));
    await page.getByRole('heading', { name: 'Already Authorized' }).waitFor(WAIT);
    await page.getByRole('main').getByRole('button', { name: 'Log Out' }).click();
    await page.getByRole('heading', { name: 'Forgot Password' }).waitFor(WAIT);
    await field(page, 'Email').waitFor(WAIT);
    expect(await storedSession(page)).toBeNull();
    // The server forgot the refresh token too.
    const refresh = await server.call('POST', '/api/csz/token/refresh', {
      json: { refreshToken: session.refreshToken },
    });
    expect(refresh.status).toBe(401);

    await page.goto(url('/login'));
    await field(page, 'Email').fill('new.fan@example.com');
    await field(page, 'Password').fill(DEMO_PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Log In', exact: true }).click();
    await page.waitForURL(url('/my-account/home'), WAIT);
    await page.locator('.auth-notice').getByText('Logged In Successfully').waitFor(WAIT);
    await close();
  }, 180_000);

  it('resets a password with the emailed code, then with the emailed link', async () => {
    const { email } = await newAccount();
    const { page, close } = await openPage();
    await page.goto(url('/forgot-password'));
    await expect.poll(() => page.title(), WAIT).toBe('Forgot Password | CSZ');
    await field(page, 'Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Code' }).click();
    await page.getByText('Reset Code Was Sent.').waitFor(WAIT);
    // The form is done: it cannot be sent again (spec §4 "Password reset").
    expect(await field(page, 'Email').isDisabled()).toBe(true);

    const mail = await mailTo(email, 'Your CSZ password reset code');
    const code = /reset code is ([A-Z0-9]{4}-[A-Z0-9]{4})/.exec(mail.text)![1]!;
    await field(page, 'Reset Code').fill(code);
    await field(page, 'New Password').fill(NEW_PASSWORD);
    await checkPage(page, 'auth-forgot-password-code');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Your Password Was Changed Successfully.').waitFor(WAIT);
    expect(await field(page, 'New Password').isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(url(`/login/${encodeURIComponent(email)}`), WAIT);
    expect(await field(page, 'Email').inputValue()).toBe(email);
    await field(page, 'Password').fill(DEMO_PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Log In', exact: true }).click();
    await page.getByText('Wrong email or password').waitFor(WAIT);
    await field(page, 'Password').fill(NEW_PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Log In', exact: true }).click();
    await page.waitForURL(url('/my-account/home'), WAIT);

    // The emailed link: only the new password is asked.
    await page.evaluate((key) => localStorage.removeItem(key), SESSION_KEY);
    const requested = await server.call('POST', '/api/csz/forgotPassword', { json: { email } });
    expect(requested.status).toBe(200);
    const second = await mailTo(email, 'Your CSZ password reset code', mail);
    await page.goto(url(linkIn(second, '/forgot-password-change')));
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor(WAIT);
    await page.getByText(`Set a new password for ${email}.`).waitFor(WAIT);
    await field(page, 'New Password').fill('yet-another-password');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Your Password Was Changed Successfully.').waitFor(WAIT);
    expect(
      await server.call('POST', '/api/csz/login', {
        json: { email, password: 'yet-another-password' },
      }),
    ).toMatchObject({ status: 200 });

    // A link without its token says so.
    await page.goto(url(`/forgot-password-change?email=${encodeURIComponent(email)}`));
    await page.getByText('This reset link is missing its email or code.').waitFor(WAIT);
    await close();
  }, 120_000);

  it('walks the sign-in dialog’s four steps, by keyboard, and logs in', async () => {
    const { page, close } = await openPage();
    await page.goto(url('/sign-in'));
    await page.getByText('Join for personalized team and school updates').waitFor(WAIT);
    expect(await page.title()).toBe('Sign In | CSZ');
    const open = page.getByRole('main').getByRole('button', { name: 'Log In', exact: true });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Log In or Sign Up' });
    await dialog.waitFor(WAIT);
    // Focus moves into the dialog; Escape closes it and gives focus back.
    expect(await field(dialog, 'Email').evaluate((el) => el === document.activeElement)).toBe(true);
    await checkPage(page, 'auth-dialog-email');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden', ...WAIT });
    expect(await open.evaluate((el) => el === document.activeElement)).toBe(true);

    // An unknown email leads to sign-up; Back returns to the email.
    await open.click();
    await page.keyboard.type('nobody.yet@example.com');
    await page.keyboard.press('Enter');
    const signUp = page.getByRole('dialog', { name: 'Create Account' });
    await signUp.waitFor(WAIT);
    await signUp.getByText('No account uses nobody.yet@example.com yet.').waitFor(WAIT);
    expect(await field(signUp, 'Email').count()).toBe(0);
    await signUp.getByRole('button', { name: 'Back' }).click();
    await dialog.waitFor(WAIT);
    expect(await field(dialog, 'Email').inputValue()).toBe('nobody.yet@example.com');

    // A known email leads to the password; from there to forgot-password, and back.
    await field(dialog, 'Email').fill('fan@demo.csz.test');
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
    const password = page.getByRole('dialog', { name: 'Log In', exact: true });
    await password.waitFor(WAIT);
    expect(await field(password, 'Password').evaluate((el) => el === document.activeElement)).toBe(
      true,
    );
    await checkPage(page, 'auth-dialog-password');
    await password.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Forgot Password' });
    await forgot.waitFor(WAIT);
    expect(await field(forgot, 'Email').inputValue()).toBe('fan@demo.csz.test');
    await forgot.getByRole('button', { name: 'Back' }).click();
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
    await field(password, 'Password').fill('wrong-password');
    await page.keyboard.press('Enter');
    await password.getByRole('alert').getByText('Wrong email or password').waitFor(WAIT);
    await field(password, 'Password').fill(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    // A member on /sign-in goes to the home tab.
    await page.waitForURL(url('/my-account/home'), WAIT);
    expect((await storedSession(page))?.email).toBe('fan@demo.csz.test');
    await page.goto(url('/sign-in'));
    await page.waitForURL(url('/my-account/home'), WAIT);
    await close();
  }, 120_000);

  it('signs up in the dialog, and goes on as a guest from /sign-in', async () => {
    const { page, close } = await openPage();
    await page.goto(url('/sign-in?redirect=%2Fscores'));
    await page.getByRole('button', { name: 'Continue as a Guest' }).click();
    await page.waitForURL((u) => u.pathname === '/scores', WAIT);
    expect(await page.evaluate(() => localStorage.getItem('csz.guestUntil'))).not.toBeNull();

    await page.goto(url('/sign-in'));
    await page.getByRole('main').getByRole('button', { name: 'Log In', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Log In or Sign Up' });
    await field(dialog, 'Email').fill('dialog.member@example.com');
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
    const signUp = page.getByRole('dialog', { name: 'Create Account' });
    await field(signUp, 'Password').fill(DEMO_PASSWORD);
    await field(signUp, 'Confirm Password').fill(DEMO_PASSWORD);
    await signUp.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(url('/profile-sign-up'), WAIT);
    await page.locator('.auth-notice').getByText('Signed Up Successfully').waitFor(WAIT);
    // 'Finish Profile Later' goes to the profile tab when no redirect is given.
    await page.getByRole('button', { name: 'Finish Profile Later' }).click();
    await page.waitForURL(url('/my-account/profile'), WAIT);
    await close();
  });

  it('restores a closed account: the dialog asks for the link, the login page confirms', async () => {
    const { email, session } = await newAccount();
    const closed = await server.call('DELETE', '/api/csz/memberProfile', {
      token: session.accessToken,
    });
    expect(closed.status).toBe(204);
    const { page, close } = await openPage();
    await page.goto(url('/sign-in'));
    await page.getByRole('main').getByRole('button', { name: 'Log In', exact: true }).click();
    const { password } = await logInThroughDialog(page, email);
    await password
      .getByText('Your account is not active at this time. Please Contact Us')
      .waitFor(WAIT);
    await password.getByText('a link to restore it is on its way').waitFor(WAIT);

    const mail = await mailTo(email, 'Restore your CSZ account');
    await page.goto(url(linkIn(mail, '/login')));
    await page.getByRole('heading', { name: 'Restore Your Account' }).waitFor(WAIT);
    await checkPage(page, 'auth-restore');
    await page.getByRole('button', { name: 'Restore the account' }).click();
    await page.waitForURL(url('/my-account/home'), WAIT);
    expect((await storedSession(page))?.email).toBe(email);

    // The login page asks before it sends a restore link.
    const again = await newAccount();
    await server.call('DELETE', '/api/csz/memberProfile', { token: again.session.accessToken });
    await page.evaluate((key) => localStorage.removeItem(key), SESSION_KEY);
    await page.goto(url('/login'));
    await field(page, 'Email').fill(again.email);
    await field(page, 'Password').fill(DEMO_PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Log In', exact: true }).click();
    await page
      .getByText('Your account is not active at this time. Please Contact Us')
      .waitFor(WAIT);
    // Nothing was sent for the login itself: once the worker has run every job, still no mail.
    await jobsSettled(server.handle.db);
    expect(smtp.received.some((m) => m.to.includes(again.email))).toBe(false);
    await page.getByRole('button', { name: 'Restore the account' }).click();
    await page.getByText('a link to restore it is on its way').waitFor(WAIT);
    await mailTo(again.email, 'Restore your CSZ account');
    await close();
  }, 120_000);

  it('sends guests away from members’ pages, and members away from the reset pages', async () => {
    const { page, close } = await openPage();
    for (const path of ['/change-password', '/profile-sign-up', '/add-school-sub']) {
      await page.goto(url(path));
      await page.waitForURL(url('/'), WAIT);
    }
    const { email } = await newAccount();
    await enterLoggedIn(page, email, '/forgot-password');
    await page.getByRole('heading', { name: 'Already Authorized' }).waitFor(WAIT);
    await page.goto(url('/forgot-password-change?email=a%40b.c&token=t'));
    await page.getByRole('heading', { name: 'Already Authorized' }).waitFor(WAIT);
    await page.getByRole('main').getByRole('button', { name: 'Log Out' }).waitFor(WAIT);
    await page.goto(url('/forgot-password?playgames=true'));
    await page.waitForURL(url('/playgames'), WAIT);
    await page.goto(url('/login?redirect=%2Fscores'));
    await page.waitForURL((u) => u.pathname === '/scores', WAIT);
    await close();
  });

  it('asks a member whose session ended elsewhere to log in, and keeps the page', async () => {
    const { email } = await newAccount();
    const { page, context, close } = await openPage();
    await enterLoggedIn(page, email, '/change-password');
    await field(page, 'Current Password').fill(DEMO_PASSWORD);
    // Another tab logs out.
    const other = await context.newPage();
    await other.goto(url('/forgot-password'));
    await other.getByRole('main').getByRole('button', { name: 'Log Out' }).click();
    await other.getByRole('heading', { name: 'Forgot Password' }).waitFor(WAIT);
    await page.getByRole('heading', { name: 'Not Authorized' }).waitFor(WAIT);
    expect(await field(page, 'Current Password').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    const { dialog } = await logInThroughDialog(page, email);
    await dialog.waitFor({ state: 'hidden', ...WAIT });
    await page.locator('.auth-notice').getByText('Logged In Successfully').waitFor(WAIT);

    // Back on the page as it was, in its first field (useRequireLogin's action, run once logged
    // in): a new password ends every session, with a way to log in again.
    const current = field(page, 'Current Password');
    expect(await current.inputValue()).toBe(DEMO_PASSWORD);
    await expect
      .poll(() => current.evaluate((el) => el === document.activeElement), WAIT)
      .toBe(true);
    await field(page, 'New Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Your Password Was Changed Successfully.').waitFor(WAIT);
    expect(await storedSession(page)).toBeNull();
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(url(`/login/${encodeURIComponent(email)}`), WAIT);
    await close();
  });

  it('refreshes the session before it expires, and ends it when the refresh is refused', async () => {
    const { email } = await newAccount();
    const { page, close } = await openPage();
    await enterLoggedIn(page, email, '/sign-up');
    await page.waitForURL(url('/my-account/home'), WAIT);
    const before = (await storedSession(page))!;
    // A token about to expire is swapped for a new pair, and the old refresh token is spent.
    await page.evaluate(
      ([key, session]) =>
        localStorage.setItem(key, JSON.stringify({ ...session, expiresAt: Date.now() + 2_000 })),
      [SESSION_KEY, before] as const,
    );
    await page.reload();
    await expect
      .poll(async () => (await storedSession(page))?.refreshToken, WAIT)
      .not.toBe(before.refreshToken);
    const after = (await storedSession(page))!;
    expect(after.expiresAt).toBeGreaterThan(before.expiresAt - 1_000);
    const me = await server.call('GET', '/api/csz/memberProfile', { token: after.accessToken });
    expect(me.status).toBe(200);

    // A refresh token the server refuses ends the session.
    await page.evaluate(
      ([key, session]) => localStorage.setItem(key, JSON.stringify({ ...session, expiresAt: 0 })),
      [SESSION_KEY, { ...after, refreshToken: before.refreshToken }] as const,
    );
    await page.reload();
    await expect.poll(() => storedSession(page), WAIT).toBeNull();
    await close();
  });

  /** Each page at each width: axe finds nothing, the page fits, a screenshot kept. */
  it('fits every account page at phone, tablet and desktop widths', async () => {
    const { email } = await newAccount();
    const guestPages = [
      ['sign-in', '/sign-in'],
      ['login', '/login'],
      ['sign-up', '/sign-up'],
      ['forgot-password', '/forgot-password'],
      ['reset-password', `/forgot-password-change?email=${encodeURIComponent(email)}&token=t`],
    ] as const;
    const memberPages = [
      ['profile-sign-up', '/profile-sign-up'],
      ['preferences', '/add-school-sub'],
      ['change-password', '/change-password'],
      ['already-authorized', '/forgot-password'],
    ] as const;
    // Each page is loaded once and checked at each width in turn: the layout follows the viewport.
    const { page, close } = await openPage('phone');
    const check = async (name: string) => {
      for (const width of Object.keys(WIDTHS) as Width[]) {
        await showAtWidth(page, width);
        await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor(WAIT);
        // The page's own content (the chrome around it has its own tests) fits the width.
        const overflow = await page
          .getByRole('main')
          .getByRole('heading', { level: 1 })
          .evaluate((heading) => {
            const content = heading.parentElement!;
            return Math.max(
              content.scrollWidth - content.clientWidth,
              content.getBoundingClientRect().right - window.innerWidth,
            );
          });
        expect(overflow, `${name} at ${width}`).toBeLessThanOrEqual(0);
        await checkPage(page, `auth-${name}-${WIDTHS[width]}`);
      }
    };
    for (const [name, path] of guestPages) {
      await page.setViewportSize({ width: WIDTHS.phone, height: 900 });
      await page.goto(url(path));
      await check(name);
    }
    await page.setViewportSize({ width: WIDTHS.phone, height: 900 });
    await page.goto(url('/sign-in'));
    await page.getByRole('main').getByRole('button', { name: 'Log In', exact: true }).click();
    await page.getByRole('dialog').waitFor(WAIT);
    for (const width of Object.keys(WIDTHS) as Width[]) {
      await showAtWidth(page, width);
      await checkPage(page, `auth-dialog-${WIDTHS[width]}`);
    }
    await page.setViewportSize({ width: WIDTHS.phone, height: 900 });
    await enterLoggedIn(page, email, memberPages[0][1]);
    for (const [name, path] of memberPages) {
      await page.setViewportSize({ width: WIDTHS.phone, height: 900 });
      await page.goto(url(path));
      if (name === 'profile-sign-up') await field(page, 'First Name').waitFor(WAIT);
      if (name === 'preferences') {
        await field(page, 'State')
          .locator('option', { hasText: 'Maryland' })
          .waitFor({
            state: 'attached',
            ...WAIT,
          });
      }
      await check(name);
    }
    await close();
  }, 180_000);
});
