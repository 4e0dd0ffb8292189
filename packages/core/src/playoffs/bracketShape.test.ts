import { describe, expect, it } from 'vitest';
import { bracketSize, firstRound, roundNames, seedOrder } from './bracketShape';

describe('bracket shape', () => {
  it('orders seeds so the top two meet only in the final', () => {
    expect(seedOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    expect(seedOrder(4)).toEqual([1, 4, 2, 3]);
  });

  it.each([
    [
      6,
      8,
      [
        [1, null],
        [4, 5],
        [2, null],
        [3, 6],
      ],
    ],
    [12, 16, 4],
    [8, 8, 0],
    [5, 8, 3],
  ] as const)('a field of %i fills %i slots', (field, size, expected) => {
    expect(bracketSize(field)).toBe(size);
    const pairs = firstRound(field);
    if (typeof expected === 'number') {
      expect(pairs.filter(([a, b]) => a == null || b == null)).toHaveLength(expected);
    } else expect(pairs).toEqual(expected);
    // Byes go to the top seeds and never meet each other.
    for (const [a, b] of pairs) {
      expect(a != null || b != null).toBe(true);
      if (a == null) expect(b).toBeLessThanOrEqual(bracketSize(field) - field);
      if (b == null) expect(a).toBeLessThanOrEqual(bracketSize(field) - field);
    }
  });

  it('names the rounds from the final back', () => {
    expect(roundNames(3)).toEqual(['Quarterfinals', 'Semifinals', 'Final']);
    expect(roundNames(4)).toEqual(['First Round', 'Quarterfinals', 'Semifinals', 'Final']);
    expect(roundNames(1)).toEqual(['Final']);
  });
});
