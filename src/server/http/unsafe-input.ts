import { serverHttpText } from './texts';

/**
 * Input no schema should have to think about, refused once for every route before validation:
 * text PostgreSQL can't store (a NUL character) or that isn't real Unicode (a lone surrogate
 * half), anywhere in a body, a query or a path, and bodies nested deeper than any call needs
 * (a deep settings body used to exhaust the stack while merging).
 */

/** The deepest body any call needs is settings (4 levels inside the envelope); this leaves room. */
export const MAX_INPUT_DEPTH = 16;

export interface UnsafeInput {
  path: PropertyKey[];
  message: string;
}

// In a `u` regular expression a surrogate pair is one code point, so this matches only a lone half.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

function isUnsafeText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** The first unsafe place in `value`, with its path, or null when all of it is safe. */
export function findUnsafeInput(value: unknown, path: PropertyKey[] = []): UnsafeInput | null {
  if (typeof value === 'string') return isUnsafeText(value) ? { path, message: serverHttpText.t('unsafeText') } : null;
  if (value === null || typeof value !== 'object') return null;
  if (path.length >= MAX_INPUT_DEPTH)
    return { path: path.slice(0, 1), message: serverHttpText.t('tooDeep', { levels: MAX_INPUT_DEPTH }) };
  const entries: [PropertyKey, unknown][] = Array.isArray(value)
    ? value.map((item, i) => [i, item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    if (typeof key === 'string' && isUnsafeText(key)) return { path, message: serverHttpText.t('unsafeText') };
    const found = findUnsafeInput(item, [...path, key]);
    if (found) return found;
  }
  return null;
}
