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
