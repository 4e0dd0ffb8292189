import { describe, expect, it } from 'vitest';
import { REFRESH_LEAD_MS, refreshDelay } from './refreshSchedule';

describe('refreshDelay', () => {
  it('refreshes a minute before the token expires', () => {
    expect(refreshDelay(86_400_000, 0)).toBe(86_400_000 - REFRESH_LEAD_MS);
  });

  it('refreshes a short-lived token halfway, never in a loop at once', () => {
    expect(refreshDelay(60_000, 0)).toBe(30_000);
    expect(refreshDelay(4_000, 0)).toBe(2_000);
  });

  it('refreshes an expired token at once', () => {
    expect(refreshDelay(1_000, 5_000)).toBe(0);
  });

  it('never waits longer than a browser timer can', () => {
    expect(refreshDelay(90 * 86_400_000, 0)).toBe(2 ** 31 - 1);
  });
});
