/**
 * School colours. Widgets take a school's colour as an accent (a builder field, an embed parameter),
 * so the colour arrives as text someone typed; these rules decide what is a colour and which text
 * colour stays readable on it (WCAG 2.1 contrast, which public schools must meet).
 */

const SHORT_HEX = /^#?([0-9a-f])([0-9a-f])([0-9a-f])$/i;
const LONG_HEX = /^#?([0-9a-f]{6})$/i;

/** A colour written '#1f3a68', '1f3a68' or '#fc0', as '#rrggbb' in lower case; null otherwise. */
export function parseHexColor(input: string | null | undefined): string | null {
  const text = (input ?? '').trim();
  const short = SHORT_HEX.exec(text);
  if (short)
    return `#${short
      .slice(1, 4)
      .map((d) => d + d)
      .join('')}`.toLowerCase();
  const long = LONG_HEX.exec(text);
  return long ? `#${long[1]!.toLowerCase()}` : null;
}

/** The relative luminance of a '#rrggbb' colour (WCAG 2.1 definition), from 0 to 1. */
export function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) =>
    c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two '#rrggbb' colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** Black or white, whichever reads better on a '#rrggbb' background. */
export function readableTextOn(background: string): '#000000' | '#ffffff' {
  return contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff')
    ? '#000000'
    : '#ffffff';
}

/**
 * The widgets' background in each theme. styles/theme.css sets the same colours (--csz-bg), and the
 * widgets' tests check that they agree.
 */
export const THEME_BACKGROUNDS = { light: '#ffffff', dark: '#12161c' } as const;

/** A '#rrggbb' colour moved a share (0 to 1) of the way to another. */
export function mixColors(from: string, to: string, share: number): string {
  const channel = (hex: string, at: number) => Number.parseInt(hex.slice(at, at + 2), 16);
  const mixed = [1, 3, 5].map((at) =>
    Math.round(channel(from, at) + (channel(to, at) - channel(from, at)) * share)
      .toString(16)
      .padStart(2, '0'),
  );
  return `#${mixed.join('')}`;
}

/**
 * A colour that stands out from a background by at least `ratio` (3:1 for the parts of a control,
 * WCAG 2.1 1.4.11): the colour itself when it does, else the colour lightened (on a dark
 * background) or darkened (on a light one) just enough. A navy school colour on the dark theme
 * becomes a lighter blue instead of vanishing.
 */
export function accentOn(background: string, color: string, ratio = 3): string {
  const toward = relativeLuminance(background) > 0.5 ? '#000000' : '#ffffff';
  for (let step = 0; step <= 20; step++) {
    const candidate = mixColors(color, toward, step / 20);
    if (contrastRatio(candidate, background) >= ratio) return candidate;
  }
  return toward;
}

/** A school colour as each theme uses it: the accent and a readable text colour on it. */
export interface ThemeAccents {
  light: { accent: string; onAccent: string };
  dark: { accent: string; onAccent: string };
}

/** The accents a school colour gives the light and the dark theme; null when it is not a colour. */
export function schoolAccents(color: string | null | undefined): ThemeAccents | null {
  const parsed = parseHexColor(color);
  if (parsed == null) return null;
  const light = accentOn(THEME_BACKGROUNDS.light, parsed);
  const dark = accentOn(THEME_BACKGROUNDS.dark, parsed);
  return {
    light: { accent: light, onAccent: readableTextOn(light) },
    dark: { accent: dark, onAccent: readableTextOn(dark) },
  };
}
