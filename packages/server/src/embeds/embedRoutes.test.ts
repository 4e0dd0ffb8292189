import {
  gamesPageSchema,
  type District,
  type GamesPage,
  type ScoreboardFrameData,
  type Sport,
  type StandingsFrameData,
  type State,
} from '@csz/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENGINES,
  marylandAndMontgomery,
  startTestServer,
  TEST_TODAY,
  type TestServer,
} from '../testing/testServer';
import { renderFrame } from './renderFrame';

/** The JSON a frame page carries for its script. */
function frameJson<T>(html: string): T {
  const match = /<script type="application\/json" id="csz-data">(.*?)<\/script>/s.exec(html);
  if (match == null) throw new Error('The page has no frame data');
  return JSON.parse(match[1]!) as T;
}

/** The texts of an HTML fragment's list items, tags stripped. */
function listItems(html: string): string[] {
  return [...html.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));
}

describe.each(ENGINES)('embeds on %s', (engine) => {
  let server: TestServer;
  let maryland: State;
  let montgomery: District;
  let football: Sport;

  beforeAll(async () => {
    server = await startTestServer(engine);
    ({ maryland, montgomery } = await marylandAndMontgomery(server));
    const sports = await server.get<{ items: Sport[] }>('/api/csz/sports?perPage=500');
    football = sports.body.items.find((s) => s.name === 'Football')!;
  });
  afterAll(() => server.stop());

  const page = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);

  it('serves the loader for any page to include, short-cached, with an ETag', async () => {
    const loader = await page('/embed/v1/loader.js');
    expect(loader.status).toBe(200);
    expect(loader.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(loader.headers.get('Cache-Control')).toBe(
      'public, max-age=300, s-maxage=300, stale-while-revalidate=86400',
    );
    expect(loader.headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin');
    expect(loader.headers.get('Set-Cookie')).toBeNull();
    expect(await loader.text()).toContain('data-csz-widget');
    const again = await page('/embed/v1/loader.js', {
      headers: { 'If-None-Match': loader.headers.get('ETag')! },
    });
    expect(again.status).toBe(304);
  });

  it("paints a county's scoreboard from the server's HTML, with the games the API gives", async () => {
    const frame = await page(`/embed/scoreboard?state=${maryland.id}&district=${montgomery.id}`);
    expect(frame.status).toBe(200);
    expect(frame.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(frame.headers.get('Cache-Control')).toBe(
      'public, max-age=0, s-maxage=15, stale-while-revalidate=60',
    );
    expect(frame.headers.get('Content-Security-Policy')).toContain('frame-ancestors *');
    expect(frame.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    expect(frame.headers.get('X-Frame-Options')).toBeNull();
    expect(frame.headers.get('Set-Cookie')).toBeNull();
    const html = await frame.text();
    const data = frameJson<ScoreboardFrameData>(html);
    const api = gamesPageSchema.parse(
      (
        await server.get<GamesPage>(
          `/api/csz/games?districtId=${montgomery.id}&date=${TEST_TODAY}&page=1&perPage=${data.perPage}`,
        )
      ).body,
    );
    expect(data.games.map((g) => g.id)).toEqual(api.items.map((g) => g.id));
    expect(data).toMatchObject({
      filter: { districtId: montgomery.id },
      date: TEST_TODAY,
      total: api.total,
      league: { leagueName: 'Montgomery County League' },
    });
    expect(data.frame.title).toBe('High school scores: Montgomery, MD');
    // The games are in the HTML itself: no script is needed to read them.
    for (const team of api.items.flatMap((g) => g.teams)) expect(html).toContain(team.name);
    // One stylesheet blocks the first paint; the one script is a module, which never does.
    expect(html.match(/<link rel="stylesheet"/g)).toHaveLength(1);
    expect(html.match(/<script /g)).toEqual(['<script ', '<script ']);
    expect(html).toMatch(/<script type="module" src="\/embed\/assets\/scoreboard-[\w-]+\.js">/);
    const css = /href="\/embed\/(assets\/embed-[\w-]+\.css)"/.exec(html)![1]!;
    const stylesheet = await page(`/embed/${css}`);
    expect(stylesheet.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(stylesheet.headers.get('Content-Type')).toBe('text/css; charset=utf-8');
    expect((await page('/embed/assets/nothing-here.js')).status).toBe(404);
  });

  it('fixes a scoreboard to one sport without a sport switch, and to one school', async () => {
    const games = await server.get<GamesPage>(
      `/api/csz/games?districtId=${montgomery.id}&date=${TEST_TODAY}&perPage=50`,
    );
    const school = games.body.items[0]!.teams[0]!;
    const html = await (
      await page(
        `/embed/scoreboard?school=${school.schoolId}&sport=${games.body.items[0]!.sport.id}`,
      )
    ).text();
    const data = frameJson<ScoreboardFrameData>(html);
    expect(data.sports).toEqual([]);
    expect(data.filter).toEqual({ schoolId: school.schoolId });
    expect(data.games.every((g) => g.teams.some((t) => t.schoolId === school.schoolId))).toBe(true);
    expect(html).not.toContain('All Sports');
  });

  it("shows a league's standings with the season switch", async () => {
    const html = await (
      await page(
        `/embed/standings?state=${maryland.id}&district=${montgomery.id}&sport=${football.id}&theme=dark&color=%231f3a68`,
      )
    ).text();
    const data = frameJson<StandingsFrameData>(html);
    expect(data.filter).toEqual({
      stateId: maryland.id,
      countyId: montgomery.id,
      sportId: football.id,
    });
    expect(data.season).toBe('2026-2027');
    expect(data.seasons[0]).toBe('2027-2028');
    expect(data.frame).toMatchObject({ theme: 'dark', title: 'Football standings: Montgomery' });
    expect(data.frame.accents?.dark.accent).toMatch(/^#[0-9a-f]{6}$/);
    expect(html).toContain('data-csz-theme="dark"');
    expect(html).toContain('Montgomery County League');
    const names = data.groups.flatMap((g) => g.standings.map((s) => s.name));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(html).toContain(name);
  });

  it.each([
    [
      'state=abc&theme=pink',
      ['state: Must be a whole number', 'theme: Must be light, dark or auto'],
    ],
    ['state=999999', ['state: No state with id 999999']],
    [
      'width=wide&color=red',
      [
        'width: Must be a number of pixels or a percentage',
        'color: Must be a colour written like #1f3a68',
      ],
    ],
    ['isLeague=true', ['isLeague: Choose the league to show']],
  ])(
    'explains wrong settings in the frame instead of an empty box: %s',
    async (query, problems) => {
      const frame = await page(`/embed/scoreboard?${query}`);
      expect(frame.status).toBe(400);
      expect(frame.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(frame.headers.get('Content-Security-Policy')).toContain('frame-ancestors *');
      const html = await frame.text();
      expect(html).toContain('This widget cannot be shown because its settings are not right');
      expect(listItems(html)).toEqual(problems);
      // Nothing to take over: no data and no script.
      expect(html).not.toContain('<script');
    },
  );

  it('says which places do not belong together, and what standings need', async () => {
    const states = await server.get<{ items: State[] }>('/api/csz/states');
    const other = states.body.items.find((s) => s.id !== maryland.id)!;
    const mixed = await (
      await page(`/embed/scoreboard?state=${other.id}&district=${montgomery.id}`)
    ).text();
    expect(listItems(mixed)).toEqual([`district: Montgomery is not in ${other.name}`]);
    const standings = await (await page(`/embed/standings?state=${maryland.id}`)).text();
    expect(listItems(standings)).toEqual([
      'district: Choose a county or league for standings',
      'sport: Choose a sport for standings',
    ]);
  });

  it('shows a corrected score in the frame at once, not a cached page', async () => {
    const path = `/embed/scoreboard?district=${montgomery.id}`;
    const first = await page(path);
    const game = frameJson<ScoreboardFrameData>(await first.text()).games.find(
      (g) => g.teams.length === 2 && g.gameType === 'Game',
    )!;
    expect(
      (await page(path, { headers: { 'If-None-Match': first.headers.get('ETag')! } })).status,
    ).toBe(304);
    const admin = (await server.login('admin@demo.csz.test')).accessToken;
    await server.call('PUT', `/admin/api/games/${game.id}/results`, {
      token: admin,
      json: { results: game.teams.map((t, i) => ({ id: t.id, finalScore: 70 + i })) },
    });
    const after = frameJson<ScoreboardFrameData>(await (await page(path)).text());
    expect(
      after.games
        .find((g) => g.id === game.id)!
        .teams.map((t) => t.score)
        .sort(),
    ).toEqual([70, 71]);
  });

  it('lets only site admins read the builder settings', async () => {
    const admin = (await server.login('admin@demo.csz.test')).accessToken;
    const fan = (await server.login('fan@demo.csz.test')).accessToken;
    const path = '/admin/api/embed-builder';
    expect((await server.call('GET', path, { token: null })).status).toBe(401);
    expect((await server.call('GET', path, { token: fan })).status).toBe(403);
    const allowed = await server.call('GET', path, { token: admin });
    expect(allowed).toMatchObject({ status: 200, body: { embedOrigin: server.url } });
    expect(allowed.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('refuses to let the API and site pages be framed', async () => {
    const answer = await page('/api/csz/states');
    expect(answer.headers.get('Content-Security-Policy')).toBe("frame-ancestors 'none'");
    expect(answer.headers.get('X-Frame-Options')).toBe('DENY');
    expect((await page('/embed/elsewhere')).status).toBe(404);
  });
});

describe('renderFrame', () => {
  it('keeps hostile text from closing the data script or the page', () => {
    const hostile = '</script><script>alert(1)</script>';
    const html = renderFrame(
      {
        kind: 'scoreboard',
        ok: true,
        data: {
          frame: { theme: 'light', accents: null, siteOrigin: '', title: hostile },
          filter: {},
          sports: [{ id: 1, name: hostile }],
          sportId: null,
          date: TEST_TODAY,
          today: TEST_TODAY,
          datesWithGames: [],
          games: [],
          total: 0,
          page: 1,
          perPage: 16,
          league: null,
          settings: [['theme', hostile]],
          compact: false,
        },
      },
      { css: 'assets/embed.css', js: 'assets/scoreboard.js' },
    );
    expect(html).not.toContain('<script>alert');
    expect(frameJson<ScoreboardFrameData>(html).frame.title).toBe(hostile);
  });
});
