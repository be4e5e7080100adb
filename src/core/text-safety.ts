/**
 * Text the database cannot keep: PostgreSQL refuses the NUL character in `text` and `jsonb`, and
 * an unpaired UTF-16 surrogate is not a character at all (jsonb refuses its escape; UTF-8 cannot
 * encode it). Requests carrying either are refused; automation answers are cleaned.
 */

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

export const UNSAFE_TEXT_MESSAGE =
  'contains a character that is not allowed (a NUL character or an unpaired surrogate)';

export function isUnsafeText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** Removes NUL characters and replaces unpaired surrogates with U+FFFD. */
export function cleanText(text: string): string {
  if (!isUnsafeText(text)) return text;
  return text.replaceAll('\u0000', '').replace(LONE_SURROGATES, '\ufffd');
}

/** Where a value sits: its key and its parent's place (built into a path only when needed). */
interface Place {
  key: string;
  parent: Place | null;
}

/** `a.b.0.c`, the path shape of the API's `errors[].path`. */
function pathOf(place: Place | null): string {
  const keys: string[] = [];
  for (let p = place; p; p = p.parent) keys.push(cleanText(p.key));
  return keys.reverse().join('.');
}

/**
 * The path of the first string (or object key) in a parsed JSON value that is unsafe, or null
 * ('' for the value itself). Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function findUnsafeText(value: unknown): string | null {
  const stack: Array<[unknown, Place | null]> = [[value, null]];
  while (stack.length > 0) {
    const [current, place] = stack.pop()!;
    if (typeof current === 'string') {
      if (isUnsafeText(current)) return pathOf(place);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) {
        stack.push([current[i], { key: String(i), parent: place }]);
      }
    } else if (typeof current === 'object' && current !== null) {
      const keys = Object.keys(current);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i];
        const at = { key, parent: place };
        if (isUnsafeText(key)) return pathOf(at);
        stack.push([(current as Record<string, unknown>)[key], at]);
      }
    }
  }
  return null;
}

/** Deep copy of a JSON value with every string cleaned (see `cleanText`). */
export function cleanDeep<T>(value: T): T {
  if (typeof value === 'string') return cleanText(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => cleanDeep(item)) as T;
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) out[cleanText(key)] = cleanDeep(inner);
    return out as T;
  }
  return value;
}
