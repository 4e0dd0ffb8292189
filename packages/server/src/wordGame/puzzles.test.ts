import { WORD_LENGTH, isWordShaped } from '@csz/core';
import { describe, expect, it } from 'vitest';
import { ANSWERS, guessWords, isGuessWord, puzzleAnswer } from './puzzles';

describe('the word of the day’s words', () => {
  it('has answers of five letters, each once, each a word a guess may be', () => {
    expect(new Set(ANSWERS).size).toBe(ANSWERS.length);
    for (const answer of ANSWERS) {
      expect([answer, isWordShaped(answer), answer === answer.toLowerCase()]).toEqual([
        answer,
        true,
        true,
      ]);
      expect([answer, isGuessWord(answer)]).toEqual([answer, true]);
    }
  });

  it('takes words of the list in any case, and nothing else', () => {
    expect(guessWords().size).toBeGreaterThan(10_000);
    expect([...guessWords()].every((word) => word.length === WORD_LENGTH)).toBe(true);
    expect(isGuessWord('Crane')).toBe(true);
    expect(isGuessWord('xqzvk')).toBe(false);
    expect(isGuessWord('cran')).toBe(false);
  });

  it('draws each answer once before any comes again, in an order the secret decides', () => {
    const secret = 'a secret of the service';
    const cycle = Array.from({ length: ANSWERS.length }, (_, i) => puzzleAnswer(i + 1, secret));
    expect(new Set(cycle).size).toBe(ANSWERS.length);
    expect(puzzleAnswer(28, secret)).toBe(puzzleAnswer(28, secret));
    // The next cycle: every answer again, in another order.
    const next = Array.from({ length: ANSWERS.length }, (_, i) =>
      puzzleAnswer(ANSWERS.length + i + 1, secret),
    );
    expect(new Set(next).size).toBe(ANSWERS.length);
    expect(next).not.toEqual(cycle);
    // Another secret, another order: the code alone does not tell tomorrow's word.
    const other = Array.from({ length: 30 }, (_, i) => puzzleAnswer(i + 1, 'another secret'));
    expect(other).not.toEqual(cycle.slice(0, 30));
  });
});
