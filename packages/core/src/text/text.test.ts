import { describe, expect, it } from 'vitest';
import { cleanPhoneInput, digitsOnly, fourDigits } from './cleaners';
import { findLinks, linkHost, safeWebLink } from './links';
import { formatNumber } from './numbers';
import { pageTitle } from './pageTitle';
import { isTrustedStreamUrl, toEmbedVideoUrl, watchUrl } from './videoLinks';

describe('input cleaners', () => {
  it.each([
    ['a1b2c3', '123'],
    ['(301) 555-0142', '3015550142'],
    ['', ''],
  ])('digitsOnly(%o) is %o', (input, expected) => {
    expect(digitsOnly(input)).toBe(expected);
  });

  it.each([
    ['301-555-0142', '301-555-0142'],
    ['(301) 555.0142', '3015550142'],
    ['301-555-0142-99', '301-555-0142-'],
    ['30155501429', '3015550142'],
  ])('cleanPhoneInput(%o) is %o', (input, expected) => {
    expect(cleanPhoneInput(input)).toBe(expected);
  });

  it.each([
    ['2026', '2026'],
    ['20261', '2026'],
    ['2a0', '20'],
  ])('fourDigits(%o) is %o', (input, expected) => {
    expect(fourDigits(input)).toBe(expected);
  });
});

describe('toEmbedVideoUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://www.youtube.com/watch?v=short', 'https://www.youtube.com/watch?v=short'],
    ['https://www.nfhsnetwork.com/events/abc', 'https://www.nfhsnetwork.com/events/abc'],
    ['javascript:alert(1)', null],
    ['not a link', null],
  ])('%s becomes %s', (link, expected) => {
    expect(toEmbedVideoUrl(link)).toBe(expected);
  });
});

describe('pageTitle', () => {
  it.each([
    [{ name: 'Walt Whitman', page: 'Schedules' }, 'Walt Whitman | Schedules | CSZ'],
    [{ page: 'Standings' }, 'Standings | CSZ'],
    [{ name: ' ', page: null }, 'CSZ | High School Sports Scores, Schedules and Standings'],
    [undefined, 'CSZ | High School Sports Scores, Schedules and Standings'],
  ])('%o is %s', (parts, expected) => {
    expect(pageTitle(parts)).toBe(expected);
  });
});

describe('formatNumber', () => {
  it.each([
    [1234567, '1,234,567'],
    [0, '0'],
    [12.5, '12.5'],
  ])('%d is %s', (n, expected) => {
    expect(formatNumber(n)).toBe(expected);
  });
});

describe('stream links', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', true],
    ['https://youtu.be/dQw4w9WgXcQ', true],
    ['https://www.nfhsnetwork.com/events/abc', true],
    ['https://vimeo.com/76979871', true],
    ['https://youtube.com.free-streams.example/watch', false],
    ['https://evilyoutube.com/watch', false],
    ['javascript:alert(1)', false],
    ['ftp://youtube.com/x', false],
    ['not a link', false],
    [null, false],
  ])('%s is trusted: %s', (link, trusted) => {
    expect(isTrustedStreamUrl(link)).toBe(trusted);
  });

  it('prefers the YouTube link and skips untrusted ones', () => {
    expect(
      watchUrl({ youtubeLink: 'https://youtu.be/x', nfhsLink: 'https://nfhsnetwork.com/e' }),
    ).toBe('https://youtu.be/x');
    expect(
      watchUrl({
        youtubeLink: 'https://free-hd-streams.example/x',
        nfhsLink: 'https://nfhsnetwork.com/e',
      }),
    ).toBe('https://nfhsnetwork.com/e');
    expect(watchUrl({ youtubeLink: null, nfhsLink: null })).toBeNull();
  });
});

describe('findLinks', () => {
  it('finds each web address once, without trailing punctuation', () => {
    expect(
      findLinks(
        'Recap at https://www.mcps.org/athletics/recap?id=4. Video: (https://youtu.be/dQw4w9WgXcQ) and again https://www.mcps.org/athletics/recap?id=4!',
      ),
    ).toEqual(['https://www.mcps.org/athletics/recap?id=4', 'https://youtu.be/dQw4w9WgXcQ']);
    expect(findLinks('no links here, just www.example.com and mailto:x@y.z')).toEqual([]);
  });
});

describe('user links', () => {
  it.each([
    ['https://www.mcps.org/athletics', 'https://www.mcps.org/athletics'],
    [' http://example.org/x ', 'http://example.org/x'],
    ['javascript:alert(1)', null],
    ['data:text/html,<script>', null],
    ['www.example.com/x', null],
    ['', null],
    [null, null],
  ])('safeWebLink(%o) is %o', (link, expected) => {
    expect(safeWebLink(link)).toBe(expected);
  });

  it('shows a host, or the text when there is none', () => {
    expect(linkHost('https://www.mcps.org/athletics?x=1')).toBe('www.mcps.org');
    expect(linkHost('www.example.com/x')).toBe('www.example.com/x');
  });
});
