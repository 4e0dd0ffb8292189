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
