#!/usr/bin/env node
// @ts-check
// Serves the example host pages, each on its own origin as real school and newspaper sites are,
// with node:http only:
//
//   node examples/serve.mjs [--embed-origin http://localhost:3000] [--port-base 4000]
//
// The pages hold the embed code as a builder writes it for `pnpm start` (origin
// http://localhost:3000, the ids of its demo data); another origin given here is written into them
// instead. Each page is sent with its site's Content-Security-Policy header. It prints one line per
// example, `<name> <url>`, which the browser tests read to find the ports (port base 0 picks free
// ones).
import '../scripts/requireNode.mjs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';

/** The origin the pages' embed code was written for (`pnpm start`'s default address). */
const WRITTEN_ORIGIN = 'http://localhost:3000';

/**
 * The places the pages' embed code names, with their ids in `pnpm start`'s demo data. Another data
 * set numbers them differently (the tests' small one), so they are looked up by name on the embed
 * origin's public API, and the ids found there are written into the pages.
 */
const PLACES = [
  { kind: 'state', id: 1, name: 'Maryland', list: () => '/api/csz/states' },
  {
    kind: 'district',
    id: 16,
    name: 'Montgomery',
    list: (/** @type {Record<string, number>} */ found) =>
      `/api/csz/districts?stateId=${found.state}`,
  },
  { kind: 'sport', id: 4, name: 'Football', list: () => '/api/csz/sports?perPage=500' },
  {
    kind: 'league',
    id: 16,
    name: 'Montgomery County League',
    list: (/** @type {Record<string, number>} */ found) =>
      `/api/csz/leagues?stateId=${found.state}&districtId=${found.district}`,
  },
  {
    kind: 'division',
    id: 13,
    name: 'Division I',
    list: (/** @type {Record<string, number>} */ found) =>
      `/api/csz/divisions?leagueId=${found.league}`,
  },
];

/**
 * Where each kind of id stands in embed code: the placeholder's attribute, the frame's query
 * param, and the fallback links' params (core's fallbackPath).
 */
const ID_NAMES = {
  state: ['data-state', 'state', 'stateId', 'selectedStateId'],
  district: ['data-district', 'district', 'countyId', 'selectedCountyId'],
  sport: ['data-sport', 'sport', 'sportId', 'selectedSportId'],
  league: ['data-league', 'league'],
  division: ['data-division', 'division'],
};

/**
 * Each example: its folder, the policy its site sends, and whether unknown paths get its
 * index.html (a single-page app's own routes).
 */
const EXAMPLES = [
  {
    name: 'newspaper',
    // Strict: no inline script or style anywhere, so the embed must need only our script and frames.
    csp: (/** @type {string} */ embed) =>
      `default-src 'self'; script-src 'self' ${embed}; frame-src ${embed}; style-src 'self'; img-src 'self'`,
    fallback: false,
  },
  {
    name: 'school',
    // No script at all on the page; inline styles are allowed because the iframe code carries a
    // style attribute (a host without 'unsafe-inline' styles would get a 300x150 frame).
    csp: (/** @type {string} */ embed) =>
      `default-src 'self'; script-src 'none'; style-src 'self' 'unsafe-inline'; frame-src ${embed}; img-src 'self'`,
    fallback: false,
  },
  {
    name: 'spa',
    csp: (/** @type {string} */ embed) =>
      `default-src 'self'; script-src 'self' ${embed}; frame-src ${embed}; style-src 'self'; img-src 'self'`,
    fallback: true,
  },
  {
    name: 'district',
    // A CMS that renders blocks late; the same strict policy as the newspaper.
    csp: (/** @type {string} */ embed) =>
      `default-src 'self'; script-src 'self' ${embed}; frame-src ${embed}; style-src 'self'; img-src 'self'`,
    fallback: false,
  },
];

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
};

const { values } = parseArgs({
  options: {
    'embed-origin': { type: 'string', default: process.env.EMBED_ORIGIN ?? WRITTEN_ORIGIN },
    'port-base': { type: 'string', default: process.env.EXAMPLES_PORT_BASE ?? '4000' },
    host: { type: 'string', default: process.env.EXAMPLES_HOST ?? '127.0.0.1' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(
    'node examples/serve.mjs [--embed-origin http://localhost:3000] [--port-base 4000] [--host 127.0.0.1]\n' +
      'Serves newspaper on port base + 1, school on + 2, spa on + 3 and district on + 4 (all free ports with --port-base 0).',
  );
  process.exit(0);
}
const embedOrigin = new URL(values['embed-origin']).origin;
const portBase = Number(values['port-base']);
if (!Number.isInteger(portBase) || portBase < 0 || portBase > 65_531) {
  console.error(`--port-base must be a port number, not ${values['port-base']}`);
  process.exit(2);
}
const root = import.meta.dirname;

/** @type {Promise<Record<string, number>> | null} */
let lookUp = null;

/**
 * The ids the embed origin's data gives the pages' places, by kind; empty when it cannot be asked
 * (not started yet: asked again at the next page).
 * @returns {Promise<Record<string, number>>}
 */
function placeIds() {
  lookUp ??= (async () => {
    /** @type {Record<string, number>} */
    const found = {};
    for (const place of PLACES) {
      const response = await fetch(`${embedOrigin}${place.list(found)}`, {
        signal: AbortSignal.timeout(3000),
      });
      const body = /** @type {{ items: { id: number; name: string }[] }} */ (await response.json());
      const match = body.items.find((item) => item.name === place.name);
      if (match == null) throw new Error(`${embedOrigin} has no ${place.kind} ${place.name}`);
      found[place.kind] = match.id;
    }
    return found;
  })().catch((error) => {
    console.error(`Showing the pages as written: ${error.message}`);
    lookUp = null;
    return {};
  });
  return lookUp;
}

/** A page's text with the embed origin and the places' ids of the server it embeds from. */
async function localise(/** @type {string} */ text) {
  let out = text.replaceAll(WRITTEN_ORIGIN, embedOrigin);
  const ids = await placeIds();
  for (const place of PLACES) {
    const id = ids[place.kind];
    if (id == null || id === place.id) continue;
    const names = ID_NAMES[/** @type {keyof typeof ID_NAMES} */ (place.kind)].join('|');
    out = out.replace(
      new RegExp(`\\b(${names})(="|=)${place.id}\\b`, 'g'),
      (_, name, equals) => `${name}${equals}${id}`,
    );
  }
  return out;
}

/** Serves one example's folder. */
function serveExample(/** @type {(typeof EXAMPLES)[number]} */ example) {
  const folder = path.join(root, example.name);
  return createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://host');
    // No icon: an empty answer rather than a 404, so the console shows only what matters.
    if (url.pathname === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    let file = '';
    try {
      file = path.join(folder, decodeURIComponent(url.pathname));
    } catch {
      // A malformed escape: answered as a path outside the folder.
    }
    if (!file.startsWith(folder + path.sep)) {
      response.writeHead(400).end('Bad path');
      return;
    }
    if (url.pathname.endsWith('/')) file = path.join(file, 'index.html');
    else if (example.fallback && path.extname(file) === '') file = path.join(folder, 'index.html');
    const type = TYPES[path.extname(file)];
    let text;
    try {
      text = type == null ? null : await readFile(file, 'utf8');
    } catch {
      text = null;
    }
    if (text == null || type == null) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found');
      return;
    }
    response.writeHead(200, {
      'Content-Type': type,
      'Cache-Control': 'no-store',
      'Content-Security-Policy': example.csp(embedOrigin),
    });
    response.end(await localise(text));
  });
}

const servers = await Promise.all(
  EXAMPLES.map(
    (example, i) =>
      /** @type {Promise<[string, import('node:http').Server]>} */ (
        new Promise((resolve, reject) => {
          const server = serveExample(example);
          server.once('error', reject);
          server.listen(portBase === 0 ? 0 : portBase + i + 1, values.host, () =>
            resolve([example.name, server]),
          );
        })
      ),
  ),
).catch((/** @type {Error} */ error) => {
  console.error(`Cannot serve the examples: ${error.message}`);
  process.exit(1);
});

console.log(`Embedding from ${embedOrigin} (start it with: pnpm start)`);
for (const [name, server] of servers) {
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  console.log(`${name} http://${host}:${address.port}/`);
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    for (const [, server] of servers) server.close();
    process.exit(0);
  });
}
