import {
  computeStandings,
  overallRecordGroup,
  schedulesResponseSchema,
  standingsResponseSchema,
  type District,
  type Game,
  type School,
  type Sport,
  type State,
} from '@csz/core';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEngines } from '../testing/engines';
import { marylandAndMontgomery, startTestServer, TEST_TODAY } from '../testing/testServer';

type Paged<T> = { items: T[]; total: number };

describeOnEngines('standings and schedules', startTestServer, (server) => {
  let maryland: State;
  let montgomery: District;
  let football: Sport;

  beforeAll(async () => {
    ({ maryland, montgomery } = await marylandAndMontgomery(server));
    football = (await server.get<Paged<Sport>>('/api/csz/sports?searchTerm=Football')).body
      .items[0]!;
  });

  it.each([
    ['no state', (_s: State, d: District, f: Sport) => `countyId=${d.id}&sportId=${f.id}`],
    ['no county', (s: State, _d: District, f: Sport) => `stateId=${s.id}&sportId=${f.id}`],
    ['no sport', (s: State, d: District) => `stateId=${s.id}&countyId=${d.id}`],
  ])('answers standings with %s by the empty result', async (_name, query) => {
    const { status, body } = await server.get(
      `/api/csz/standings?${query(maryland, montgomery, football)}`,
    );
    expect(status).toBe(200);
    expect(body).toEqual({ items: [], league: null });
  });

  it("gives the county's league group and 'Overall Record', as core computes them", async () => {
    const query = `stateId=${maryland.id}&countyId=${montgomery.id}&sportId=${football.id}&year=2026-2027`;
    const { body } = await server.get(`/api/csz/standings?${query}`);
    const standings = standingsResponseSchema.parse(body);
    expect(standings.items.map((g) => g.title)).toEqual([
      'Montgomery County League',
      'Overall Record',
    ]);
    expect(standings.league?.leagueName).toBe('Montgomery County League');
    const overall = standings.items[1]!.standings;
    expect(overall.length).toBeGreaterThan(1);
    // Recompute 'Overall Record' from the games the API lists, and expect the same table.
    const games: Game[] = [];
    for (const team of overall) {
      const { body: page } = await server.get<Paged<Game>>(
        `/api/csz/games?schoolId=${team.id}&sportId=${football.id}&season=2026-2027&perPage=500`,
      );
      games.push(...page.items.filter((g) => !games.some((seen) => seen.id === g.id)));
    }
    const [expected] = computeStandings(
      overall.map((t) => ({ id: t.id, name: t.name, imgUrl: t.imgUrl })),
      games.map((g) => ({
        ...g,
        teams: g.teams.map((t) => ({ schoolId: t.schoolId, score: t.score, isHome: t.isHome })),
      })),
      [overallRecordGroup(overall.map((t) => t.id))],
      { today: TEST_TODAY },
    );
    expect(overall).toEqual(expected!.standings);
    expect(overall.every((row, i) => i === overall.length - 1 || row.aheadReason != null)).toBe(
      true,
    );
  });

  it('keeps only the asked schools, ranked among everyone', async () => {
    const base = `stateId=${maryland.id}&countyId=${montgomery.id}&sportId=${football.id}`;
    const full = standingsResponseSchema.parse(
      (await server.get(`/api/csz/standings?${base}`)).body,
    );
    const last = full.items[1]!.standings.at(-1)!;
    const only = standingsResponseSchema.parse(
      (await server.get(`/api/csz/standings?${base}&schoolIds=${last.id}`)).body,
    );
    expect(only.items.every((g) => g.standings.every((s) => s.id === last.id))).toBe(true);
    expect(only.items.at(-1)!.standings[0]!.rank).toBe(last.rank);
  });

  it("gives schools' overall records by school", async () => {
    const schools = (
      await server.get<Paged<School>>(`/api/csz/schools?districtId=${montgomery.id}`)
    ).body.items;
    const ids = schools.slice(0, 3).map((s) => s.id);
    const { body } = await server.get(
      `/api/csz/standings/bySchools?schoolIds=${ids.join(',')}&sportId=${football.id}`,
    );
    const standings = standingsResponseSchema.parse(body);
    expect(standings.items[0]!.title).toBe('Overall Record');
    expect(standings.items[0]!.standings.every((s) => ids.includes(s.id))).toBe(true);
    expect((await server.get(`/api/csz/standings/bySchools?sportId=${football.id}`)).status).toBe(
      400,
    );
    expect(
      (await server.get(`/api/csz/standings/bySchools?schoolIds=1,x&sportId=${football.id}`))
        .status,
    ).toBe(400);
  });

  it('answers schedules only with a school and a season', async () => {
    const school = (
      await server.get<Paged<School>>(`/api/csz/schools?districtId=${montgomery.id}&perPage=1`)
    ).body.items[0]!;
    expect((await server.get(`/api/csz/schedules/v2?schoolId=${school.id}`)).body).toEqual({
      schedules: [],
      league: null,
    });
    expect((await server.get('/api/csz/schedules/v2?season=2026-2027')).body).toEqual({
      schedules: [],
      league: null,
    });
  });

  it("gives a school's schedule per sport, past and future, from its side", async () => {
    const school = (
      await server.get<Paged<School>>(`/api/csz/schools?districtId=${montgomery.id}&perPage=1`)
    ).body.items[0]!;
    const { body } = await server.get(
      `/api/csz/schedules/v2?schoolId=${school.id}&season=2026-2027`,
    );
    const { schedules, league } = schedulesResponseSchema.parse(body);
    expect(league?.leagueName).toBe('Montgomery County League');
    expect(schedules.length).toBeGreaterThan(1);
    for (const schedule of schedules) {
      expect(
        schedule.gamesPast.every(
          (g) => g.eventDate < TEST_TODAY && g.sport.id === schedule.sportId,
        ),
      ).toBe(true);
      expect(schedule.gamesFuture.every((g) => g.eventDate >= TEST_TODAY)).toBe(true);
      for (const game of schedule.gamesPast) {
        const mine = game.teams.find((t) => t.schoolId === school.id)!;
        expect(game.myScore).toBe(mine.score);
        if (game.teams.length === 2 && game.teams.every((t) => t.score != null)) {
          const theirs = game.teams.find((t) => t.schoolId !== school.id)!;
          expect(game.opponent).toBe(theirs.shortName);
          expect(game.gameScoreStatus).toBe(
            mine.score! > theirs.score! ? 'W' : mine.score! < theirs.score! ? 'L' : 'T',
          );
        }
      }
    }
    const one = schedulesResponseSchema.parse(
      (
        await server.get(
          `/api/csz/schedules/v2?schoolId=${school.id}&season=2026-2027&sportId=${schedules[0]!.sportId}`,
        )
      ).body,
    );
    expect(one.schedules.map((s) => s.sportId)).toEqual([schedules[0]!.sportId]);
  });
});
