import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { linkPreviewSchema } from '@csz/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  cleanTitle,
  createLinkPreviewer,
  MAX_PREVIEW_TITLE_LENGTH,
  type LinkPreviewOptions,
} from './linkPreview';

/** A page with Open Graph tags, a relative favicon, and pictures a preview must not keep. */
const OG_PAGE = `<!doctype html><html><head>
<meta charset="utf-8">
<title>Plain title</title>
<meta property="og:title" content="Wildcats win the county final">
<meta property="og:image" content="/pictures/final.jpg">
<meta property="og:image" content="javascript:alert(1)">
<meta property="og:image" content="data:image/png;base64,AAAA">
<link rel="icon" href="/favicon.png">
</head><body><p>Report</p></body></html>`;

/** The local site the previews are fetched from (the one origin tests allow). */
let site: Server;
let origin: string;
/** Requests the site received, by path. */
const hits = new Map<string, number>();
/** Whether the endless page's connection was closed by the previewer. */
let endlessClosed: Promise<void>;
/** Responses held open (the page that never answers), ended when the tests finish. */
const held: ServerResponse[] = [];

const html = (res: ServerResponse, body: string | Buffer, headers: Record<string, string> = {}) => {
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...headers });
  res.end(body);
};

beforeAll(async () => {
  let closedEndless: () => void;
  endlessClosed = new Promise((resolve) => (closedEndless = resolve));
  site = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://site');
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    const chain = /^\/chain\/(\d+)$/.exec(url.pathname);
    if (chain != null) {
      const left = Number(chain[1]);
      if (left === 0) return html(res, OG_PAGE);
      res.writeHead(302, { Location: `/chain/${left - 1}` });
      return res.end();
    }
    switch (url.pathname) {
      case '/page':
      case '/counted':
        return html(res, OG_PAGE);
      case '/slow':
        // Answers a little later, so that previews asked for meanwhile overlap.
        return void setTimeout(() => html(res, OG_PAGE), 100);
      case '/redirect':
        res.writeHead(302, { Location: url.searchParams.get('to')! });
        return res.end();
      case '/xss':
        return html(
          res,
          `<html><head><title>x</title><meta property="og:title" content="&lt;script&gt;alert(1)&lt;/script&gt; Big &amp; game&#x202E;&#7;"></head></html>`,
        );
      case '/script-title':
        return html(
          res,
          '<html><head><title><script>alert(1)</script>Derby day</title></head></html>',
        );
      case '/plain':
        res.writeHead(200, { 'Content-Type': 'text/plain' });
        return res.end(OG_PAGE);
      case '/missing':
        res.writeHead(404, { 'Content-Type': 'text/html' });
        return res.end(OG_PAGE);
      case '/gzip':
        return html(res, gzipSync(OG_PAGE), { 'Content-Encoding': 'gzip' });
      case '/latin1':
        res.writeHead(200, { 'Content-Type': 'text/html; charset=windows-1252' });
        return res.end(
          Buffer.from('<html><head><title>Caf\xe9 corner</title></head></html>', 'latin1'),
        );
      case '/padded': {
        // The title after so many bytes of comment: found within the cap, not past it.
        const before = Number(url.searchParams.get('before'));
        return html(
          res,
          `<html><head><!--${'x'.repeat(before)}--><title>Late title</title></head></html>`,
        );
      }
      case '/endless': {
        // A head, then a body that never ends: the previewer must stop reading and hang up.
        res.writeHead(200, { 'Content-Type': 'text/html' });
        res.write('<html><head><title>Endless page</title></head><body>');
        const chunk = `<p>${'y'.repeat(16 * 1024)}</p>`;
        const more = () => {
          while (!res.destroyed && res.write(chunk));
        };
        res.on('drain', more);
        res.on('close', () => closedEndless());
        return more();
      }
      case '/gzip-padded':
        // Well over the cap once inflated, about a kilobyte as sent: the cap counts inflated bytes.
        return html(
          res,
          gzipSync(
            `<html><head><!--${' '.repeat(1024 * 1024)}--><title>Late title</title></head></html>`,
          ),
          { 'Content-Encoding': 'gzip' },
        );
      case '/stall':
        // Headers and the start of a page, then nothing more.
        res.writeHead(200, { 'Content-Type': 'text/html' });
        res.write('<html><head><title>Stalled page</title>');
        held.push(res);
        return;
      case '/hang':
        // Headers never come.
        held.push(res);
        return;
      default:
        res.writeHead(404);
        return res.end();
    }
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const res of held) res.destroy();
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

beforeEach(() => hits.clear());

/** A previewer allowed to fetch from the local site; a short cap so a broken check fails fast. */
const previewer = (options: LinkPreviewOptions = {}) =>
  createLinkPreviewer({ allowOrigins: [origin], timeoutMs: 2000, ...options });

/** What a page that cannot be previewed gives: a plain link. */
const plainLink = (url: string) => ({ url, title: null, images: [], favicons: [] });

/** Addresses of every kind a preview must never reach, each on port 80. */
const FORBIDDEN = [
  'http://127.0.0.1/',
  'http://127.1.2.3/admin',
  'http://10.0.0.1/',
  'http://192.168.1.1/',
  'http://172.16.0.1/',
  'http://169.254.169.254/latest/meta-data/',
  'http://[::1]/',
  'http://[::ffff:127.0.0.1]/',
  'http://[::ffff:10.0.0.1]/',
  'http://[fe80::1]/',
  'http://[fc00::1]/',
  'http://100.64.0.1/',
  'http://224.0.0.1/',
  'http://0.0.0.0/',
  'http://[::]/',
  'http://2130706433/',
  'http://localhost/',
  'https://localhost/',
];

describe('link previews', () => {
  it('previews a page: its og:title, pictures and favicon resolved against it, only web addresses kept', async () => {
    const url = `${origin}/page`;
    const preview = await previewer().preview(url);
    expect(preview).toEqual({
      url,
      title: 'Wildcats win the county final',
      images: [`${origin}/pictures/final.jpg`],
      favicons: [`${origin}/favicon.png`],
    });
    expect(linkPreviewSchema.parse(preview)).toEqual(preview);
  });

  it('reads compressed pages and the charset the server names', async () => {
    const links = previewer();
    expect((await links.preview(`${origin}/gzip`))?.title).toBe('Wildcats win the county final');
    expect((await links.preview(`${origin}/latin1`))?.title).toBe('Café corner');
  });

  it.each(FORBIDDEN)('refuses %s (null: never fetched)', async (url) => {
    expect(await previewer().preview(url)).toBeNull();
  });

  it.each(FORBIDDEN)('refuses a redirect from an allowed page to %s', async (target) => {
    const links = previewer();
    expect(await links.preview(`${origin}/redirect?to=${encodeURIComponent(target)}`)).toBeNull();
    // The first page was fetched: it is the redirect that was refused.
    expect(hits.get('/redirect')).toBe(1);
  });

  it.each([
    'ftp://example.com/file',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'http://example.com:8080/',
    'https://example.com:22/',
    'http://user:secret@example.com/',
    'not a link',
  ])('refuses %s without fetching anything', async (url) => {
    expect(await previewer().preview(url)).toBeNull();
  });

  it('refuses a redirect to another port or scheme of a public host', async () => {
    const links = previewer();
    for (const target of ['http://example.com:6379/', 'file:///etc/passwd']) {
      expect(await links.preview(`${origin}/redirect?to=${encodeURIComponent(target)}`)).toBeNull();
    }
  });

  it('follows at most three redirects', async () => {
    const links = previewer();
    expect((await links.preview(`${origin}/chain/3`))?.title).toBe('Wildcats win the county final');
    expect(await links.preview(`${origin}/chain/4`)).toEqual(plainLink(`${origin}/chain/4`));
    // The fourth redirect was not followed.
    expect(hits.get('/chain/0')).toBe(1);
  });

  it('reads at most maxBytes of a page: a title past them is not seen', async () => {
    const links = previewer();
    expect((await links.preview(`${origin}/padded?before=100000`))?.title).toBe('Late title');
    expect(await links.preview(`${origin}/padded?before=600000`)).toEqual(
      plainLink(`${origin}/padded?before=600000`),
    );
  });

  it('stops reading a page that never ends and hangs up, keeping what its head said', async () => {
    const preview = await previewer({ maxBytes: 64 * 1024 }).preview(`${origin}/endless`);
    expect(preview?.title).toBe('Endless page');
    await endlessClosed;
  });

  it('gives a plain link when the page does not answer in time', async () => {
    const url = `${origin}/hang`;
    expect(await previewer({ timeoutMs: 200 }).preview(url)).toEqual(plainLink(url));
    expect(hits.get('/hang')).toBe(1);
  });

  it('counts the cap in bytes inflated, not as sent compressed', async () => {
    expect((await previewer().preview(`${origin}/gzip-padded`))?.title).toBeNull();
  });

  it('gives a plain link when a page stops sending before its end, at the time cap', async () => {
    const url = `${origin}/stall`;
    expect(await previewer({ timeoutMs: 200 }).preview(url)).toEqual(plainLink(url));
  });

  it('gives a plain link for a page that is not HTML, missing, or unreachable', async () => {
    const links = previewer();
    for (const path of ['/plain', '/missing']) {
      expect(await links.preview(`${origin}${path}`)).toEqual(plainLink(`${origin}${path}`));
    }
    // An allowed address where nothing listens (connection refused) is no refusal of ours.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const nobody = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const quiet = createLinkPreviewer({ allowOrigins: [nobody] });
    expect(await quiet.preview(`${nobody}/`)).toEqual(plainLink(`${nobody}/`));
  });

  it('keeps previews: a second request for a page is answered without fetching it', async () => {
    const links = previewer();
    const first = await links.preview(`${origin}/counted`);
    const again = await links.preview(`${origin}/counted`);
    expect(again).toEqual(first);
    expect(hits.get('/counted')).toBe(1);
  });

  it('keeps failures briefly, then fetches again', async () => {
    const briefly = previewer({ failureTtlMs: 30 });
    await briefly.preview(`${origin}/plain`);
    await briefly.preview(`${origin}/plain`);
    expect(hits.get('/plain')).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await briefly.preview(`${origin}/plain`);
    expect(hits.get('/plain')).toBe(2);
  });

  it('fetches a page once for requests that arrive together', async () => {
    const links = previewer();
    const previews = await Promise.all(
      Array.from({ length: 5 }, () => links.preview(`${origin}/slow`)),
    );
    expect(new Set(previews.map((p) => p?.title))).toEqual(
      new Set(['Wildcats win the county final']),
    );
    expect(hits.get('/slow')).toBe(1);
  });

  it('gives a title holding markup as text, without control or bidi characters', async () => {
    const links = previewer();
    expect((await links.preview(`${origin}/xss`))?.title).toBe(
      '<script>alert(1)</script> Big & game',
    );
    // A <title> is text in HTML: a script inside it is its words, never an element.
    expect((await links.preview(`${origin}/script-title`))?.title).toBe(
      '<script>alert(1)</script>Derby day',
    );
  });

  it('cuts long titles and drops empty ones', () => {
    const long = cleanTitle('a'.repeat(1000))!;
    expect([...long]).toHaveLength(MAX_PREVIEW_TITLE_LENGTH);
    expect(long.endsWith('…')).toBe(true);
    expect(cleanTitle(' \u0000\u202E\n ')).toBeNull();
    expect(cleanTitle('Line\r\nbreak\ttab')).toBe('Line break tab');
  });
});
