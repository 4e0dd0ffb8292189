import { describe, expect, it } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import type { Game, SchedulesResponse, ScoreChange } from '@csz/core';
import { applyLiveChange, liveScoresUrl } from './live';
import { createSiteQueryClient, queryCacheOf } from './useQuery';

/** The parts of a game a live change touches; the rest of a Game is not read here. */
function game(id: number, scores: [number | null, number | null]) {
  return {
    id,
    status: 'Postponed',
    scoreProvenance: null,
    isScoreDisputed: false,
    teams: scores.map((score, i) => ({ id: id * 10 + i, score, isWon: null })),
  } as unknown as Game;
}

const change: ScoreChange = {
  gameId: 1,
  status: 'Active',
  scoreProvenance: 'confirmed',
  isScoreDisputed: false,
  eventDate: '2026-11-24',
  isEventDateTBD: false,
  startTime: '19:00:00',
  endTime: null,
  startTimeUnknown: false,
  isTBD: false,
  nextPostponeGame: null,
  teams: [
    { id: 10, score: 21, isWon: true },
    { id: 11, score: 14, isWon: false },
  ],
};

/** Puts an answer in the cache under a key, as a page's read would. */
function loaded(client: QueryClient, key: unknown[], data: unknown) {
  client.setQueryData(key, data);
}

describe('applyLiveChange', () => {
  it('puts a change into every cached list holding the game and into the game itself', async () => {
    const client = createSiteQueryClient();
    const cache = queryCacheOf(client);
    const other = game(2, [3, 4]);
    loaded(client, ['games', { date: '2026-11-24' }, null], {
      items: [game(1, [null, null]), other],
      total: 2,
      league: null,
    });
    loaded(client, ['games', { date: '2026-11-24', sportId: 5 }, 'fan@x'], {
      items: [game(1, [null, null])],
      total: 1,
      league: null,
    });
    loaded(client, ['game', 1], game(1, [null, null]));
    loaded(client, ['game', 1, 'scoreHistory'], [{ at: 'x' }]);
    loaded(client, ['game', 2], other);

    applyLiveChange(cache, change);

    for (const key of [
      ['games', { date: '2026-11-24' }, null],
      ['games', { date: '2026-11-24', sportId: 5 }, 'fan@x'],
    ]) {
      const items = (client.getQueryData<{ items: Game[] }>(key)?.items ?? []) as Game[];
      expect(items[0]).toMatchObject({ status: 'Active', scoreProvenance: 'confirmed' });
      expect(items[0]!.teams.map((t) => t.score)).toEqual([21, 14]);
    }
    const list = client.getQueryData<{ items: Game[] }>(['games', { date: '2026-11-24' }, null]);
    expect(list?.items[1]).toBe(other);
    expect(client.getQueryData<Game>(['game', 1])?.teams.map((t) => t.isWon)).toEqual([
      true,
      false,
    ]);
    expect(client.getQueryData(['game', 2])).toBe(other);
    // The history is left as it was and read again.
    expect(client.getQueryData(['game', 1, 'scoreHistory'])).toEqual([{ at: 'x' }]);
  });

  it("shows a school's schedules a game postponed to another day, leaving the other sports' as they were", async () => {
    const client = createSiteQueryClient();
    const cache = queryCacheOf(client);
    const schedule = (sportId: number, past: Game[], future: Game[]) => ({
      sportId,
      sportName: `Sport ${sportId}`,
      gamesPast: past,
      gamesFuture: future,
    });
    const coming = { ...game(1, [null, null]), eventDate: '2026-11-24', startTime: '19:00:00' };
    const played = game(3, [7, 0]);
    const otherSport = schedule(9, [game(4, [1, 2])], []);
    const key = ['schedules', { schoolId: '100', season: '2026-2027' }];
    loaded(client, key, {
      schedules: [schedule(5, [played], [coming as Game]), otherSport],
      league: null,
    });

    applyLiveChange(cache, {
      ...change,
      status: 'Postponed',
      scoreProvenance: null,
      eventDate: '2026-12-01',
      startTime: '18:00:00',
      nextPostponeGame: 77,
      teams: [],
    });

    const [sport, other] = client.getQueryData<SchedulesResponse>(key)!.schedules;
    expect(sport!.gamesFuture[0]).toMatchObject({
      id: 1,
      status: 'Postponed',
      eventDate: '2026-12-01',
      startTime: '18:00:00',
      nextPostponeGame: 77,
    });
    expect(sport!.gamesPast[0]).toBe(played);
    expect(other).toBe(otherSport);
  });
});

describe('liveScoresUrl', () => {
  it('is the same address for the same filter, leaving out what is unset', () => {
    const a = liveScoresUrl({ stateId: '7', sportId: undefined, date: '2026-11-24' });
    const b = liveScoresUrl({ date: '2026-11-24', districtId: null, stateId: 7 });
    expect(a).toBe('/api/live/scores?date=2026-11-24&stateId=7');
    expect(b).toBe(a);
  });
});
