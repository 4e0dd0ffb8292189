import { describe, expect, it } from 'vitest';
import {
  hardModeProblem,
  isGameOver,
  isWon,
  isWordShaped,
  markGuess,
  puzzleNumber,
  rowAnnouncement,
  shareText,
  wordGameStats,
  type MarkedGuess,
} from './wordGame';

const row = (guess: string, answer: string): MarkedGuess => ({
  guess,
  marks: markGuess(guess, answer),
});

describe('the day’s puzzle', () => {
  it('numbers the service’s days from the first puzzle, the same across a change of clocks', () => {
    expect(puzzleNumber('2026-11-01')).toBe(1);
    expect(puzzleNumber('2026-11-02')).toBe(2);
    expect(puzzleNumber('2027-03-14')).toBe(134);
    expect(puzzleNumber('2027-03-15')).toBe(135);
    expect(puzzleNumber('2026-10-31')).toBeNull();
  });
});

describe('marking a guess', () => {
  it.each([
    ['CRANE', 'CRANE', 'ccccc'],
    ['SPEED', 'ABIDE', 'aapap'],
    ['EERIE', 'THEME', 'paaac'],
    ['LLAMA', 'HELLO', 'ppaaa'],
    ['ALLOT', 'HELLO', 'apcpa'],
    ['goals', 'GOALS', 'ccccc'],
  ])('marks %s against %s as %s', (guess, answer, expected) => {
    const letters = { c: 'correct', p: 'present', a: 'absent' } as const;
    expect(markGuess(guess, answer)).toEqual(
      [...expected].map((mark) => letters[mark as keyof typeof letters]),
    );
  });

  it('takes five letters and nothing else', () => {
    expect(isWordShaped('Score')).toBe(true);
    for (const bad of ['SCOR', 'SCORES', 'SC0RE', 'SCORÉ', 'SC RE', '']) {
      expect([bad, isWordShaped(bad)]).toEqual([bad, false]);
    }
  });
});

describe('hard mode', () => {
  it('keeps every letter found in its place, and uses every letter found again', () => {
    const rows = [row('CRANE', 'CHEAP')];
    // C in place, A and E present.
    expect(hardModeProblem('CHEAP', rows)).toBeNull();
    expect(hardModeProblem('SHAPE', rows)).toBe('1st letter must be C');
    expect(hardModeProblem('CLASP', rows)).toBe('Guess must contain E');
  });

  it('asks for a letter as many times as it was found', () => {
    // One E present, one in place: two E.
    const rows = [row('EERIE', 'THEME')];
    expect(hardModeProblem('XXXXE', rows)).toBe('Guess must contain E');
    expect(hardModeProblem('XEXXE', rows)).toBeNull();
  });
});

describe('the end of a game', () => {
  it('is over once the answer is found or six guesses are used', () => {
    const misses = Array.from({ length: 5 }, () => row('CRANE', 'GOALS'));
    expect(isGameOver(misses)).toBe(false);
    expect(isGameOver([...misses, row('GOALS', 'GOALS')])).toBe(true);
    expect(isWon([...misses, row('GOALS', 'GOALS')])).toBe(true);
    expect(isGameOver([...misses, row('CRANE', 'GOALS')])).toBe(true);
    expect(isWon([...misses, row('CRANE', 'GOALS')])).toBe(false);
    expect(isWon([])).toBe(false);
  });
});

describe('a player’s statistics', () => {
  it('counts games, wins, streaks of following days and the guesses each win took', () => {
    const stats = wordGameStats(
      [
        { number: 1, won: true, guesses: 3 },
        { number: 2, won: true, guesses: 4 },
        { number: 3, won: true, guesses: 4 },
        { number: 4, won: false, guesses: 6 },
        { number: 5, won: true, guesses: 2 },
        // Day 6 missed: the streak starts again.
        { number: 7, won: true, guesses: 5 },
        { number: 8, won: true, guesses: 3 },
      ],
      9,
    );
    expect(stats).toEqual({
      played: 7,
      winPercent: 86,
      currentStreak: 2,
      bestStreak: 3,
      distribution: [0, 1, 2, 2, 1, 0],
    });
  });

  it('keeps the current streak while today’s puzzle is open, and ends it after a day missed', () => {
    const games = [
      { number: 10, won: true, guesses: 4 },
      { number: 11, won: true, guesses: 4 },
    ];
    expect(wordGameStats(games, 11).currentStreak).toBe(2);
    expect(wordGameStats(games, 12).currentStreak).toBe(2);
    expect(wordGameStats(games, 13).currentStreak).toBe(0);
    expect(wordGameStats(games, 13).bestStreak).toBe(2);
  });

  it('starts from nothing', () => {
    expect(wordGameStats([], 1)).toEqual({
      played: 0,
      winPercent: 0,
      currentStreak: 0,
      bestStreak: 0,
      distribution: [0, 0, 0, 0, 0, 0],
    });
  });
});

describe('what a player shares', () => {
  const rows = [row('CRANE', 'GOALS'), row('SLOTH', 'GOALS'), row('GOALS', 'GOALS')];

  it('gives the number, the guesses and the grid, never the letters', () => {
    const text = shareText({ number: 27, rows, hardMode: false, colourBlind: false });
    expect(text).toBe('CSZ Word 27 3/6\n\n⬛⬛🟩⬛⬛\n🟨🟨🟨⬛⬛\n🟩🟩🟩🟩🟩');
    expect(text).not.toMatch(/GOALS|CRANE|SLOTH/i);
  });

  it('marks hard mode and a loss, and follows the colour-blind palette', () => {
    const lost = Array.from({ length: 6 }, () => row('CRANE', 'GOALS'));
    expect(shareText({ number: 3, rows: lost, hardMode: true, colourBlind: true })).toMatch(
      /^CSZ Word 3 X\/6\*\n\n/,
    );
    expect(shareText({ number: 27, rows, hardMode: false, colourBlind: true })).toContain(
      '🟧🟧🟧🟧🟧',
    );
  });

  it('announces a row to a screen reader in words', () => {
    expect(rowAnnouncement(row('SLOTH', 'GOALS'))).toBe(
      'S in the word, elsewhere, L in the word, elsewhere, O in the word, elsewhere, T not in the word, H not in the word',
    );
  });
});
