import { describe, expect, it } from 'vitest';
import { embeddableVideoUrl } from '../text/videoLinks';
import {
  isNewAccount,
  postSlug,
  postSpiritPointType,
  reportsHide,
  reportWeight,
  type ReporterStanding,
} from './rules';

describe('postSpiritPointType', () => {
  it.each([
    [{ kind: 'Highlights', images: 1, gameId: null, links: 0 }, 7],
    [{ kind: 'Highlights', images: 0, gameId: 4, links: 0 }, 10],
    [{ kind: 'Post', images: 0, gameId: 4, links: 0 }, 15],
    [{ kind: 'Media', images: 5, gameId: null, links: 0 }, 9],
    [{ kind: 'Media', images: 4, gameId: null, links: 0 }, 11],
    [{ kind: 'Blog', images: 0, gameId: null, links: 0 }, 13],
    [{ kind: 'Post', images: 0, gameId: null, links: 1 }, 14],
    [{ kind: 'Post', images: 0, gameId: null, links: 0 }, 12],
  ] as const)('%o earns type %i', (post, type) => {
    expect(postSpiritPointType(post)).toBe(type);
  });
});

describe('postSlug', () => {
  it('makes lower-case words of the title, or of the first words of the text', () => {
    expect(postSlug('Whitman wins the County Final!', '')).toBe('whitman-wins-the-county-final');
    expect(postSlug(null, 'Café <script>alert(1)</script> tonight')).toBe(
      'cafe-script-alert-1-script-tonight',
    );
    expect(postSlug(null, '!!!')).toBe('post');
  });
});

describe('embeddableVideoUrl', () => {
  it('embeds YouTube and Vimeo and refuses other sites', () => {
    expect(embeddableVideoUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
    expect(embeddableVideoUrl('https://vimeo.com/76979871')).toBe(
      'https://player.vimeo.com/video/76979871',
    );
    expect(embeddableVideoUrl('https://example.com/video.mp4')).toBeNull();
    expect(embeddableVideoUrl('javascript:alert(1)')).toBeNull();
  });

  it('frames one video only: a player address is rebuilt from its id, anything else refused', () => {
    expect(embeddableVideoUrl('https://player.vimeo.com/video/1?background=1&loop=1#x')).toBe(
      'https://player.vimeo.com/video/1',
    );
    expect(embeddableVideoUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PL1&t=30')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
    for (const link of [
      'https://www.youtube.com/embed/?list=PL1',
      'https://www.youtube.com/embed/',
      'https://www.youtube.com/embed/..%2F..%2Fredirect%3Fq%3Dx',
      'https://player.vimeo.com/video/',
      'https://player.vimeo.com/video/1/../../x',
      'http://player.vimeo.com/video/1',
      'https://player.vimeo.com:8443/video/1',
      'https://user@player.vimeo.com/video/1',
    ]) {
      expect(embeddableVideoUrl(link), link).toBeNull();
    }
  });
});

describe('isNewAccount', () => {
  it('holds for a day after the account is made', () => {
    const made = new Date('2026-11-20T10:00:00Z');
    expect(isNewAccount(made, new Date('2026-11-21T09:59:59Z'))).toBe(true);
    expect(isNewAccount(made, new Date('2026-11-21T10:00:00Z'))).toBe(false);
  });
});

describe('reportWeight and reportsHide', () => {
  const now = new Date('2026-11-27T20:00:00Z');
  const daysOld = (days: number, fields: Partial<ReporterStanding> = {}): ReporterStanding => ({
    createdAt: new Date(now.getTime() - days * 86_400_000),
    activeDays: 5,
    vouched: false,
    ...fields,
  });
  it.each([
    ['an account made an hour ago', daysOld(1 / 24), 0],
    ['a school-approved coach made an hour ago', daysOld(1 / 24, { vouched: true }), 0],
    ['a day-old account', daysOld(1), 1],
    ['a six-day-old account, however active', daysOld(6), 1],
    ['a month-old account active on two days', daysOld(30, { activeDays: 2 }), 1],
    ['a week-old account active on three days', daysOld(7, { activeDays: 3 }), 2],
    ['a coach a school approved', daysOld(2, { vouched: true }), 3],
  ])('weighs %s at %i', (_name, reporter, weight) => {
    expect(reportWeight(reporter, now)).toBe(weight);
  });
  it('lets three proven members or two coaches hide a post, never three day-old accounts', () => {
    expect(reportsHide([daysOld(1), daysOld(1), daysOld(1)], now)).toBe(false);
    expect(reportsHide([daysOld(30), daysOld(30)], now)).toBe(false);
    expect(reportsHide([daysOld(30), daysOld(30), daysOld(30)], now)).toBe(true);
    expect(reportsHide([daysOld(2, { vouched: true }), daysOld(2, { vouched: true })], now)).toBe(
      true,
    );
    expect(
      reportsHide(
        Array.from({ length: 5 }, () => daysOld(2)),
        now,
      ),
    ).toBe(false);
  });
});
