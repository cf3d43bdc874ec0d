import * as zod from 'zod';
import { type Catalogue, definedCatalogues, type TMessages } from '../../shared/i18n/catalogue';
import { inLanguage } from './text-host';

/**
 * A text kept in the database for someone else to read later: a notification is written by the
 * request of the teacher (or the system) and read by the student, maybe in another language, maybe
 * after they change it. So what is kept is the message (its catalogue, key and values), read in the
 * reader's language when they read it; the English is kept beside it for anything that reads the
 * row itself (a backup, an export), and for a message a later version no longer has.
 */

/** A value of a stored message: a name or a number as given, or a message of its own ('"Song" by Artist'). */
export type TStoredValue = string | number | TStoredText;
export type TStoredValues = Readonly<Record<string, TStoredValue>>;

export type TStoredText = {
  readonly catalogue: string;
  readonly key: string;
  readonly values?: TStoredValues;
};

/** A stored message as the database hands it back (jsonb): checked, since an old row may not fit. */
export const ZStoredText: zod.ZodType<TStoredText> = zod.lazy(() =>
  zod.object({
    catalogue: zod.string(),
    key: zod.string(),
    values: zod.record(zod.string(), zod.union([zod.string(), zod.number(), ZStoredText])).optional(),
  }),
);

export function storedText<M extends TMessages>(
  catalogue: Catalogue<M>,
  key: keyof M & string,
  values?: TStoredValues,
): TStoredText {
  return values ? { catalogue: catalogue.namespace, key, values } : { catalogue: catalogue.namespace, key };
}

/** A stored text in English, for the row's own text column. */
export function inEnglish(text: TStoredText | string): string {
  return typeof text === 'string' ? text : inLanguage('en', () => readStored(text) ?? text.key);
}

/** The catalogues by namespace, made again when more have been defined (a list of notifications reads many). */
let byNamespace = new Map<string, Catalogue>();
function catalogueNamed(namespace: string): Catalogue | undefined {
  const defined = definedCatalogues();
  if (byNamespace.size !== defined.length) byNamespace = new Map(defined.map((c) => [c.namespace, c]));
  return byNamespace.get(namespace);
}

/** The stored message in the language of whoever is being answered now; null if no catalogue has it. */
export function readStored(text: TStoredText): string | null {
  const catalogue = catalogueNamed(text.catalogue);
  if (!catalogue || !Object.hasOwn(catalogue.messages, text.key)) return null;
  if (!text.values) return catalogue.t(text.key);
  const values = Object.fromEntries(
    Object.entries(text.values).map(([name, value]) => [
      name,
      typeof value === 'object' ? (readStored(value) ?? value.key) : value,
    ]),
  );
  return catalogue.t(text.key, values);
}

/**
 * A row's messages by column (`{ title, content }`, `{ description, typeTitle }`), kept in its
 * `wording` column beside the English of each.
 */
export type TWording = Readonly<Record<string, TStoredText>>;
const ZWording = zod.record(zod.string(), ZStoredText);

/** The messages among a row's texts (a typed text is not one), for its `wording` column; null when none is. */
export function wordingOf(texts: Readonly<Record<string, TStoredText | string | null | undefined>>): TWording | null {
  const messages = Object.entries(texts).filter(
    (entry): entry is [string, TStoredText] => typeof entry[1] === 'object' && entry[1] !== null,
  );
  return messages.length > 0 ? Object.fromEntries(messages) : null;
}

/** A row's text in the reader's language: its message where a catalogue still has it, else as stored. */
export function readWorded(stored: string, wording: unknown, column: string): string {
  if (wording === null || wording === undefined) return stored;
  const parsed = ZWording.safeParse(typeof wording === 'string' ? safeJson(wording) : wording);
  const message = parsed.success ? parsed.data[column] : undefined;
  return (message && readStored(message)) ?? stored;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
