import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHexColor, readableTextOn, relativeLuminance } from './colors';

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
