import { describe, expect, it } from 'vitest';
import type { PageChanges } from '@csz/core';
import { pageCacheControl, pageKeeping, servedFreshMs } from './pageCaching';

describe('how long a page’s answers count as fresh in the browser', () => {
  it.each<[PageChanges, number]>([
    ['scores', 90_000],
    ['sports', 660_000],
    ['posts', 40_000],
    ['release', 4_500_000],
  ])('%s: as long as this process and then a CDN may serve the page (%i ms)', (changes, ms) => {
    expect(servedFreshMs(changes)).toBe(ms);
    // The CDN's part, as its Cache-Control tells it.
    const control = pageCacheControl(changes, false);
    const seconds = (name: string) => Number(new RegExp(`${name}=(\\d+)`).exec(control)![1]);
    expect(
      pageKeeping(changes).keepMs +
        (seconds('s-maxage') + seconds('stale-while-revalidate')) * 1000,
    ).toBe(ms);
  });
});
