import { describe, expect, it } from 'vitest';
import {
  AD_CADENCE,
  AD_SLOT_INFO,
  AD_SLOTS,
  chooseAd,
  gamesWithAds,
  interleaveAds,
  type Ad,
} from './ads';

const shape = (list: ReturnType<typeof interleaveAds<number>>) =>
  list.map((e) => (e.kind === 'ad' ? `ad${e.index}` : e.item)).join(' ');

describe('interleaveAds', () => {
  it.each([
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13], '1 2 3 4 5 6 ad0 7 8 9 10 11 12 ad1 13'],
    [[1, 2, 3], '1 2 3 ad0'],
    [[1, 2, 3, 4, 5, 6], '1 2 3 4 5 6 ad0'],
    [[], ''],
  ])('puts ads in the games list %o as %s', (games, expected) => {
    expect(shape(gamesWithAds(games))).toBe(expected);
  });

  it('places one every 4 on Updates pages and none in short lists', () => {
    expect(shape(interleaveAds([1, 2, 3, 4, 5], AD_CADENCE.updates))).toBe('1 2 3 4 ad0 5');
    expect(shape(interleaveAds([1, 2, 3], AD_CADENCE.updates))).toBe('1 2 3');
  });

  it('places one every 15 in post feeds by default', () => {
    const feed = interleaveAds(
      Array.from({ length: 31 }, (_, i) => i),
      AD_CADENCE.posts,
    );
    expect(feed.filter((e) => e.kind === 'ad')).toHaveLength(2);
    expect(feed[15]).toEqual({ kind: 'ad', index: 0 });
  });
});

describe('chooseAd', () => {
  const ads: Ad[] = [
    { id: 1, slot: 'General_Top_300x250', stateId: null, districtId: null },
    { id: 2, slot: 'General_Top_300x250', stateId: 1, districtId: null },
    { id: 3, slot: 'General_Top_300x250', stateId: 1, districtId: 10 },
    { id: 4, slot: 'General_Top_300x250', stateId: 1, districtId: 10 },
    { id: 5, slot: 'Statewide_970x90', stateId: null, districtId: null },
    { id: 6, slot: 'Statewide_970x90', stateId: 2, districtId: null },
  ];

  it.each([
    [
      'a county reader gets a county ad',
      'General_Top_300x250',
      { stateId: 1, districtId: 10 },
      0,
      3,
    ],
    ['and the next one on rotation', 'General_Top_300x250', { stateId: 1, districtId: 10 }, 1, 4],
    ['a state reader gets a state ad', 'General_Top_300x250', { stateId: 1, districtId: 11 }, 0, 2],
    ['anyone else a general ad', 'General_Top_300x250', { stateId: 3, districtId: null }, 0, 1],
    [
      'statewide slots only take state ads',
      'Statewide_970x90',
      { stateId: 2, districtId: null },
      0,
      6,
    ],
    [
      'a statewide slot with no state ad stays empty',
      'Statewide_970x90',
      { stateId: 1, districtId: null },
      0,
      null,
    ],
    [
      'a slot with no ads stays empty',
      'General_Lower_300x250',
      { stateId: 1, districtId: 10 },
      0,
      null,
    ],
  ] as const)('%s', (_name, slot, region, rotation, expected) => {
    expect(chooseAd(ads, slot, region, rotation)?.id ?? null).toBe(expected);
  });

  it('knows a size for every slot', () => {
    expect(AD_SLOTS.map((slot) => AD_SLOT_INFO[slot].size)).toEqual([
      '300x250',
      '300x250',
      '970x90',
      '970x90',
      '300x250',
    ]);
  });
});
