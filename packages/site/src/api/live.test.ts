import { describe, expect, it } from 'vitest';
import { createQueryCache, type Game, type SchedulesResponse, type ScoreChange } from '@csz/core';
import { applyLiveChange, liveScoresUrl } from './live';

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
async function loaded(cache: ReturnType<typeof createQueryCache>, key: unknown[], data: unknown) {
  cache.subscribe(key, () => undefined);
  cache.load(key, () => Promise.resolve({ ok: true, data }));
  await Promise.resolve();
}

describe('applyLiveChange', () => {
  it('puts a change into every cached list holding the game and into the game itself', async () => {
    const cache = createQueryCache();
    const other = game(2, [3, 4]);
    await loaded(cache, ['games', { date: '2026-11-24' }, null], {
      items: [game(1, [null, null]), other],
      total: 2,
      league: null,
    });
    await loaded(cache, ['games', { date: '2026-11-24', sportId: 5 }, 'fan@x'], {
      items: [game(1, [null, null])],
      total: 1,
      league: null,
    });
    await loaded(cache, ['game', 1], game(1, [null, null]));
    await loaded(cache, ['game', 1, 'scoreHistory'], [{ at: 'x' }]);
    await loaded(cache, ['game', 2], other);

    applyLiveChange(cache, change);

    for (const key of [
      ['games', { date: '2026-11-24' }, null],
      ['games', { date: '2026-11-24', sportId: 5 }, 'fan@x'],
    ]) {
      const items = (cache.read<{ items: Game[] }>(key)?.data?.items ?? []) as Game[];
      expect(items[0]).toMatchObject({ status: 'Active', scoreProvenance: 'confirmed' });
      expect(items[0]!.teams.map((t) => t.score)).toEqual([21, 14]);
    }
    const list = cache.read<{ items: Game[] }>(['games', { date: '2026-11-24' }, null]);
    expect(list?.data?.items[1]).toBe(other);
    expect(cache.read<Game>(['game', 1])?.data?.teams.map((t) => t.isWon)).toEqual([true, false]);
    expect(cache.read(['game', 2])?.data).toBe(other);
    // The history is left as it was and read again.
    expect(cache.read(['game', 1, 'scoreHistory'])?.data).toEqual([{ at: 'x' }]);
  });

  it("shows a school's schedules a game postponed to another day, leaving the other sports' as they were", async () => {
    const cache = createQueryCache();
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
    await loaded(cache, key, {
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

    const [sport, other] = cache.read<SchedulesResponse>(key)!.data!.schedules;
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
