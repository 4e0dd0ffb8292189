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

/**
 * The bidirectional embeddings, overrides and isolates (U+202A to U+202E, U+2066 to U+2069): never
 * typed, they make the text after them read in another order ('\u202Egnp.exe' shows as
 * 'exe.png'), so what one member writes could read as something else to the next. Marks (U+200E,
 * U+200F) are kept: they steer a neutral character and cannot reverse a run of text.
 */
const DIRECTION_OVERRIDES = /[\u202A-\u202E\u2066-\u2069]/g;

/** A text without bidirectional overrides ({@link DIRECTION_OVERRIDES}). */
export function withoutDirectionOverrides(text: string): string {
  return text.replace(DIRECTION_OVERRIDES, '');
}

/**
 * Fields whose text is a secret, compared as it was set, never shown: a password set before the
 * overrides were taken out (or by the command line) must still match as typed.
 */
const SECRET_FIELDS: ReadonlySet<string> = new Set([
  'password',
  'oldPassword',
  'newPassword',
  'token',
  'refreshToken',
]);

/**
 * A value (a parsed JSON body) with every string, keys included, {@link withoutDirectionOverrides},
 * but the secrets' ({@link SECRET_FIELDS}); the value itself when it holds none, so a caller can
 * tell whether anything changed.
 */
export function stripDirectionOverrides<T>(value: T): T {
  if (typeof value === 'string') return withoutDirectionOverrides(value) as T;
  if (typeof value !== 'object' || value == null) return value;
  let changed = false;
  const entries = Object.entries(value).map(([key, item]) => {
    const cleanKey = withoutDirectionOverrides(key);
    const cleanItem = SECRET_FIELDS.has(key) ? item : stripDirectionOverrides(item);
    if (cleanKey !== key || cleanItem !== item) changed = true;
    return [cleanKey, cleanItem] as const;
  });
  if (!changed) return value;
  return (
    Array.isArray(value) ? entries.map(([, item]) => item) : Object.fromEntries(entries)
  ) as T;
}

/**
 * The deepest nesting a body may have: the service's bodies are a few levels deep, and a walk of a
 * deeper one (a hostile '[[[[…' of 100,000 levels fits in a 1 MB body) must not exhaust the stack.
 */
export const MAX_NESTING = 32;

/** The message for a body nested deeper than {@link MAX_NESTING}. */
export const NESTING_MESSAGE = `Must not be nested more than ${MAX_NESTING} levels deep`;

/** Whether a value (a parsed JSON body) nests arrays and objects deeper than `max` levels. */
export function nestedDeeperThan(value: unknown, max: number = MAX_NESTING): boolean {
  // Walked with a stack of its own, not by recursion, so any depth is measured safely.
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item == null) continue;
    if (depth >= max) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}
