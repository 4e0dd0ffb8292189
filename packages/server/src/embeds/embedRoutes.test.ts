import {
  gamesPageSchema,
  scoreboardPageSize,
  shiftDate,
  type District,
  type GamesPage,
  type ScoreboardFrameData,
  type Sport,
  type StandingGroup,
  type StandingsFrameData,
  type State,
} from '@csz/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { leagueDivisions, leagueMembers, leagues } from '../lookups/schema';
import { describeOnEngines } from '../testing/engines';
import { marylandAndMontgomery, startTestServer, TEST_TODAY } from '../testing/testServer';
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

describeOnEngines('embeds', startTestServer, (server) => {
  let maryland: State;
  let montgomery: District;
  let football: Sport;
  let basketball: Sport;
  /** A division of the Montgomery County League with two of its schools (the data has none). */
  let division: { id: number; leagueId: number; schoolIds: number[] };

  beforeAll(async () => {
    ({ maryland, montgomery } = await marylandAndMontgomery(server));
    const sports = await server.get<{ items: Sport[] }>('/api/csz/sports?perPage=500');
    football = sports.body.items.find((s) => s.name === 'Football')!;
    basketball = sports.body.items.find((s) => s.name === 'Boys Basketball')!;
    const { db } = server.handle;
    const [league] = await db.select().from(leagues).where(eq(leagues.districtId, montgomery.id));
    const members = await db
      .select()
      .from(leagueMembers)
      .where(eq(leagueMembers.leagueId, league!.id));
    const [row] = await db
      .insert(leagueDivisions)
      .values({ leagueId: league!.id, name: 'Division I', sortOrder: 0 })
      .returning();
    const schoolIds = members.slice(0, 2).map((m) => m.schoolId);
    for (const schoolId of schoolIds) {
      await db
        .update(leagueMembers)
        .set({ divisionId: row!.id })
        .where(eq(leagueMembers.schoolId, schoolId));
    }
    division = { id: row!.id, leagueId: league!.id, schoolIds };
  });

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

  it('links the league banner to the standings of the county, season and sport it shows', async () => {
    const allSports = frameJson<ScoreboardFrameData>(
      await (await page(`/embed/scoreboard?state=${maryland.id}&district=${montgomery.id}`)).text(),
    );
    const base = `/scores/standings?selectedStateId=${maryland.id}&selectedCountyId=${montgomery.id}&season=2026-2027&force=true`;
    expect(allSports.standingsBase).toBe(base);
    // All sports: the standings page asks for a sport.
    expect(allSports.league?.standingsHref).toBe(base);
    const oneSport = frameJson<ScoreboardFrameData>(
      await (
        await page(
          `/embed/scoreboard?state=${maryland.id}&district=${montgomery.id}&sport=${football.id}`,
        )
      ).text(),
    );
    expect(oneSport.league?.standingsHref).toBe(`${base}&selectedSportId=${football.id}`);
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

  it('shows the day, the sport and the page its own links ask for, with the games the API gives', async () => {
    const yesterday = shiftDate(TEST_TODAY, -1);
    const base = `/embed/scoreboard?state=${maryland.id}&district=${montgomery.id}`;
    const perPage = scoreboardPageSize({ compact: true, height: '600', sportSwitch: true });
    const api = (query: string) =>
      server.get<GamesPage>(`/api/csz/games?districtId=${montgomery.id}&${query}`);
    const today = (await api(`date=${TEST_TODAY}&perPage=50`)).body;
    expect(today.total).toBeGreaterThan(perPage);

    const second = frameJson<ScoreboardFrameData>(await (await page(`${base}&page=2`)).text());
    const expected = await api(`date=${TEST_TODAY}&page=2&perPage=${perPage}`);
    expect(second).toMatchObject({ page: 2, perPage, compact: true, total: today.total });
    expect(second.games.map((g) => g.id)).toEqual(expected.body.items.map((g) => g.id));

    const sport = today.items[0]!.sport.id;
    const chosen = frameJson<ScoreboardFrameData>(
      await (await page(`${base}&date=${yesterday}&selectedSport=${sport}`)).text(),
    );
    const ofSport = await api(`date=${yesterday}&sportId=${sport}&page=1&perPage=${perPage}`);
    expect(chosen).toMatchObject({ date: yesterday, today: TEST_TODAY, sportId: sport });
    expect(chosen.games.map((g) => g.id)).toEqual(ofSport.body.items.map((g) => g.id));
    // The switch stays: the sport was chosen in the frame, not fixed by its settings.
    expect(chosen.sports.length).toBeGreaterThan(1);

    // A page past the last (games removed since the link was made) shows the last page.
    const last = Math.ceil(today.total / perPage);
    const past = frameJson<ScoreboardFrameData>(
      await (await page(`${base}&page=${last + 5}`)).text(),
    );
    expect(past.page).toBe(last);
    expect(past.games.length).toBeGreaterThan(0);
  });

  it('pages to fit the height it keeps, and grows when the loader sizes it', async () => {
    const base = `/embed/scoreboard?state=${maryland.id}&district=${montgomery.id}`;
    const fixed = frameJson<ScoreboardFrameData>(await (await page(`${base}&height=900`)).text());
    expect(fixed).toMatchObject({
      compact: true,
      perPage: scoreboardPageSize({ compact: true, height: '900', sportSwitch: true }),
    });
    const sized = frameJson<ScoreboardFrameData>(
      await (await page(`${base}&height=900&fit=content`)).text(),
    );
    expect(sized).toMatchObject({ compact: false, perPage: 16 });
    expect(sized.settings).toEqual([
      ['state', String(maryland.id)],
      ['district', String(montgomery.id)],
      ['height', '900'],
      ['fit', 'content'],
    ]);
  });

  it('links to itself for the days, the sport and the pages, so they work without scripts', async () => {
    const answer = await page(`/embed/scoreboard?state=${maryland.id}&district=${montgomery.id}`);
    expect(answer.headers.get('Content-Security-Policy')).toContain("form-action 'self'");
    const html = await answer.text();
    const base = `?state=${maryland.id}&amp;district=${montgomery.id}`;
    expect(html).toContain(`<a href="${base}&amp;date=${TEST_TODAY}&amp;page=2" rel="next"`);
    expect(html).toContain(`<a href="${base}&amp;date=${shiftDate(TEST_TODAY, -1)}">`);
    expect(html).toContain('<form class="csz-embed__form" method="get">');
    expect(html).toContain(`<input type="hidden" name="date" value="${TEST_TODAY}"/>`);
    expect(html).toMatch(/<select id="[^"]+" name="selectedSport"/);
    expect(html).toContain(
      '<button type="submit" class="csz-button csz-button--secondary csz-embed__show">Show</button>',
    );
  });

  it("shows one league's or one division's standings in another season, with a link to the full standings", async () => {
    const base = `/embed/standings?state=${maryland.id}&district=${montgomery.id}&sport=${football.id}`;
    const titles = (groups: StandingGroup[]) => groups.map((g) => g.title);
    const whole = frameJson<StandingsFrameData>(await (await page(base)).text());
    expect(titles(whole.groups)).toEqual(['Montgomery County League', 'Overall Record']);

    const ofLeague = frameJson<StandingsFrameData>(
      await (await page(`${base}&league=${division.leagueId}&season=2025-2026`)).text(),
    );
    expect(ofLeague).toMatchObject({
      season: '2025-2026',
      chosen: { league: 'Montgomery County League', division: null },
    });
    expect(titles(ofLeague.groups)).toEqual(['Montgomery County League']);

    const answer = await page(`${base}&division=${division.id}`);
    const html = await answer.text();
    const ofDivision = frameJson<StandingsFrameData>(html);
    expect(titles(ofDivision.groups)).toEqual(['Division I']);
    // The division's schools that play football this season.
    const shown = ofDivision.groups[0]!.standings.map((s) => s.id);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((id) => division.schoolIds.includes(id))).toBe(true);
    expect(ofDivision.frame.title).toBe('Football standings: Montgomery County League');
    expect(html).toContain(
      `/scores/standings?selectedStateId=${maryland.id}&amp;selectedCountyId=${montgomery.id}&amp;selectedSportId=${football.id}&amp;season=2026-2027&amp;force=true" target="_blank" rel="noopener">Full standings</a>`,
    );
    expect(html).toMatch(/<select id="[^"]+" name="season"/);
    // A division alone names its league's county.
    const alone = await page(`/embed/standings?division=${division.id}&sport=${football.id}`);
    expect(alone.status).toBe(200);
  });

  it.each([
    // Control characters, huge numbers and wrong formats in the frame's own params.
    ['date=2026-11-20%00', ['date: Must be a date written yyyy-MM-dd']],
    ['date=2026-11-20%0A', ['date: Must be a date written yyyy-MM-dd']],
    ['date=20261120', ['date: Must be a date written yyyy-MM-dd']],
    ['date=2011-01-01', ['date: Must be a day from 2012-03-15 to 2029-11-19']],
    ['date=9999-12-31', ['date: Must be a day from 2012-03-15 to 2029-11-19']],
    ['page=0', ['page: Must be 1 or more']],
    ['page=two', ['page: Must be a number']],
    ['page=1e309', ['page: Must be a number']],
    ['page=99999999999', ['page: Must be 1000000 or less']],
    [
      'selectedSport=99999999999999999999',
      ['selectedSport: Must be a whole number', 'selectedSport: Must be 2147483647 or less'],
    ],
    ['selectedSport=4%09', ['selectedSport: Must be a whole number']],
    ['selectedSport=999999', ['selectedSport: No sport with id 999999']],
    ['fit=yes', ['fit: Must be content']],
    ['division=999999', ['division: No division with id 999999']],
    ['division=1x', ['division: Must be a whole number']],
  ])('refuses a scoreboard frame with %s, and lists what is wrong', async (query, problems) => {
    const frame = await page(`/embed/scoreboard?state=${maryland.id}&${query}`);
    expect(frame.status).toBe(400);
    expect(frame.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=60');
    const html = await frame.text();
    expect(html).toContain('This widget cannot be shown because its settings are not right');
    expect(listItems(html)).toEqual(problems);
    expect(html).not.toContain('<script');
  });

  it.each([
    ['season=2026', ['season: Must be a season written YYYY-YYYY']],
    ['season=2025-2027', ['season: Must be a season written YYYY-YYYY']],
    ['season=2011-2012', ['season: Must be a season from 2012-2013 to 2027-2028']],
    ['season=%E2%80%AE2026-2027', ['season: Must be a season written YYYY-YYYY']],
  ])('refuses a standings frame with %s', async (query, problems) => {
    const frame = await page(
      `/embed/standings?district=${montgomery.id}&sport=${football.id}&${query}`,
    );
    expect(frame.status).toBe(400);
    expect(listItems(await frame.text())).toEqual(problems);
  });

  it('says which division, sport or league does not belong', async () => {
    const states = await server.get<{ items: State[] }>('/api/csz/states');
    const other = states.body.items.find((s) => s.id !== maryland.id)!;
    const districts = await server.get<{ items: District[] }>(
      `/api/csz/districts?stateId=${maryland.id}`,
    );
    const howard = districts.body.items.find((d) => d.name === 'Howard')!;
    const [howardLeague] = await server.handle.db
      .select()
      .from(leagues)
      .where(eq(leagues.districtId, howard.id));
    const problems = async (path: string) => {
      const frame = await page(path);
      expect(frame.status).toBe(400);
      return listItems(await frame.text());
    };
    expect(
      await problems(
        `/embed/standings?district=${howard.id}&sport=${football.id}&division=${division.id}`,
      ),
    ).toEqual([`division: Division I is not in Howard`]);
    expect(
      await problems(
        `/embed/standings?league=${howardLeague!.id}&sport=${football.id}&division=${division.id}`,
      ),
    ).toEqual([`division: Division I is not in ${howardLeague!.name}`]);
    expect(
      await problems(
        `/embed/standings?state=${other.id}&division=${division.id}&sport=${football.id}`,
      ),
    ).toEqual([`division: Division I is not in ${other.name}`]);
    expect(
      await problems(
        `/embed/scoreboard?district=${montgomery.id}&sport=${football.id}&selectedSport=${basketball.id}`,
      ),
    ).toEqual(['selectedSport: This widget shows Football only']);
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
          standingsBase: null,
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
