import { describe, expect, it } from 'vitest';
import {
  gameListAction,
  initialListState,
  LIST_MODES,
  listLoadReducer,
  sameParams,
  type ListAction,
  type ListState,
} from './listLoad';

type Params = { date: string; page: number };
const games = listLoadReducer<string, Params>(LIST_MODES.games);
const standings = listLoadReducer<string, Params>(LIST_MODES.standings);

function run(
  reducer: typeof games,
  actions: ListAction<string, Params>[],
): ListState<string, Params> {
  return actions.reduce(reducer, initialListState<string, Params>());
}

const p1 = { date: '2026-11-20', page: 1 };
const p2 = { date: '2026-11-20', page: 2 };

describe('listLoadReducer', () => {
  it('clears the items and marks loading on start', () => {
    const state = run(games, [
      { type: 'start', params: p1 },
      { type: 'success', params: p1, items: ['a', 'b'], total: 4 },
      { type: 'start', params: { date: '2026-11-21', page: 1 } },
    ]);
    expect(state).toMatchObject({ items: [], loading: true, error: null, total: null });
  });

  it('appends pages of games and stops when all are loaded', () => {
    const state = run(games, [
      { type: 'start', params: p1 },
      { type: 'success', params: p1, items: ['a', 'b'], total: 3, league: { id: 1 } },
      { type: 'more', params: p2 },
      { type: 'success', params: p2, items: ['c'], total: 3 },
    ]);
    expect(state).toMatchObject({
      items: ['a', 'b', 'c'],
      loading: false,
      allLoaded: true,
      total: 3,
      league: { id: 1 },
    });
    expect(games(state, { type: 'more', params: { ...p2, page: 3 } })).toBe(state);
  });

  it('keeps loaded items while the next page loads', () => {
    const state = run(games, [
      { type: 'start', params: p1 },
      { type: 'success', params: p1, items: ['a'], total: 2 },
      { type: 'more', params: p2 },
    ]);
    expect(state).toMatchObject({ items: ['a'], loading: true, allLoaded: false });
  });

  it('stops when a page comes back empty', () => {
    const state = run(games, [
      { type: 'start', params: p1 },
      { type: 'success', params: p1, items: [] },
    ]);
    expect(state.allLoaded).toBe(true);
  });

  it('replaces standings rather than appending, and ignores "more"', () => {
    const state = run(standings, [
      { type: 'start', params: p1 },
      { type: 'success', params: p1, items: ['x'] },
    ]);
    expect(state).toMatchObject({ items: ['x'], allLoaded: true });
    expect(standings(state, { type: 'more', params: p2 })).toBe(state);
  });

  it('skips an answer whose params are not the latest request', () => {
    const state = run(games, [
      { type: 'start', params: p1 },
      { type: 'start', params: { date: '2026-11-21', page: 1 } },
      { type: 'success', params: p1, items: ['stale'], total: 1 },
      { type: 'failure', params: p1, message: 'stale failure' },
    ]);
    expect(state).toMatchObject({ items: [], loading: true, error: null });
  });

  it.each([
    ['the server message', 'Database is down', 'Database is down'],
    ["'Loading Error' without one", undefined, 'Loading Error'],
    ["'Loading Error' for an empty one", '', 'Loading Error'],
  ])('sets %s on failure', (_name, message, expected) => {
    const state = run(games, [
      { type: 'start', params: p1 },
      { type: 'failure', params: p1, message },
    ]);
    expect(state).toMatchObject({ loading: false, error: expected });
  });
});

describe('sameParams', () => {
  it.each([
    [{ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 }, true],
    [{ a: 1, b: undefined }, { a: 1 }, true],
    [{ a: 1 }, { a: '1' }, false],
    [{ a: [1] }, { a: { 0: 1 } }, false],
    [null, null, true],
    [null, {}, false],
  ])('%o and %o: %s', (a, b, expected) => {
    expect(sameParams(a, b)).toBe(expected);
  });
});

describe('gameListAction', () => {
  it.each([
    [{ error: 'x', items: [], total: null }, 'Retry'],
    [{ error: null, items: [1], total: 5 }, 'View More Games'],
    [{ error: null, items: [1, 2], total: 2 }, 'Refresh'],
    [{ error: null, items: [], total: null }, 'Refresh'],
  ])('%o shows %s', (state, label) => {
    expect(gameListAction(state)).toBe(label);
  });
});
