import { describe, expect, it } from 'vitest';
import {
  THEME_BACKGROUNDS,
  accentOn,
  contrastRatio,
  mixColors,
  parseHexColor,
  readableTextOn,
  relativeLuminance,
  schoolAccents,
} from './colors';

describe('parseHexColor', () => {
  it.each([
    ['#1F3A68', '#1f3a68'],
    ['1f3a68', '#1f3a68'],
    ['#fc0', '#ffcc00'],
    ['  #ABC ', '#aabbcc'],
    ['#12345', null],
    ['red', null],
    ['#1f3a68; background: url(x)', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%o is %o', (input, expected) => {
    expect(parseHexColor(input)).toBe(expected);
  });
});

describe('contrast', () => {
  it('gives black and white the extreme luminances and the largest ratio', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('matches the WCAG reference figure for mid grey on white', () => {
    // #767676 is the lightest grey that passes 4.5:1 on white.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it.each([
    ['#1f3a68', '#ffffff'],
    ['#f2c230', '#000000'],
    ['#ffffff', '#000000'],
    ['#000000', '#ffffff'],
    ['#c8102e', '#ffffff'],
  ])('reads %s with %s text', (background, text) => {
    expect(readableTextOn(background)).toBe(text);
    expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('school accents', () => {
  it('mixes colours channel by channel', () => {
    expect(mixColors('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mixColors('#1f3a68', '#1f3a68', 0.7)).toBe('#1f3a68');
  });

  it('keeps a colour that already stands out, and lifts one that does not', () => {
    expect(accentOn(THEME_BACKGROUNDS.light, '#1f3a68')).toBe('#1f3a68');
    const navyOnDark = accentOn(THEME_BACKGROUNDS.dark, '#1f3a68');
    expect(navyOnDark).not.toBe('#1f3a68');
    expect(contrastRatio(navyOnDark, THEME_BACKGROUNDS.dark)).toBeGreaterThanOrEqual(3);
    const yellowOnWhite = accentOn(THEME_BACKGROUNDS.light, '#ffe066');
    expect(contrastRatio(yellowOnWhite, THEME_BACKGROUNDS.light)).toBeGreaterThanOrEqual(3);
  });

  it.each(['#1f3a68', '#f2c230', '#ffffff', '#000000', '#8b0000', '#12161c'])(
    '%s gives both themes an accent of 3:1 with readable text on it',
    (color) => {
      const accents = schoolAccents(color)!;
      for (const theme of ['light', 'dark'] as const) {
        const { accent, onAccent } = accents[theme];
        expect(contrastRatio(accent, THEME_BACKGROUNDS[theme])).toBeGreaterThanOrEqual(3);
        expect(contrastRatio(accent, onAccent)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('is null for what is not a colour', () => {
    expect(schoolAccents('red')).toBeNull();
    expect(schoolAccents(null)).toBeNull();
  });
});
