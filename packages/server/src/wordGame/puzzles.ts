import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { WORD_LENGTH } from '@csz/core';
import wordListPath from 'word-list';

// The word of the day's words (issue 32): the answers, chosen by hand, and the words a guess may be.
// The answer of a day is the server's alone until the game is over (core's wordGame.ts marks the
// guesses here): it is drawn from the answers by the service's secret, not by anything in the code.

/** The answers: five-letter words with a sports flavour, chosen by hand, none profane. */
export const ANSWERS: readonly string[] = [
  'coach',
  'score',
  'field',
  'court',
  'pitch',
  'serve',
  'spike',
  'block',
  'rally',
  'catch',
  'throw',
  'drive',
  'goals',
  'teams',
  'cheer',
  'bench',
  'squad',
  'lanes',
  'relay',
  'track',
  'vault',
  'miler',
  'medal',
  'champ',
  'title',
  'crown',
  'award',
  'rings',
  'final',
  'match',
  'round',
  'heats',
  'swims',
  'diver',
  'dives',
  'float',
  'kicks',
  'punts',
  'snaps',
  'blitz',
  'sacks',
  'bases',
  'mound',
  'plate',
  'glove',
  'bunts',
  'steal',
  'slide',
  'homer',
  'fouls',
  'walks',
  'balks',
  'clock',
  'timer',
  'shots',
  'dunks',
  'hoops',
  'layup',
  'press',
  'guard',
  'point',
  'wings',
  'paint',
  'arena',
  'stand',
  'crowd',
  'yells',
  'chant',
  'drums',
  'flags',
  'chalk',
  'lines',
  'grass',
  'cleat',
  'sneak',
  'laces',
  'socks',
  'calls',
  'yards',
  'downs',
  'gains',
  'sweep',
  'draft',
  'trade',
  'staff',
  'brace',
  'ankle',
  'knees',
  'jumps',
  'poles',
  'beams',
  'floor',
  'holds',
  'class',
  'meets',
  'scrum',
  'crews',
  'racer',
  'bikes',
  'pedal',
  'wheel',
  'rider',
  'canoe',
  'kayak',
  'sails',
  'yacht',
  'boats',
  'derby',
  'horse',
  'links',
  'green',
  'irons',
  'woods',
  'putts',
  'chips',
  'eagle',
  'bogey',
  'caddy',
  'swing',
  'slice',
  'lofts',
  'wedge',
  'cards',
  'rules',
  'saves',
  'posts',
  'cross',
  'touch',
  'fakes',
  'spins',
  'reads',
  'plays',
  'drill',
  'focus',
  'heart',
  'pride',
  'honor',
  'unity',
  'glory',
  'stars',
  'smash',
  'deuce',
  'kills',
  'bumps',
  'swish',
  'brick',
  'glass',
  'bonus',
  'frame',
  'games',
  'semis',
  'rival',
  'upset',
  'stats',
  'tally',
  'total',
  'liner',
  'curve',
  'count',
];

let words: ReadonlySet<string> | null = null;

/**
 * The words a guess may be: the five-letter words of the npm package `word-list` (MIT; English,
 * with common bad words left out), and every answer. Read once, when first asked.
 */
export function guessWords(): ReadonlySet<string> {
  if (words == null) {
    const listed = readFileSync(wordListPath, 'utf8')
      .split('\n')
      .filter((word) => word.length === WORD_LENGTH && /^[a-z]+$/.test(word));
    words = new Set([...listed, ...ANSWERS]);
  }
  return words;
}

/** Whether a guess (any case) is a word the game takes. */
export function isGuessWord(guess: string): boolean {
  return guessWords().has(guess.toLowerCase());
}

/**
 * The answer of puzzle `number` (core's puzzleNumber): the answers in an order the secret decides,
 * each used once before any is used again, then in a new order.
 */
export function puzzleAnswer(number: number, secret: string): string {
  const index = number - 1;
  const cycle = Math.floor(index / ANSWERS.length);
  return shuffled(ANSWERS, `${secret}\n${cycle}`)[index % ANSWERS.length]!;
}

/** A list in the order a seed decides (Fisher-Yates, with HMAC-SHA-256 as its random numbers). */
function shuffled<T>(list: readonly T[], seed: string): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const draw = createHmac('sha256', seed).update(String(i)).digest().readUInt32BE(0);
    const j = draw % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
