// No zod here: the web app's first download uses these helpers (its schema is in the OpenAPI document).
import { errorKeysText } from './error-keys/texts';
import { currentLocales } from './i18n/catalogue';

/** Messages by camelCase key. */
export type TFieldErrors = Record<string, string[]>;
/** Every error the API sends: `{"errors": {"<camelCaseKey>": ["message", ...]}}` (P4). */
export type TErrorBody = { errors: TFieldErrors };

/**
 * Refusal codes a service may return. `http/errors.ts` alone turns them into statuses;
 * the web client uses the same names when it needs to react to one.
 */
export const REFUSAL_STATUS = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  INVALID: 422,
  TOO_MANY_ATTEMPTS: 429,
  /** An outside service (Spotify) failed, isn't set up, or didn't answer in time. */
  UPSTREAM_FAILED: 502,
  UNAVAILABLE: 503,
  UPSTREAM_TIMEOUT: 504,
} as const;
export type TRefusalCode = keyof typeof REFUSAL_STATUS;

/** Joins a path such as ['hallpass', 'purchaseAmount'] into the camelCase key `hallpassPurchaseAmount`. */
export function errorKeyFromPath(path: readonly PropertyKey[]): string {
  // A list index names the row people count from 1: users[0].username is `row1Username`.
  const parts = path.map((p) => (typeof p === 'number' ? `row${p + 1}` : String(p))).filter((p) => p.length > 0);
  if (parts.length === 0) return 'body';
  return parts.map((p, i) => (i === 0 ? p : p.charAt(0).toUpperCase() + p.slice(1))).join('');
}

/** Seed 000 section 8: the key is split into words and lower-cased, then followed by the message. */
export function describeErrorKey(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([a-zA-Z])([0-9])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
}

/** The catalogue's own messages, which are not error keys. */
const NOT_FIELDS: ReadonlySet<string> = new Set(['line', 'row']);

type TFieldName = keyof typeof errorKeysText.messages;

function fieldName(key: string): string | null {
  return Object.hasOwn(errorKeysText.messages, key) && !NOT_FIELDS.has(key) ? errorKeysText.t(key as TFieldName) : null;
}

/** English is read as the seed writes every key (describeErrorKey); other languages by their names. */
const readsEnglish = () => currentLocales().at(-1) === 'en-US';

/**
 * The name of the longest key the catalogue knows that `key` begins with, ending where a word of
 * the key starts: a setting's section ('hallpass' of 'hallpassPurchaseAmount'), the thing a field
 * belongs to ('student' of 'student_id'). The form itself marks the field; the line names what it is in.
 */
function nameOfStart(key: string): string | null {
  for (let end = key.length - 1; end > 0; end--) {
    if (!/[A-Z0-9_]/.test(key.charAt(end))) continue;
    const name = fieldName(key.slice(0, end));
    if (name !== null) return name;
  }
  return null;
}

/**
 * What an error list calls a key in the reader's language (P51). In English it is describeErrorKey's
 * words ('current password'); in Spanish the field's name where the catalogue knows the key
 * ('Contraseña actual'), else what it belongs to ('Pase de pasillo' for 'hallpassPurchaseAmount'),
 * never English words. A row of a list keeps its number: 'row 1 username'.
 */
export function errorKeyName(key: string): string {
  const known = fieldName(key);
  if (known !== null) return known;
  const row = /^row(\d+)([A-Z].*)$/.exec(key);
  if (row?.[1] && row[2]) {
    const field = row[2].charAt(0).toLowerCase() + row[2].slice(1);
    const name = fieldName(field);
    // Inside a sentence a field's name starts small, unless it is an abbreviation ('PIN').
    const named = name !== null && /^.\p{Ll}/u.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name;
    return errorKeysText.t('row', { row: row[1], field: named ?? errorKeyName(field).toLowerCase() });
  }
  if (readsEnglish()) return describeErrorKey(key);
  return nameOfStart(key) ?? errorKeysText.t('field');
}

/**
 * Keys whose messages are whole sentences about no field (the jukebox's refusals, what Spotify
 * did): naming the key before them reads as a stray word ('jukebox Your last song...'), so the
 * sentence is shown alone, in every language.
 */
const SENTENCE_KEYS: ReadonlySet<string> = new Set(['jukebox', 'spotify']);

/**
 * One message of a key as the error list shows it: in English the key's words and the message
 * ('current password is incorrect', seed 000 section 8), in Spanish the field's name, a colon and
 * the message ('Contraseña actual: es incorrecta'); a sentence key's message alone.
 */
export function errorLine(key: string, message: string): string {
  if (SENTENCE_KEYS.has(key) && message.trim() !== '') return message.trim();
  return errorKeysText.t('line', { field: errorKeyName(key), message }).trim();
}

/** One line per message, as the error list shows them. */
export function errorLines(errors: TFieldErrors): string[] {
  const lines: string[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    for (const message of messages) lines.push(errorLine(key, message));
  }
  return lines;
}
