import { describe, expect, it } from 'vitest';
import { nextToFocus } from './StaffQueue';

describe('nextToFocus', () => {
  it('moves to the next game still listed after a decision', () => {
    expect(nextToFocus([1, 2, 3], 2, [1, 3])).toBe(3);
    expect(nextToFocus([1, 2, 3], 2, [1, 2, 3])).toBe(3);
  });

  it('stays on the game, or goes to the first, when none follows', () => {
    expect(nextToFocus([1, 2], 2, [1, 2])).toBe(2);
    expect(nextToFocus([1, 2], 2, [1])).toBe(1);
    expect(nextToFocus([2], 2, [])).toBeNull();
  });
});
