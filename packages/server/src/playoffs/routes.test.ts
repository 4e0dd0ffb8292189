import { bracketSchema, playoffSchema, type Bracket, type Playoff, type State } from '@csz/core';
import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { describeOnEngines } from '../testing/engines';
import { startTestServer, TEST_TODAY } from '../testing/testServer';

type Paged<T> = { items: T[]; total: number };

describeOnEngines('playoffs', startTestServer, (server) => {
  let maryland: State;

  beforeAll(async () => {
    maryland = (await server.get<Paged<State>>('/api/csz/states')).body.items[0]!;
  });

  it('answers only with a state and a season', async () => {
    expect((await server.get(`/api/csz/playoffs?stateId=${maryland.id}`)).body).toEqual([]);
    expect((await server.get('/api/csz/playoffs?season=2026-2027')).body).toEqual([]);
  });

  it("lists a state's brackets by sport", async () => {
    const { body } = await server.get<Playoff[]>(
      `/api/csz/playoffs?stateId=${maryland.id}&season=2025-2026`,
    );
    const playoffs = z.array(playoffSchema).parse(body);
    expect(playoffs.map((p) => p.sportName)).toContain('Football');
    const football = playoffs.find((p) => p.sportName === 'Football')!;
    const filtered = z
      .array(playoffSchema)
      .parse(
        (
          await server.get(
            `/api/csz/playoffs?stateId=${maryland.id}&season=2025-2026&sportId=${football.sportId}`,
          )
        ).body,
      );
    expect(filtered).toEqual([football]);
    const list = await server.get<Paged<{ id: number }>>(
      `/api/csz/brackets?stateId=${maryland.id}`,
    );
    expect(list.body.total).toBeGreaterThanOrEqual(playoffs.flatMap((p) => p.brackets).length);
  });

  it('draws a past bracket with byes, decided to the champion', async () => {
    const playoffs = (
      await server.get<Playoff[]>(`/api/csz/playoffs?stateId=${maryland.id}&season=2025-2026`)
    ).body;
    const id = playoffs.find((p) => p.sportName === 'Football')!.brackets[0]!.id;
    const bracket = bracketSchema.parse(
      (await server.get<Bracket>(`/api/csz/playoffsforest/${id}`)).body,
    );
    // A field of six in a bracket of eight: the top two seeds have byes.
    const first = bracket.matches.filter((m) => m.round === 1);
    expect(first).toHaveLength(4);
    const byes = first.filter((m) => m.top.kind === 'bye' || m.bottom.kind === 'bye');
    expect(byes.map((m) => (m.top.kind === 'team' ? m.top.team.seed : null))).toEqual([1, 2]);
    expect(byes.every((m) => m.gameId == null)).toBe(true);
    expect(bracket.roundNames).toEqual(['Quarterfinals', 'Semifinals', 'Final']);
    const final = bracket.matches.find((m) => m.round === 3 && !m.isThirdPlace)!;
    expect(final.top.kind === 'team' && final.bottom.kind === 'team').toBe(true);
    const teams = [final.top, final.bottom].flatMap((s) => (s.kind === 'team' ? [s.team] : []));
    expect(teams.filter((t) => t.isWinner === true)).toHaveLength(1);
    expect(final.winnerTo).toBeNull();
    expect(first.every((m) => m.winnerTo != null)).toBe(true);
  });

  it('leaves slots of rounds still to come to be decided, never as byes', async () => {
    const playoffs = (
      await server.get<Playoff[]>(`/api/csz/playoffs?stateId=${maryland.id}&season=2026-2027`)
    ).body;
    const ids = playoffs.flatMap((p) => p.brackets.map((b) => b.id));
    const brackets = await Promise.all(
      ids.map(async (id) =>
        bracketSchema.parse((await server.get(`/api/csz/playoffsforest/${id}`)).body),
      ),
    );
    const open = brackets
      .flatMap((b) => b.matches)
      .filter((m) => m.top.kind === 'tbd' || m.bottom.kind === 'tbd');
    expect(open.length).toBeGreaterThan(0);
    for (const match of open) {
      expect(match.round).toBeGreaterThan(1);
      for (const side of [match.top, match.bottom]) {
        if (side.kind === 'tbd') expect(side.fromMatchId).not.toBeNull();
      }
    }
    const upcoming = brackets
      .flatMap((b) => b.matches)
      .filter((m) => m.eventDate != null && m.eventDate > TEST_TODAY);
    expect(
      upcoming.every((m) =>
        [m.top, m.bottom].every((s) => s.kind !== 'team' || s.team.score == null),
      ),
    ).toBe(true);
  });

  it('answers an unknown bracket with 404 and a bad id with 400', async () => {
    expect((await server.get('/api/csz/playoffsforest/99999')).status).toBe(404);
    expect((await server.get('/api/csz/playoffsforest/-1')).status).toBe(400);
  });
});
