/**
 * What no text the service takes may hold: the control characters (U+0000 to U+001F and U+007F to
 * U+009F) except tab, line feed and carriage return. PostgreSQL refuses NUL in text outright
 * (22021), and the others are never typed: they come from broken or hostile clients.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** The message for a field holding one (spec §8 style: what is wrong, in words). */
export const CONTROL_CHARACTER_MESSAGE = 'Must not contain control characters';

/** Whether a text holds a control character other than tab and line breaks. */
export function hasControlCharacter(text: string): boolean {
  return CONTROL.test(text);
}

/**
 * The dotted path of the first string in a value (a parsed JSON body, a query) that holds a
 * control character, keys included, or null when there is none: '' is the value itself.
 */
export function controlCharacterPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? path : null;
  if (typeof value !== 'object' || value == null) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path === '' ? key : `${path}.${key}`;
    if (hasControlCharacter(key)) return at;
    const found = controlCharacterPath(item, at);
    if (found != null) return found;
  }
  return null;
}
