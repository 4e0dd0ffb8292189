import { describe, expect, it } from 'vitest';
import { aLine, formatWinPercentage, gamesPlayed, winPercentage } from './records';

describe('records', () => {
  it.each([
    [{ won: 7, lose: 2, tie: 0 }, '7-2', '.778', 9],
    [{ won: 7, lose: 2, tie: 1 }, '7-2-1', '.750', 10],
    [{ won: 0, lose: 0, tie: 0 }, '0-0', '.000', 0],
    [{ won: 4, lose: 0, tie: 0 }, '4-0', '1.000', 4],
  ])('%o reads %s at %s over %i games', (tally, line, pct, played) => {
    expect(aLine(tally)).toBe(line);
    expect(formatWinPercentage(winPercentage(tally))).toBe(pct);
    expect(gamesPlayed(tally)).toBe(played);
  });
});
