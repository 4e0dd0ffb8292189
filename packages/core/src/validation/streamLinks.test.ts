import { describe, expect, it } from 'vitest';
import {
  nfhsLinkSchema,
  nfhsStreamLink,
  youtubeLinkSchema,
  youtubeStreamLink,
} from './streamLinks';

describe('youtubeStreamLink', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=42', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/live/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', null],
    ['https://www.youtube.com/channel/UC123', null],
    ['https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ', null],
    ['javascript:alert(1)', null],
    ['not a link', null],
  ])('%s becomes %s', (link, expected) => {
    expect(youtubeStreamLink(link)).toBe(expected);
  });
});

describe('nfhsStreamLink', () => {
  it.each([
    ['https://www.nfhsnetwork.com/events/gbw/gam1', 'https://www.nfhsnetwork.com/events/gbw/gam1'],
    ['http://nfhsnetwork.com/events/1', 'https://nfhsnetwork.com/events/1'],
    ['https://nfhsnetwork.com.evil.example/events/1', null],
    ['https://evil.example/?nfhsnetwork.com', null],
    ['ftp://nfhsnetwork.com/events/1', null],
  ])('%s becomes %s', (link, expected) => {
    expect(nfhsStreamLink(link)).toBe(expected);
  });
});

describe('the stream link fields', () => {
  it('take blank and null as no link', () => {
    expect(youtubeLinkSchema.parse('')).toBeNull();
    expect(youtubeLinkSchema.parse('  ')).toBeNull();
    expect(nfhsLinkSchema.parse(null)).toBeNull();
    expect(nfhsLinkSchema.parse(undefined)).toBeNull();
  });

  it('refuse other sites, other types and very long links in words', () => {
    expect(youtubeLinkSchema.safeParse('https://evil.example/').error?.issues[0]?.message).toBe(
      'Must be a YouTube video link',
    );
    expect(nfhsLinkSchema.safeParse(42).error?.issues[0]?.message).toBe(
      'Must be an NFHS Network link',
    );
    const long = `https://www.nfhsnetwork.com/${'x'.repeat(500)}`;
    expect(nfhsLinkSchema.safeParse(long).success).toBe(false);
  });
});
