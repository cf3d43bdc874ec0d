import type { I18n } from '@lingui/core';
import type { TLanguage } from './languages';

/** A catalogue's English: its keys and their ICU MessageFormat texts, as the seeds quote them. */
export type TMessages = Readonly<Record<string, string>>;
/** The same keys in another language: TypeScript refuses a translation with a key missing or extra. */
// Written `satisfies TTranslation<typeof en>`, which also refuses a key English does not have.
export type TTranslation<M extends TMessages> = { readonly [K in keyof M]: string };
/** What a message's `{placeholders}` are filled with. */
export type TValues = Readonly<Record<string, string | number | Date>>;
/** The languages a catalogue is translated into: every one but English. */
export type TTranslated = Exclude<TLanguage, 'en'>;
export type TTranslationLoaders<M extends TMessages> = {
  readonly [L in TTranslated]: () => Promise<{ default: TTranslation<M> }>;
};

/**
 * One feature's texts. Its English ships with the feature's code; each translation is a module of
 * its own, downloaded only by those who read that language. Keys are short and local (`empty`);
 * the catalogue names them for Lingui with its namespace (`store.empty`), so two features never
 * collide.
 */
export interface Catalogue<M extends TMessages = TMessages> {
  readonly namespace: string;
  readonly messages: M;
  readonly translations: TTranslationLoaders<M>;
  /** The text of `key` in the language of whoever is being answered now (the page's, or the request's). */
  t(key: keyof M & string, values?: TValues): string;
  /** The id Lingui knows the message by. */
  id(key: keyof M & string): string;
}

/**
 * Where texts are read: the web app and the server each install one. `current()` is the i18n of
 * the language in use right now: the page's on the web, the request's (or an e-mail's reader's)
 * on the server.
 */
export interface TextHost {
  current(): I18n;
  /** A catalogue's module was loaded: the host loads its English now and its translations as needed. */
  adopt(catalogue: Catalogue): void;
}

let host: TextHost | null = null;
const adopted: Catalogue[] = [];

export function installTextHost(next: TextHost): void {
  host = next;
  for (const catalogue of adopted) next.adopt(catalogue);
}

/**
 * The locale numbers and dates are written in now: the reader's own regional variant of their
 * language where one is known (`es-MX`), else the language's American one (the schools are
 * American first).
 */
export function currentLocales(): string[] {
  const i18n = host?.current();
  if (!i18n) return ['en-US'];
  const regional = i18n.locales;
  return [...(Array.isArray(regional) ? regional : regional ? [regional] : []), `${i18n.locale}-US`];
}

/** Every catalogue defined so far (checks walk them; a host installed late adopts them). */
export function definedCatalogues(): readonly Catalogue[] {
  return adopted;
}

export function defineCatalogue<M extends TMessages>(
  namespace: string,
  messages: M,
  translations: TTranslationLoaders<M>,
): Catalogue<M> {
  const id = (key: string) => `${namespace}.${key}`;
  const catalogue: Catalogue<M> = {
    namespace,
    messages,
    translations,
    id,
    t(key, values) {
      if (!host) throw new Error(`text "${id(key)}" was asked for before a text host was installed`);
      return host.current()._(id(key), values);
    },
  };
  adopted.push(catalogue as unknown as Catalogue);
  host?.adopt(catalogue as unknown as Catalogue);
  return catalogue;
}

/** A catalogue's messages under their Lingui ids. */
export function namespaced(catalogue: Catalogue, messages: Readonly<Record<string, unknown>>): Record<string, never> {
  const out: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(messages)) out[catalogue.id(key)] = message;
  return out as Record<string, never>;
}
