import {
  gameSchema,
  gamesBySportSchema,
  gameReactionSchema,
  gamesPageSchema,
  pagedSchema,
  scheduleDatesSchema,
  streamSchema,
  type District,
  type Game,
  type GameReaction,
  type GamesPage,
  type School,
  type State,
} from '@csz/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeOnEngines } from '../testing/engines';
import type { BodyOf } from '../apiPaths';
import { marylandAndMontgomery, startTestServer, TEST_TODAY } from '../testing/testServer';

type Paged<T> = { items: T[]; total: number };

describeOnEngines('games', startTestServer, (server) => {
  let maryland: State;
  let montgomery: District;

  beforeAll(async () => {
    ({ maryland, montgomery } = await marylandAndMontgomery(server));
  });

  const page = async (query: string) => {
    const { status, body } = await server.get<GamesPage>(`/api/csz/games?${query}`);
    expect(status).toBe(200);
    return gamesPageSchema.parse(body);
  };

  it("gives tonight's games of a county with the league", async () => {
    const tonight = await page(
      `date=${TEST_TODAY}&stateId=${maryland.id}&districtId=${montgomery.id}&perPage=16`,
    );
    expect(tonight.total).toBeGreaterThan(0);
    expect(tonight.items.every((g) => g.eventDate === TEST_TODAY)).toBe(true);
    expect(tonight.items.every((g) => g.teams.some((t) => t.districtId === montgomery.id))).toBe(
      true,
    );
    expect(tonight.league).toEqual({
      id: expect.any(Number),
      leagueName: 'Montgomery County League',
    });
    // countyId is the same filter by its other name.
    expect((await page(`date=${TEST_TODAY}&countyId=${montgomery.id}`)).total).toBe(tonight.total);
  });

  it('shows final scores from the past days and the coming schedule', async () => {
    const past = await page(`hideFuture=true&stateId=${maryland.id}&perPage=50`);
    expect(past.items.every((g) => g.eventDate <= TEST_TODAY)).toBe(true);
    expect(past.items[0]!.eventDate >= past.items.at(-1)!.eventDate).toBe(true);
    expect(past.items.filter((g) => g.teams.every((t) => t.score != null)).length).toBeGreaterThan(
      25,
    );
    const future = await page(`from=2026-11-21&stateId=${maryland.id}`);
    expect(future.total).toBeGreaterThan(0);
    expect(
      future.items.every((g) => g.teams.every((t) => t.score == null && t.canEdit === false)),
    ).toBe(true);
    expect(future.items.every((g) => !g.canSubmitScores)).toBe(true);
  });

  it('drops the season filter when future games are hidden', async () => {
    const withSeason = await page('hideFuture=true&season=2012-2013');
    expect(withSeason.total).toBe((await page('hideFuture=true')).total);
    expect((await page('season=2012-2013')).total).toBe(0);
  });

  it('filters by school, sport, season, type and status', async () => {
    const school = (
      await server.get<Paged<School>>(`/api/csz/schools?districtId=${montgomery.id}&perPage=1`)
    ).body.items[0]!;
    const ofSchool = await page(`schoolId=${school.id}&season=2026-2027&perPage=500`);
    expect(
      ofSchool.items.every(
        (g) => g.teams.some((t) => t.schoolId === school.id) && g.year === '2026-2027',
      ),
    ).toBe(true);
    const sportId = ofSchool.items[0]!.sport.id;
    const ofSport = await page(`schoolId=${school.id}&sportId=${sportId}&perPage=500`);
    expect(ofSport.items.every((g) => g.sport.id === sportId)).toBe(true);
    const postponed = await page('status=Postponed&perPage=500');
    expect(postponed.total).toBeGreaterThan(0);
    expect(
      postponed.items.every(
        (g) => g.status === 'Postponed' && g.teams.every((t) => t.score == null),
      ),
    ).toBe(true);
    const tournaments = await page('eventType=games&perPage=500');
    expect(
      tournaments.items.every((g) => g.gameType === 'Game' || g.gameType === 'Tournament'),
    ).toBe(true);
    expect((await page('eventType=scrimmages')).total).toBe(0);
  });

  it('pages through games without losing or repeating any', async () => {
    const all = await page(`date=${TEST_TODAY}&perPage=5000`);
    const seen: number[] = [];
    for (let p = 1; seen.length < all.total; p++) {
      const next = await page(`date=${TEST_TODAY}&perPage=3&page=${p}`);
      expect(next.total).toBe(all.total);
      seen.push(...next.items.map((g) => g.id));
    }
    expect(seen).toEqual(all.items.map((g) => g.id));
    expect((await page(`date=${TEST_TODAY}&perPage=3&page=1000`)).items).toEqual([]);
  });

  it('gives one game with its teams’ records, coaches and league', async () => {
    const finals = await page(
      `to=${TEST_TODAY}&hideFuture=true&eventType=games&districtId=${montgomery.id}&perPage=100`,
    );
    const game = finals.items.find(
      (g) => g.teams.length === 2 && g.teams.every((t) => t.score != null) && g.league != null,
    )!;
    const { status, body } = await server.get<Game>(`/api/csz/games/${game.id}`);
    expect(status).toBe(200);
    const detail = gameSchema.parse(body);
    expect(detail.teams.map((t) => t.score)).toEqual(game.teams.map((t) => t.score));
    expect(detail.results).toEqual(detail.teams);
    expect(
      detail.teams.every(
        (t) => t.standings != null && t.standings.won + t.standings.lose + t.standings.tie > 0,
      ),
    ).toBe(true);
    expect(detail.league?.leagueName).toBe('Montgomery County League');
    expect(detail.canSubmitScores).toBe(true);
    expect(detail.coaches?.every((c) => c.email == null)).toBe(true);
    expect((await server.get(`/api/csz/games/999999`)).status).toBe(404);
    expect((await server.get(`/api/csz/games/abc`)).status).toBe(400);
  });

  it("groups a day's games by sport", async () => {
    const { body } = await server.get(
      `/api/csz/games/groupedBySports?date=${TEST_TODAY}&districtId=${montgomery.id}`,
    );
    const groups = z.array(gamesBySportSchema).parse(body);
    expect(groups.length).toBeGreaterThan(0);
    expect(
      groups.every(
        (g) => g.games.length > 0 && g.games.every((game) => game.sport.id === g.sportId),
      ),
    ).toBe(true);
    expect((await server.get('/api/csz/games/groupedBySports')).status).toBe(400);
  });

  it('lists streams from today on, with their teams', async () => {
    const { body } = await server.get('/api/csz/games/streams?perPage=100');
    const streams = pagedSchema(streamSchema).parse(body);
    expect(
      streams.items.every(
        (s) => s.eventDate >= TEST_TODAY && (s.youtubeLink ?? s.nfhsLink) != null,
      ),
    ).toBe(true);
    const all = pagedSchema(streamSchema).parse(
      (await server.get('/api/csz/games/streams?from=2026-11-01&perPage=100')).body,
    );
    expect(all.total).toBeGreaterThan(0);
    expect(all.items.every((s) => s.results.length >= 2)).toBe(true);
  });

  it('gives the calendar and the days with games', async () => {
    const { body } = await server.get(
      `/api/csz/games/calendar?from=2026-11-01&to=2026-11-30&districtId=${montgomery.id}`,
    );
    const calendar = pagedSchema(gameSchema).parse(body);
    expect(
      calendar.items.every((g) => g.eventDate >= '2026-11-01' && g.eventDate <= '2026-11-30'),
    ).toBe(true);
    const dates = scheduleDatesSchema.parse(
      (
        await server.get(
          `/api/csz/games/dates?from=2026-11-01&to=2026-11-30&districtId=${montgomery.id}`,
        )
      ).body,
    );
    expect(dates.length).toBeGreaterThan(0);
    const active = calendar.items.filter((g) => g.status === 'Active');
    for (const [day, count] of dates)
      expect(count).toBe(active.filter((g) => g.eventDate === day).length);
    expect((await server.get('/api/csz/games/calendar?from=2026-11-30&to=2026-11-01')).status).toBe(
      400,
    );
    expect((await server.get('/api/csz/games/calendar?from=2024-01-01&to=2026-01-01')).status).toBe(
      400,
    );
    expect((await server.get('/api/csz/games/dates?from=2026-11-01')).status).toBe(400);
  });

  it("lists a school's custom events", async () => {
    const { body } = await server.get<Paged<Game>>(
      `/api/csz/events?stateId=${maryland.id}&perPage=100`,
    );
    const events = pagedSchema(gameSchema).parse(body);
    expect(events.total).toBeGreaterThan(0);
    expect(
      events.items.every(
        (e) => (e.gameType === 'Event' || e.gameType == null) && e.teams.length === 0,
      ),
    ).toBe(true);
  });

  describe('likes', () => {
    const like = (
      id: number | string,
      token: string | null,
      json: BodyOf<'PUT', '/api/csz/games/reactions/1'> = { type: 'Like' },
    ) => server.call<GameReaction>('PUT', `/api/csz/games/reactions/${id}`, { token, json });
    const view = (id: number, token: string | null) =>
      server.call<Game>('GET', `/api/csz/games/${id}`, { token });
    let game: Game;
    let fan: string;
    let parent: string;

    beforeAll(async () => {
      [game] = (await page(`date=${TEST_TODAY}&districtId=${montgomery.id}&perPage=1`)).items as [
        Game,
      ];
      fan = (await server.login('fan@demo.csz.test')).accessToken;
      parent = (await server.login('parent@demo.csz.test')).accessToken;
    });

    it('asks a guest to log in', async () => {
      const answer = await like(game.id, null);
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ logout: true });
      expect((await view(game.id, null)).body.votesCount).toBe(game.votesCount);
    });

    it('counts one like per member, and an unlike takes it back', async () => {
      const base = game.votesCount;
      const liked = await like(game.id, fan);
      expect(liked.status).toBe(200);
      expect(gameReactionSchema.parse(liked.body)).toEqual({
        votesCount: base + 1,
        youVoted: true,
      });
      expect((await like(game.id, fan)).body).toEqual({ votesCount: base + 1, youVoted: true });

      // Each member sees the count, and whether they like it themselves.
      const mine = await view(game.id, fan);
      expect(mine.body).toMatchObject({ votesCount: base + 1, youVoted: true });
      expect(mine.headers.get('cache-control')).toBe('private, no-store');
      expect((await view(game.id, parent)).body).toMatchObject({
        votesCount: base + 1,
        youVoted: false,
      });
      expect((await like(game.id, parent)).body).toEqual({ votesCount: base + 2, youVoted: true });
      const list = await server.call<GamesPage>(
        'GET',
        `/api/csz/games?date=${TEST_TODAY}&districtId=${montgomery.id}&perPage=1`,
        { token: fan },
      );
      expect(list.body.items[0]).toMatchObject({
        id: game.id,
        votesCount: base + 2,
        youVoted: true,
      });

      expect((await like(game.id, fan, { type: 'Unlike' })).body).toEqual({
        votesCount: base + 1,
        youVoted: false,
      });
      expect((await like(game.id, fan, { type: 'Unlike' })).body).toEqual({
        votesCount: base + 1,
        youVoted: false,
      });
      expect((await view(game.id, parent)).body).toMatchObject({
        votesCount: base + 1,
        youVoted: true,
      });
      await like(game.id, parent, { type: 'Unlike' });
    });

    it("never hands a guest's cached answer to a member, or a member's to a guest", async () => {
      await like(game.id, fan);
      const guest = await view(game.id, null);
      expect(guest.body.youVoted).toBe(false);
      expect(guest.headers.get('cache-control')).toMatch(/^public/);
      expect(guest.headers.get('vary')).toContain('Authorization');
      expect((await view(game.id, fan)).body.youVoted).toBe(true);
      expect((await view(game.id, null)).body.youVoted).toBe(false);
      await like(game.id, fan, { type: 'Unlike' });
    });

    it.each([
      ['an id that is not one', 'abc', { type: 'Like' }, "Invalid path parameter 'id'"],
      [
        'an unknown reaction',
        'GAME',
        { type: 'Love' },
        "Invalid body field 'type': Must be Like or Unlike",
      ],
      ['no reaction', 'GAME', {}, "Invalid body field 'type': Must be Like or Unlike"],
    ])('refuses %s with a 400', async (_name, id, json, message) => {
      const answer = await server.raw<{ message: string }>(
        'PUT',
        `/api/csz/games/reactions/${id === 'GAME' ? game.id : id}`,
        { token: fan, json },
      );
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain(message);
      expect((await view(game.id, fan)).body).toMatchObject({
        votesCount: game.votesCount,
        youVoted: false,
      });
    });

    it('answers 404 for a game that does not exist', async () => {
      const answer = await like(999_999, fan);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: 'No game with id 999999' });
    });
  });
});
