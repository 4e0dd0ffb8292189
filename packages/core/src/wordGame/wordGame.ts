/**
 * The word of the day's rules (issue 32): the day's puzzle number, how a guess is marked, hard mode,
 * a player's statistics and the grid they share. The server marks every guess (the answer never
 * reaches the browser before the game is over) with these, and the site shows the same marks.
 */

import { daysBetween, type DateString } from '../dates/dateStrings';

/** Letters of a word, and guesses of a game. */
export const WORD_LENGTH = 5;
export const MAX_GUESSES = 6;

/** The service's day of puzzle number 1: one puzzle a day after it, the same for everyone. */
export const FIRST_PUZZLE_DAY: DateString = '2026-11-01';

/** The puzzle of a service day (America/New_York), or null before the first. */
export function puzzleNumber(day: DateString): number | null {
  const number = daysBetween(FIRST_PUZZLE_DAY, day) + 1;
  return number >= 1 ? number : null;
}

/** How a letter of a guess is marked. */
export type LetterMark = 'correct' | 'present' | 'absent';

/** A guess as typed: five letters, any case. */
export function isWordShaped(guess: string): boolean {
  return new RegExp(`^[a-zA-Z]{${WORD_LENGTH}}$`).test(guess);
}

/**
 * Marks a guess against the answer, as players of the game expect: a letter in its place is
 * correct; another is present as many times as the answer holds it beyond those in place, from
 * the left; the rest are absent ('SPEED' against 'ABIDE': S absent, P absent, E present, E absent,
 * D present).
 */
export function markGuess(guess: string, answer: string): LetterMark[] {
  const typed = guess.toUpperCase();
  const word = answer.toUpperCase();
  const marks: LetterMark[] = Array.from({ length: typed.length }, () => 'absent');
  const left = new Map<string, number>();
  for (let i = 0; i < word.length; i++) {
    if (typed[i] === word[i]) marks[i] = 'correct';
    else left.set(word[i]!, (left.get(word[i]!) ?? 0) + 1);
  }
  for (let i = 0; i < typed.length; i++) {
    const letter = typed[i]!;
    if (marks[i] === 'correct') continue;
    const count = left.get(letter) ?? 0;
    if (count > 0) {
      marks[i] = 'present';
      left.set(letter, count - 1);
    }
  }
  return marks;
}

/** A guess made, with its marks. */
export interface MarkedGuess {
  guess: string;
  marks: readonly LetterMark[];
}

const ORDINALS = ['1st', '2nd', '3rd', '4th', '5th'];

/**
 * What a guess breaks of hard mode, in words, or null: every letter found in place stays there,
 * and every letter found present is used again (as many times as it was found).
 */
export function hardModeProblem(guess: string, earlier: readonly MarkedGuess[]): string | null {
  const typed = guess.toUpperCase();
  for (const row of earlier) {
    const letters = row.guess.toUpperCase();
    for (let i = 0; i < row.marks.length; i++) {
      if (row.marks[i] === 'correct' && typed[i] !== letters[i]) {
        return `${ORDINALS[i]} letter must be ${letters[i]}`;
      }
    }
    const needed = new Map<string, number>();
    for (let i = 0; i < row.marks.length; i++) {
      if (row.marks[i] !== 'absent') needed.set(letters[i]!, (needed.get(letters[i]!) ?? 0) + 1);
    }
    for (const [letter, count] of needed) {
      if (typed.split(letter).length - 1 < count) return `Guess must contain ${letter}`;
    }
  }
  return null;
}

/** Whether a game is over: the answer found, or no guess left. */
export function isGameOver(rows: readonly MarkedGuess[]): boolean {
  return isWon(rows) || rows.length >= MAX_GUESSES;
}

/** Whether the last guess found the answer. */
export function isWon(rows: readonly MarkedGuess[]): boolean {
  return rows.at(-1)?.marks.every((mark) => mark === 'correct') ?? false;
}

/** A game a player finished: its puzzle, whether they won, in how many guesses. */
export interface PlayedGame {
  number: number;
  won: boolean;
  guesses: number;
}

/** A player's statistics, as the game shows them. */
export interface WordGameStats {
  played: number;
  /** Whole per cent of the games played that were won. */
  winPercent: number;
  /** Puzzles won in a row up to the latest (today's, or yesterday's while today's is open). */
  currentStreak: number;
  bestStreak: number;
  /** Games won in 1 to 6 guesses. */
  distribution: number[];
}

/**
 * A player's statistics from their finished games, on the day of puzzle `today`. A streak counts
 * puzzles won on following days; a loss or a day missed ends it, and the current one lasts while
 * today's puzzle is still to play.
 */
export function wordGameStats(games: readonly PlayedGame[], today: number): WordGameStats {
  const sorted = [...games].sort((a, b) => a.number - b.number);
  const distribution = Array.from({ length: MAX_GUESSES }, () => 0);
  let bestStreak = 0;
  let streak = 0;
  let previous: number | null = null;
  for (const game of sorted) {
    if (game.won) {
      streak = previous != null && game.number === previous + 1 && streak > 0 ? streak + 1 : 1;
      distribution[game.guesses - 1]! += 1;
    } else {
      streak = 0;
    }
    bestStreak = Math.max(bestStreak, streak);
    previous = game.number;
  }
  const last = sorted.at(-1);
  const current = last != null && last.number >= today - 1 ? streak : 0;
  const won = sorted.filter((game) => game.won).length;
  return {
    played: sorted.length,
    winPercent: sorted.length === 0 ? 0 : Math.round((100 * won) / sorted.length),
    currentStreak: current,
    bestStreak,
    distribution,
  };
}

/** The squares of the shared grid; the colour-blind palette swaps green and yellow for orange and blue. */
const SQUARES: Record<'standard' | 'colourBlind', Record<LetterMark, string>> = {
  standard: { correct: '🟩', present: '🟨', absent: '⬛' },
  colourBlind: { correct: '🟧', present: '🟦', absent: '⬛' },
};

/**
 * The text a player shares: the puzzle's number, the guesses it took ('X' for a loss, '*' in hard
 * mode) and the grid of marks, never the letters.
 */
export function shareText(game: {
  number: number;
  rows: readonly MarkedGuess[];
  hardMode: boolean;
  colourBlind: boolean;
}): string {
  const squares = SQUARES[game.colourBlind ? 'colourBlind' : 'standard'];
  const score = isWon(game.rows) ? String(game.rows.length) : 'X';
  const grid = game.rows.map((row) => row.marks.map((mark) => squares[mark]).join(''));
  return [
    `CSZ Word ${game.number} ${score}/${MAX_GUESSES}${game.hardMode ? '*' : ''}`,
    '',
    ...grid,
  ].join('\n');
}

/** The words of each mark, for a screen reader. */
const MARK_WORDS: Record<LetterMark, string> = {
  correct: 'in the right place',
  present: 'in the word, elsewhere',
  absent: 'not in the word',
};

/** A row's marks announced to a screen reader: each letter and its mark, never a colour alone. */
export function rowAnnouncement(row: MarkedGuess): string {
  return [...row.guess.toUpperCase()]
    .map((letter, i) => `${letter} ${MARK_WORDS[row.marks[i]!]}`)
    .join(', ');
}
