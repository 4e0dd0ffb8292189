import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../accounts/schema';
import { schools } from '../lookups/schema';
import type { LinkPreviewer } from '../forum/linkPreviewer';
import { launchChromium } from '../testing/browser';
import { marylandAndMontgomery, startTestServer, type TestServer } from '../testing/testServer';
import { testPng, uploadForm } from '../testing/uploads';
import {
  WAIT,
  checkPage,
  logInThroughDialog,
  openLoggedIn,
  openSitePage,
  overflow,
  overflowAt320,
  readBesideChunk,
  showAtWidth,
} from './siteBrowser';

/**
 * The Zone as members, guests and a SiteAdmin use it (issue 17), in Chromium against the real
 * server and database (PGlite; the engines are covered by the HTTP suites): a member posts with a
 * photo and a link, another comments and likes, and the first sees the notifications; a guest is
 * asked to log in; a SiteAdmin pins and hides; the text search finds a misspelt school. The pages
 * are checked with axe at a phone's and a desktop's width, and for nothing wider than 320 px.
 */

const GENERAL = '/forums/search/category/all/General';
const AUTHOR = 'parent@demo.csz.test';
const READER = 'fan@demo.csz.test';
const ADMIN = 'admin@demo.csz.test';

interface PostAnswer {
  id: number;
  slug: string;
  isPinned: boolean;
}

/** The post card whose text holds `text`, in the page's main region. */
function postCard(page: Page, text: string) {
  return page.getByRole('main').locator('article.csz-post').filter({ hasText: text });
}

/** How far down the page is scrolled, in pixels. */
function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

/** The number a like button shows ('Like, 3 likes'). */
async function likeCount(page: Page, text: string): Promise<number> {
  const like = postCard(page, text).getByRole('button', { name: /like/i });
  return Number((await like.innerText()).replace(/\D/g, ''));
}

/**
 * Markup that would set `window.__xss` if a page ever let it run: tags, event handlers, a
 * `javascript:` link in Markdown and as an autolink, and the same tags written as character
 * references (which a careless decode turns back into tags).
 */
const XSS = {
  tag: '<img src=x onerror="window.__xss=1">',
  script: '<script>window.__xss=1</script>',
  svg: '<svg onload="window.__xss=1"></svg>',
  markdownLink: '[click me](javascript:window.__xss=1)',
  autolink: '<javascript:window.__xss=1>',
  entities: '&lt;img src=x onerror="window.__xss=1"&gt;',
} as const;
const XSS_TEXT = Object.values(XSS).join(' ');

/** Scripts, frames and event-handler attributes under a part of a page, as tag[attribute] names. */
function handlersIn(part: Locator): Promise<string[]> {
  return part
    .locator('*')
    .evaluateAll((elements) =>
      elements.flatMap((e) => [
        ...(['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED'].includes(e.tagName) ? [e.tagName] : []),
        ...[...e.attributes]
          .filter((a) => a.name.toLowerCase().startsWith('on'))
          .map((a) => `${e.tagName}[${a.name}]`),
      ]),
    );
}

/** The host whose pages preview as a hostile site's would: markup in the title, script links. */
const HOSTILE_HOST = 'hostile.example';

/**
 * Previews as a hostile page gives them for {@link HOSTILE_HOST}, past whatever the real
 * previewer cleans (so the site alone is tested), and the address alone for any other link.
 */
const hostilePreviews: LinkPreviewer = {
  preview: async (url) =>
    new URL(url).hostname === HOSTILE_HOST
      ? {
          url,
          title: `Preview ${XSS.tag}${XSS.script}`,
          images: [
            'javascript:window.__xss=1',
            `https://${HOSTILE_HOST}/x.png"onerror="window.__xss=1`,
          ],
          favicons: ['javascript:window.__xss=1'],
        }
      : { url, title: null, images: [], favicons: [] },
};

describe('The Zone in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let photoPath: string;
  let school: { id: number; name: string };

  /** A post written through the API by a demo member, for the pages to show. */
  const postAs = async (email: string, body: Record<string, unknown>): Promise<PostAnswer> => {
    const { accessToken } = await server.login(email);
    const created = await server.call<PostAnswer>('POST', '/api/forums/posts', {
      token: accessToken,
      json: { kind: 'Post', ...body },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body;
  };

  /** A demo member's session. */
  const tokenOf = async (email: string) => (await server.login(email)).accessToken;

  beforeAll(async () => {
    server = await startTestServer('pglite', { linkPreviews: hostilePreviews });
    const { montgomery } = await marylandAndMontgomery(server);
    const schools = await server.get<{ items: { id: number; name: string }[] }>(
      `/api/csz/schools?districtId=${montgomery.id}&perPage=500`,
    );
    // A school whose name has a long word, to misspell.
    school = schools.body.items.find((s) => /[A-Za-z]{7,}/.test(s.name))!;
    photoPath = path.join(tmpdir(), `zone-photo-${process.pid}.png`);
    writeFileSync(photoPath, await testPng(1200, 800));
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('lets a member post a photo and a link, another like and comment, and the first hear of it', async () => {
    const text = `Senior night photos, see the recap https://example.com/recap-${Date.now()}`;
    const author = await openLoggedIn(browser, server.url, AUTHOR, GENERAL, 'phone');
    const main = author.page.getByRole('main');
    await main.getByRole('heading', { name: 'The Zone - General' }).waitFor(WAIT);
    expect(await author.page.title()).toMatch(/^The Zone - General/);

    await main.getByRole('button', { name: 'Media', exact: true }).click();
    await main.getByLabel('What’s happening?').fill(text);
    await main.getByLabel('Pictures').setInputFiles(photoPath);
    // The link in the text gets its preview (or its address, when the page cannot be read).
    await main.getByRole('list', { name: 'Link previews' }).getByRole('listitem').waitFor(WAIT);
    await main.getByRole('button', { name: 'Post', exact: true }).click();

    // The post appears at the top, with the uploaded photo.
    const card = postCard(author.page, 'Senior night photos');
    await card.waitFor(WAIT);
    await expect.poll(() => card.locator('img[src*="/uploads/"]').count(), WAIT).toBe(1);
    const href = await card.getByRole('heading').getByRole('link').getAttribute('href');
    expect(href).toMatch(/^\/forums\/post\/\d+/);
    const postId = Number(/\/forums\/post\/(\d+)/.exec(href!)![1]);

    // Another member opens it, likes it (counted at once) and comments.
    const reader = await openLoggedIn(browser, server.url, READER, href!, 'desktop');
    const post = postCard(reader.page, 'Senior night photos');
    await post.waitFor(WAIT);
    expect(await reader.page.title()).toMatch(/^THE ZONE - Post/);
    const before = await likeCount(reader.page, 'Senior night photos');
    await post.getByRole('button', { name: /like/i }).click();
    await expect
      .poll(() => post.getByRole('button', { name: /like/i }).getAttribute('aria-pressed'), WAIT)
      .toBe('true');
    expect(await likeCount(reader.page, 'Senior night photos')).toBe(before + 1);
    const comments = reader.page.getByRole('region', { name: 'Comments' });
    await comments.getByLabel('Add a comment').fill('What a night for the seniors!');
    await comments.getByRole('button', { name: 'Comment', exact: true }).click();
    await comments.getByText('What a night for the seniors!').waitFor(WAIT);
    await comments.getByRole('heading', { name: '1 Comment' }).waitFor(WAIT);
    // The like and the comment are kept.
    await reader.page.reload();
    await expect
      .poll(() => post.getByRole('button', { name: /like/i }).getAttribute('aria-pressed'), WAIT)
      .toBe('true');
    await comments.getByText('What a night for the seniors!').waitFor(WAIT);
    await reader.close();

    // The author's header counts the unread notifications, and the page lists them.
    await author.page.goto(`${server.url}/forums/post/${postId}`);
    const bell = author.page.getByRole('link', { name: /^Notifications/ });
    await expect
      .poll(
        async () => {
          await author.page.reload();
          await bell.waitFor(WAIT);
          return bell.getAttribute('aria-label');
        },
        { timeout: 30_000 },
      )
      .toMatch(/unread/);
    await bell.click();
    await author.page.waitForURL(/\/notifications$/, WAIT);
    const list = author.page.getByRole('main');
    await list.getByRole('heading', { name: 'My Notifications' }).first().waitFor(WAIT);
    await list
      .getByText(/ liked /)
      .first()
      .waitFor(WAIT);
    await list
      .getByText(/ commented on /)
      .first()
      .waitFor(WAIT);
    // Read: the header's count is gone.
    await expect.poll(() => bell.getAttribute('aria-label'), WAIT).toBe('Notifications');
    await author.close();
  }, 120_000);

  it('asks a guest to log in to like, post or comment', async () => {
    await postAs(READER, { message: 'Guest check: who is going to the final?' });
    const { page, close } = await openSitePage(browser, 'phone');
    await page.goto(`${server.url}${GENERAL}`);
    const card = postCard(page, 'Guest check');
    await card.waitFor(WAIT);
    await card.getByRole('button', { name: /like/i }).click();
    const prompt = page.locator('.csz-popover:popover-open');
    await prompt.getByText('Log In to like a post').waitFor(WAIT);
    await page.keyboard.press('Escape');

    await page.getByRole('main').getByRole('button', { name: 'Start a post' }).click();
    await page.getByRole('dialog', { name: 'Log In or Sign Up' }).waitFor(WAIT);
    await logInThroughDialog(page, AUTHOR);
    // Logged in, the card opens for the member.
    await page.getByRole('main').getByRole('button', { name: 'Start a post' }).click();
    await page.getByRole('main').getByLabel('What’s happening?').waitFor(WAIT);
    await close();

    const guest = await openSitePage(browser, 'phone');
    const href = await (async () => {
      await guest.page.goto(`${server.url}${GENERAL}`);
      const link = postCard(guest.page, 'Guest check').getByRole('heading').getByRole('link');
      await link.waitFor(WAIT);
      return link.getAttribute('href');
    })();
    await guest.page.goto(`${server.url}${href}`);
    const comments = guest.page.getByRole('region', { name: 'Comments' });
    await comments.getByRole('button', { name: 'Log In to comment' }).waitFor(WAIT);
    expect(await comments.getByLabel('Add a comment').isDisabled()).toBe(true);
    await guest.close();
  });

  it('lets the SiteAdmin pin a post and hide another', async () => {
    const toPin = await postAs(READER, { message: 'Admin check: pin me, the schedule is out' });
    await postAs(READER, { message: 'Admin check: hide me, off topic' });
    const admin = await openLoggedIn(browser, server.url, ADMIN, GENERAL, 'desktop');
    const { page } = admin;

    const pinned = postCard(page, 'Admin check: pin me');
    await pinned.waitFor(WAIT);
    await pinned.getByRole('button', { name: 'Post actions' }).click();
    await page.getByRole('button', { name: 'Pin', exact: true }).click();
    await pinned.getByText('Pinned', { exact: true }).waitFor(WAIT);
    const status = await server.get<{ isPinnedPost: boolean; postId: number | null }>(
      '/api/forums/posts/isPinnedPost',
    );
    expect(status.body).toEqual({ isPinnedPost: true, postId: toPin.id });
    // Pinned first on the category's first page.
    await page.reload();
    await expect
      .poll(() => page.getByRole('main').locator('article.csz-post').first().innerText(), WAIT)
      .toContain('Admin check: pin me');

    const hidden = postCard(page, 'Admin check: hide me');
    await hidden.getByRole('button', { name: 'Post actions' }).click();
    await page.getByRole('button', { name: 'Hide', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'warning!' });
    await dialog.getByText('Are you sure that you want to hide this post?').waitFor(WAIT);
    await dialog.getByRole('button', { name: 'Hide', exact: true }).click();
    await page.getByRole('status').getByText('Post successfully hidden!').waitFor(WAIT);
    await hidden.waitFor({ state: 'detached', ...WAIT });

    // Unpinned again, so that the other journeys see the category as it was.
    await pinned.getByRole('button', { name: 'Post actions' }).click();
    await page.getByRole('button', { name: 'Unpin', exact: true }).click();
    await pinned.getByText('Pinned', { exact: true }).waitFor({ state: 'detached', ...WAIT });
    await admin.close();
  });

  it('lets the SiteAdmin restore a post that three members’ reports hid, from the forum review', async () => {
    const post = await postAs(READER, {
      message: 'Review check: reported by three, fair all the same',
    });
    for (const reporter of [AUTHOR, 'player@demo.csz.test', 'alumni@demo.csz.test']) {
      const { accessToken } = await server.login(reporter);
      const claim = await server.call('POST', '/api/forums/claims', {
        token: accessToken,
        json: { postId: post.id, claimType: 'Spam', claimText: 'Looks like an advert' },
      });
      expect(claim.status, JSON.stringify(claim.body)).toBe(200);
    }
    expect((await server.get(`/api/forums/posts/view/${post.id}`)).status).toBe(404);

    const admin = await openLoggedIn(browser, server.url, ADMIN, '/forum-review', 'phone');
    const { page } = admin;
    const item = page
      .getByRole('main')
      .locator('.forum-review__item')
      .filter({ hasText: 'Review check: reported by three' });
    await item
      .getByRole('heading', { name: 'Hidden by members’ reports until staff decide' })
      .waitFor(WAIT);
    await item.getByText('3 reports').waitFor(WAIT);
    await item.getByText('Looks like an advert').first().waitFor(WAIT);
    // The staff read the post; they neither like nor report it from here.
    expect(await item.getByRole('button', { name: /like/i }).count()).toBe(0);
    expect(await item.getByRole('button', { name: 'Post actions' }).count()).toBe(0);
    await checkPage(page, 'forum-review-phone');

    await item.getByRole('button', { name: 'Restore', exact: true }).click();
    await page
      .getByRole('status')
      .getByText(/^Post restored: /)
      .waitFor(WAIT);
    await item.waitFor({ state: 'detached', ...WAIT });
    expect((await server.get(`/api/forums/posts/view/${post.id}`)).status).toBe(200);
    await admin.close();
  });

  it('finds a post about a school whose name is misspelt', async () => {
    await postAs(READER, {
      message: `Search check: ${school.name} wins the county title`,
      tags: [{ tagType: 'School', tagEntityId: school.id }],
    });
    const word = /[A-Za-z]{7,}/.exec(school.name)![0];
    // One letter left out of the middle of the school's longest word.
    const misspelt = word.slice(0, 3) + word.slice(4);
    const { page, close } = await openSitePage(browser, 'phone');
    await page.goto(`${server.url}/forums/search/plain-text`);
    const main = page.getByRole('main');
    await main.getByPlaceholder('Type your query here...').fill(misspelt);
    await main.getByPlaceholder('Type your query here...').press('Enter');
    await page.waitForURL((url) => url.pathname.endsWith(`/plain-text/${misspelt}`), WAIT);
    await postCard(page, `Search check: ${school.name}`).waitFor(WAIT);
    await expect
      .poll(async () => Number((await main.getByText(/^Found: /).innerText()).replace(/\D/g, '')))
      .toBeGreaterThan(0);
    expect(await page.title()).toMatch(new RegExp(`^Search The Zone: ${misspelt}`));
    await close();
  });

  it('shows what members send as text, running none of it (stored XSS)', async () => {
    // An established member: a new account's links are stored without their previews.
    await server.handle.db
      .update(members)
      .set({ createdAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(members.email, AUTHOR));
    const { accessToken } = await server.login(AUTHOR);
    // A school whose name is markup, as a tag's string (the names of tags are the places' own).
    const [other] = await server.handle.db
      .select({ id: schools.id })
      .from(schools)
      .where(ne(schools.id, school.id))
      .limit(1);
    const [hostileSchool] = await server.handle.db
      .update(schools)
      .set({ name: `Tag ${XSS.tag}` })
      .where(eq(schools.id, other!.id))
      .returning({ id: schools.id });
    const photo = await server.call<{ url: string }>('POST', '/api/forums/images', {
      token: accessToken,
      body: uploadForm(await testPng(16, 16), `${XSS.tag}.png`, 'image/png'),
    });
    expect(photo.status, JSON.stringify(photo.body)).toBe(200);
    const post = await postAs(AUTHOR, {
      kind: 'Media',
      title: `XSS check ${XSS.tag}${XSS.script}`,
      message: `XSS body ${XSS_TEXT} https://${HOSTILE_HOST}/"><img src=x onerror=window.__xss=1>`,
      tags: [{ tagType: 'School', tagEntityId: hostileSchool!.id }],
      sources: [{ url: photo.body.url, name: `${XSS.svg}${XSS.tag}` }],
      links: [`https://${HOSTILE_HOST}/page?q="><script>window.__xss=1</script>`],
    });
    const comment = await server.call('POST', '/api/forums/comments', {
      token: (await server.login(READER)).accessToken,
      json: { replyToPostId: post.id, message: `XSS comment ${XSS_TEXT}` },
    });
    expect(comment.status).toBe(201);

    const { page, close } = await openSitePage(browser, 'desktop');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const pages = [GENERAL, `/forums/post/${post.id}/${post.slug}`];
    for (const urlPath of pages) {
      await page.goto(`${server.url}${urlPath}`);
      const card = postCard(page, 'XSS body');
      await card.waitFor(WAIT);
      // The markup reached the page, and shows as the text it is (a title's markup is taken out
      // before it is stored; a tag's and a preview's are shown as written).
      await card.getByRole('heading', { name: /^XSS check/ }).waitFor(WAIT);
      const text = await card.innerText();
      expect(text).toContain(`XSS body ${XSS.tag} ${XSS.script} ${XSS.svg}`);
      expect(text).toContain(`Tag ${XSS.tag}`);
      expect(text).toContain(`Preview ${XSS.tag}`);
      // No element of the members' making: no script or frame, no event handler attribute.
      expect(await handlersIn(card)).toEqual([]);
      const hrefs = await card
        .locator('[href], [src]')
        .evaluateAll((elements) =>
          elements.map((e) => e.getAttribute('href') ?? e.getAttribute('src') ?? ''),
        );
      expect(hrefs.filter((h) => /^\s*(javascript|data|vbscript):/i.test(h))).toEqual([]);
      if (urlPath !== GENERAL) {
        const comments = page.getByRole('region', { name: 'Comments' });
        await comments.getByText('XSS comment', { exact: false }).waitFor(WAIT);
        expect(await handlersIn(comments)).toEqual([]);
      }
      expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    }
    expect(dialogs).toEqual([]);
    await close();
  }, 120_000);

  it('fits 320 px with words and links longer than the screen is wide', async () => {
    const word = 'Supercalifragilisticexpialidocious'.repeat(4);
    const post = await postAs(READER, {
      kind: 'Blog',
      title: `Long words ${word}`,
      message: `Long words ${word} https://example.com/${word}/${word}?q=${word}`,
      links: [`https://example.com/${word}`],
    });
    // The author is told of a like: the notice names the post by its title.
    const liked = await server.call('PUT', `/api/forums/reactions/${post.id}`, {
      token: (await server.login(AUTHOR)).accessToken,
      json: { type: 'Like' },
    });
    expect(liked.status).toBe(200);
    const reader = await openLoggedIn(browser, server.url, READER, '/notifications', 'phone');
    await reader.page.waitForURL(/\/notifications$/, WAIT);
    await reader.page
      .getByRole('main')
      .getByText(/liked “Long words/)
      .waitFor(WAIT);
    expect(await overflowAt320(reader.page), '/notifications').toBeLessThanOrEqual(0);
    await reader.close();

    const { page, close } = await openSitePage(browser, 'phone');
    for (const urlPath of [GENERAL, `/forums/post/${post.id}/${post.slug}`]) {
      await page.setViewportSize({ width: 375, height: 900 });
      await page.goto(`${server.url}${urlPath}`);
      await postCard(page, 'Long words').waitFor(WAIT);
      expect(await overflowAt320(page), urlPath).toBeLessThanOrEqual(0);
    }
    await close();
  });

  it("works the post menu and its 'warning!' dialog from the keyboard", async () => {
    await postAs(READER, { message: 'Keyboard check: my own post' });
    const member = await openLoggedIn(browser, server.url, READER, GENERAL, 'phone');
    const { page } = member;
    const card = postCard(page, 'Keyboard check');
    await card.waitFor(WAIT);
    const menuButton = card.getByRole('button', { name: 'Post actions' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const remove = page.getByRole('button', { name: 'Delete', exact: true });
    await remove.waitFor(WAIT);
    // The menu's entries follow its button in the tab order.
    await page.keyboard.press('Tab');
    await expect.poll(() => remove.evaluate((e) => e === document.activeElement), WAIT).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'warning!' });
    await dialog.getByText('Are you sure that you want to delete this post?').waitFor(WAIT);
    await expect
      .poll(() => dialog.evaluate((d) => d.contains(document.activeElement)), WAIT)
      .toBe(true);
    // Escape cancels, and the reader is back on the menu's button, not at the top of the page.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden', ...WAIT });
    await expect
      .poll(() => menuButton.evaluate((e) => e === document.activeElement), WAIT)
      .toBe(true);
    expect(await card.count()).toBe(1);
    await member.close();
  });

  it('keeps the pages a reader loaded when they come back from a post, and asks for the post beside its page’s code', async () => {
    for (let i = 1; i <= 16; i++) await postAs(READER, { message: `Back check: post ${i}` });
    const { page, close } = await openSitePage(browser, 'desktop');
    const besideChunk = await readBesideChunk(
      page,
      /\/assets\/PostPage-[\w-]+\.js$/,
      /^\/api\/forums\/posts\/view\/\d+$/,
    );
    await page.goto(`${server.url}${GENERAL}`);
    const posts = page.getByRole('main').locator('article.csz-post');
    await postCard(page, 'Back check: post 16').waitFor(WAIT);
    const firstPage = await posts.count();
    await page.getByRole('main').getByRole('button', { name: 'Load More' }).click();
    await expect.poll(() => posts.count(), WAIT).toBeGreaterThan(firstPage);
    const loaded = await posts.count();
    await postCard(page, 'Back check: post 16').getByRole('heading').getByRole('link').click();
    await page.waitForURL(/\/forums\/post\//, WAIT);
    await postCard(page, 'Back check: post 16').waitFor(WAIT);
    expect(await besideChunk()).toEqual({ beside: true, asked: 1 });
    await page.goBack();
    await postCard(page, 'Back check: post 16').waitFor(WAIT);
    expect(await posts.count()).toBe(loaded);
    await close();
  });

  it('opens a post at its top from a scrolled feed, and Back returns to the same place', async () => {
    for (let i = 1; i <= 15; i++) await postAs(READER, { message: `Scroll check: post ${i}` });
    const { page, close } = await openSitePage(browser, 'phone');
    await page.goto(`${server.url}${GENERAL}`);
    const listed = postCard(page, 'Scroll check: post 2');
    await listed.waitFor(WAIT);
    await listed.scrollIntoViewIfNeeded();
    const feedY = await scrollY(page);
    // Far enough down that the post page, kept at this place, would show no title.
    expect(feedY).toBeGreaterThan(900);
    await listed.getByRole('heading').getByRole('link').click();
    await page.waitForURL(/\/forums\/post\//, WAIT);
    const opened = postCard(page, 'Scroll check: post 2');
    await opened.waitFor(WAIT);
    // The router scrolls in the commit that shows the new page, which a busy machine may paint
    // a frame after the card appears.
    await expect.poll(() => scrollY(page), WAIT).toBe(0);
    const title = (await opened.getByRole('heading').boundingBox())!;
    expect(title.y + title.height).toBeLessThanOrEqual(await page.evaluate(() => innerHeight));
    await page.goBack();
    await listed.waitFor(WAIT);
    await expect.poll(() => scrollY(page), WAIT).toBe(feedY);
    await close();
  });

  it('keeps the composer within a phone’s width when the text holds a long link', async () => {
    const member = await openLoggedIn(browser, server.url, AUTHOR, GENERAL, 'phone');
    const { page } = member;
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Start a post' }).click();
    // No hyphen or other place a line may break: an address as long as a shared article's.
    const link = `https://example.com/${'SeniorNightRecapWithPhotos'.repeat(8)}`;
    await main.getByLabel('What’s happening?').fill(`The recap is at ${link}`);
    // The preview shows the address itself (the test previewer reads no title for this host).
    await main
      .getByRole('list', { name: 'Link previews' })
      .getByText(link, { exact: true })
      .waitFor(WAIT);
    // The Post button's right edge, in the screen's width or past it.
    const postButton = main.getByRole('button', { name: 'Post', exact: true });
    const postButtonEnd = async () => {
      const box = (await postButton.boundingBox())!;
      return box.x + box.width;
    };
    expect(await overflow(page), 'at 375 px').toBe(0);
    expect(await postButtonEnd()).toBeLessThanOrEqual(375);
    expect(await overflowAt320(page), 'at 320 px').toBe(0);
    expect(await postButtonEnd()).toBeLessThanOrEqual(320);
    await member.close();
  });

  it('says that no post matches a search, and offers no post box it does not have', async () => {
    const { page, close } = await openSitePage(browser, 'phone');
    await page.goto(`${server.url}/forums/search/plain-text/qzxvwj`);
    const main = page.getByRole('main');
    await main.getByRole('paragraph').getByText('No posts match your search.').waitFor(WAIT);
    expect(await main.getByText(/start a post/i).count()).toBe(0);
    await close();
  });

  it('asks before deleting one’s own comment, and keeps it on Cancel', async () => {
    const post = await postAs(AUTHOR, { message: 'Comment check: a post to comment on' });
    const comment = await server.call('POST', '/api/forums/comments', {
      token: await tokenOf(READER),
      json: { replyToPostId: post.id, message: 'Comment check: a comment to delete' },
    });
    expect(comment.status).toBe(201);
    const reader = await openLoggedIn(
      browser,
      server.url,
      READER,
      `/forums/post/${post.id}/${post.slug}`,
      'phone',
    );
    const { page } = reader;
    const comments = page.getByRole('region', { name: 'Comments' });
    const text = comments.getByText('Comment check: a comment to delete');
    await text.waitFor(WAIT);
    const remove = comments.getByRole('button', {
      name: 'Delete your comment',
    });
    await remove.click();
    const dialog = page.getByRole('dialog', { name: 'warning!' });
    await dialog.getByText('Are you sure that you want to delete this comment?').waitFor(WAIT);
    await checkPage(page, 'comment-delete-dialog-phone');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden', ...WAIT });
    // Nothing was sent: the comment stays, and focus is back on its Delete button.
    expect(await text.count()).toBe(1);
    const kept = await server.get<{ total: number }>(
      `/api/forums/comments?postId=${post.id}&page=1&size=10`,
    );
    expect(kept.body.total).toBe(1);
    await expect.poll(() => remove.evaluate((e) => e === document.activeElement), WAIT).toBe(true);
    await remove.click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await text.waitFor({ state: 'detached', ...WAIT });
    await comments.getByRole('heading', { name: '0 Comments' }).waitFor(WAIT);
    await reader.close();
  });

  it('shows a post written on the home feed in that feed', async () => {
    const member = await openLoggedIn(browser, server.url, AUTHOR, '/my-account/home', 'phone');
    const { page } = member;
    await page.waitForURL(/\/my-account\/home$/, WAIT);
    const feed = page.getByRole('region', { name: 'Your feed' });
    await feed.getByRole('button', { name: 'Start a post' }).click();
    await feed.getByLabel('What’s happening?').fill('Home feed check: who is coming on Friday?');
    await feed.getByRole('button', { name: 'Post', exact: true }).click();
    await postCard(page, 'Home feed check').waitFor(WAIT);
    // Kept there: the feed the server answers holds it, not only the page.
    await page.reload();
    await postCard(page, 'Home feed check').waitFor(WAIT);
    await member.close();
  });

  it('lets the SiteAdmin find a post they hid in the forum review', async () => {
    const post = await postAs(READER, { message: 'Hidden check: hidden by the SiteAdmin' });
    const hidden = await server.call('POST', '/api/forums/claims', {
      token: await tokenOf(ADMIN),
      json: { postId: post.id, claimType: 'Other', claimText: 'Hidden by admin' },
    });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    const admin = await openLoggedIn(browser, server.url, ADMIN, '/forum-review', 'phone');
    const { page } = admin;
    const section = page.getByRole('region', { name: 'Hidden by staff' });
    await section.getByText('Hidden check: hidden by the SiteAdmin').waitFor(WAIT);
    await checkPage(page, 'forum-review-hidden-phone');
    expect(await overflowAt320(page)).toBeLessThanOrEqual(0);
    await admin.close();
  });

  // The forum's pages at a phone's and a desktop's width: axe finds nothing, nothing overflows.
  it('passes axe at 375 and 1280 px and fits 320 px', async () => {
    const post = await postAs(READER, { message: 'Layout check: a post to look at' });
    const guestPages: [string, string, string][] = [
      ['forum-category', GENERAL, 'The Zone - General'],
      ['forum-post', `/forums/post/${post.id}/${post.slug}`, 'Layout check'],
      ['forum-search', '/forums/search/plain-text/layout', 'Found:'],
      ['forum-podcast', '/forums/podcast', 'The Zone - Podcast'],
      ['forum-updates', '/scores/forum', 'Updates'],
      ['forum-schedule-updates', '/schedules/forum', 'Updates'],
    ];
    const check = async (page: Page, name: string, urlPath: string, text: string) => {
      await page.goto(`${server.url}${urlPath}`);
      for (const width of ['phone', 'desktop'] as const) {
        await showAtWidth(page, width);
        await page.getByRole('main').getByText(text).first().waitFor(WAIT);
        await expect.poll(() => page.getByText(/Loading/).count(), WAIT).toBe(0);
        await checkPage(page, `${name}-${width}`);
      }
      expect(await overflowAt320(page), name).toBeLessThanOrEqual(0);
    };
    const guest = await openSitePage(browser, 'phone');
    for (const [name, urlPath, text] of guestPages) await check(guest.page, name, urlPath, text);
    await guest.close();

    const member = await openLoggedIn(browser, server.url, AUTHOR, '/notifications', 'phone');
    // Logged in once the login page has led on; the checks below open each page afresh.
    await member.page.waitForURL(/\/notifications$/, WAIT);
    await check(member.page, 'notifications', '/notifications', 'My Notifications');
    await check(member.page, 'member-feed', '/my-account/home', 'Your feed');
    await member.close();
  }, 180_000);
});
