// `pnpm --filter @csz/server bench:cards`: how long a shared link's score card takes to draw
// (satori to SVG, sharp to PNG) and how large the PNG is (issue 18). Draws a final game with a
// long school name, a game to be played and a school's card, each --runs times after one warm-up
// (the first draw loads the fonts and the layout engine), and prints p50, p95 and the bytes. The
// pictures are written to .bench/cards/ to look at. Not run in CI.
//
//   pnpm --filter @csz/server bench:cards [--runs 50]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gameShareCard } from '@csz/core';
import { renderGameCard, renderSchoolCard } from '../src/shareCards/cardImage';
import type { CardGame, CardSchool } from '../src/shareCards/queries';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '50' } } });
const RUNS = Number(values.runs);

const whitman = {
  schoolId: 1,
  name: 'Walt Whitman',
  shortName: 'Whitman',
  primaryColor: '#00205b',
  secondaryColor: '#ffffff',
  isHome: true,
};
const bcc = {
  schoolId: 2,
  name: 'Bethesda-Chevy Chase High School of Science and Technology',
  shortName: 'B-CC',
  primaryColor: '#7a0019',
  secondaryColor: '#ffcc33',
  isHome: false,
};
const game: CardGame = {
  id: 1,
  name: 'B-CC at Whitman',
  location: 'Whitman High School stadium',
  gameType: 'Game',
  status: 'Active',
  noHomeTeam: false,
  sport: { name: 'Varsity Football' },
  eventDate: '2026-11-20',
  isEventDateTBD: false,
  startTime: '19:00:00',
  startTimeUnknown: false,
  isTBD: false,
  tz: 'America/New_York',
  scoreProvenance: 'verified',
  isScoreDisputed: false,
  teams: [
    { ...whitman, score: 28 },
    { ...bcc, score: 21 },
  ],
};
const upcoming: CardGame = {
  ...game,
  scoreProvenance: null,
  teams: game.teams.map((team) => ({ ...team, score: null })),
};
const school: CardSchool = {
  ...whitman,
  id: 1,
  mascot: 'Vikings',
  stateId: 1,
  districtId: 1,
  districtName: 'Montgomery',
  stateName: 'Maryland',
};

const out = join(import.meta.dirname, '..', '.bench', 'cards');
mkdirSync(out, { recursive: true });
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

for (const [name, draw] of [
  ['final game', () => renderGameCard(game, gameShareCard(game))],
  ['game to be played', () => renderGameCard(upcoming, gameShareCard(upcoming))],
  ['school', () => renderSchoolCard(school)],
] as const) {
  const start = performance.now();
  const first = await draw();
  const warmUp = performance.now() - start;
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const t0 = performance.now();
    await draw();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  writeFileSync(join(out, `${name.replaceAll(' ', '-')}.png`), first);
  console.log(
    `${name}: first ${warmUp.toFixed(0)} ms, then p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms over ${RUNS}; ${first.byteLength} bytes`,
  );
}
