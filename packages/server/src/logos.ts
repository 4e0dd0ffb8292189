/** What a generated logo needs of a school. */
export interface LogoSchool {
  shortName: string;
  primaryColor: string;
  secondaryColor: string;
}

const COLOR = /^#[0-9a-f]{6}$/i;

/** The shield's outline on a 64 by 64 square, which every school's mark fills. */
export const SHIELD_PATH = 'M32 3 58 12v20c0 15-11 25-26 29C17 57 6 47 6 32V12z';

/** A school's logo's parts: up to three initials of its short name, and its colours. */
export function logoParts(school: LogoSchool): {
  initials: string;
  primary: string;
  secondary: string;
} {
  const initials =
    school.shortName
      .split(/[\s-]+/)
      .map((word) => word.replace(/[^A-Za-z0-9]/g, '').charAt(0))
      .join('')
      .toUpperCase()
      .slice(0, 3) || '?';
  return {
    initials,
    primary: COLOR.test(school.primaryColor) ? school.primaryColor : '#1f3a68',
    secondary: COLOR.test(school.secondaryColor) ? school.secondaryColor : '#f2c230',
  };
}

/**
 * A school's logo as a small SVG shield in its colours with its initials. Schools upload real
 * logos later; until then every school has a distinct, readable mark.
 */
export function logoSvg(school: LogoSchool): string {
  const { initials, primary, secondary } = logoParts(school);
  const size = initials.length === 1 ? 34 : initials.length === 2 ? 28 : 21;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img">',
    `<path d="${SHIELD_PATH}" fill="${primary}" stroke="${secondary}" stroke-width="3"/>`,
    `<text x="32" y="40" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="${size}" fill="${secondary}">${initials}</text>`,
    '</svg>',
  ].join('');
}
