/**
 * The only tags user HTML (posts, comments, game notes) may hold: what the server's sanitiser keeps
 * and what the widgets' SafeHtml renders. Links keep only an http, https or mailto href.
 */
export const SAFE_HTML_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'blockquote',
  'h3',
  'h4',
  'a',
] as const;

/** The named character references user HTML holds once sanitised; others are left as written. */
const NAMED_REFERENCES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/**
 * Text of sanitised HTML with its character references ('&amp;', '&#39;', '&#x27;') read back into
 * characters: the one reading the widgets' SafeHtml and the site's forms share. A numeric
 * reference outside Unicode (or to U+0000) reads as nothing.
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : '';
    }
    return NAMED_REFERENCES[ref.toLowerCase()] ?? whole;
  });
}
