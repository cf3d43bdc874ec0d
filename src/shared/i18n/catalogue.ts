import type { I18n, Messages } from '@lingui/core';
import type { TLanguage } from './languages';

/** A catalogue's English: its keys and their ICU MessageFormat texts (`locales/en.ts`), as the seeds quote them. */
export type TMessages = Readonly<Record<string, string>>;
/** What a message's `{placeholders}` are filled with. */
export type TValues = Readonly<Record<string, string | number | Date>>;
/**
 * A catalogue file in one language (`locales/es.po`) as every runtime loads it: Lingui's compiled
 * messages under their ids (`store.empty`). Vite, vitest, the server's bundle and tsx each compile
 * the PO file when it is imported (docs/texts.md).
 */
export interface CatalogueFile {
  readonly messages: Messages;
}
/** Loads the catalogue's file in a language: `(language) => import(`./locales/${language}.po`)` beside the catalogue. */
export type TLoadLanguage = (language: TLanguage) => Promise<CatalogueFile>;

/**
 * One feature's texts. Its English ships with the feature's code; each other language is a file of
 * its own, downloaded only by those who read it. Keys are short and local (`empty`); Lingui knows a
 * message by the catalogue's namespace and its key (`store.empty`), so two features never collide.
 */
export interface Catalogue<M extends TMessages = TMessages> {
  readonly namespace: string;
  /** The English, compiled, by key: what `keyof typeof catalogue.messages` names. */
  readonly messages: { readonly [K in keyof M]: Messages[string] };
  /** The compiled English under Lingui's ids. */
  readonly english: Messages;
  readonly load: TLoadLanguage;
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

/**
 * `M` is the type of the feature's `locales/en.ts`, so `t('key')` refuses a key it does not have;
 * `english` is the same English compiled, the messages of `locales/en.po`.
 */
export function defineCatalogue<M extends TMessages>(
  namespace: string,
  english: Messages,
  load: TLoadLanguage,
): Catalogue<M> {
  const id = (key: string) => `${namespace}.${key}`;
  const prefix = `${namespace}.`;
  const messages: Record<string, Messages[string]> = {};
  for (const [messageId, message] of Object.entries(english)) {
    if (!messageId.startsWith(prefix))
      throw new Error(`catalogue "${namespace}" holds a message of another: ${messageId}`);
    messages[messageId.slice(prefix.length)] = message;
  }
  const catalogue: Catalogue<M> = {
    namespace,
    messages: messages as Catalogue<M>['messages'],
    english,
    load,
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
