import { AsyncLocalStorage } from 'node:async_hooks';
import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { type Catalogue, installTextHost, namespaced } from '../../shared/i18n/catalogue';
import { DEFAULT_LANGUAGE, LANGUAGES, type TLanguage } from '../../shared/i18n/languages';

/**
 * The server's texts (P51). Each language has its own Lingui instance holding every catalogue the
 * server has loaded, compiled once when it arrives; which one a text is read from is the language of
 * the request being answered, or of the person an e-mail is written to (`inLanguage`), kept in an
 * AsyncLocalStorage so a service deep in a request says `catalogue.t('key')` without being handed
 * the language.
 */

interface LanguageScope {
  /** What the request's `Accept-Language` asks for. */
  asked: TLanguage;
  /** The person's own choice, once the request knows who it is from. */
  chosen: TLanguage | null;
}

const scope = new AsyncLocalStorage<LanguageScope>();
const instances = Object.fromEntries(
  LANGUAGES.map((language) => [language, setupI18n({ locale: language, messages: { [language]: {} } })]),
) as Record<TLanguage, I18n>;
/** Translations still on their way; a text asked for meanwhile is English rather than its id. */
const loading = new Set<Promise<void>>();
/** A translation that could not load: a fault of the build, reported by `translationsLoaded`. */
const failures: unknown[] = [];

function compiled(messages: Readonly<Record<string, string>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, compileMessage(text)]));
}

installTextHost({
  current() {
    const language = currentLanguage();
    return loading.size > 0 && language !== DEFAULT_LANGUAGE ? instances[DEFAULT_LANGUAGE] : instances[language];
  },
  adopt(catalogue: Catalogue) {
    instances.en.load('en', namespaced(catalogue, compiled(catalogue.messages)));
    for (const [language, load] of Object.entries(catalogue.translations)) {
      const arriving: Promise<void> = load()
        .then(
          (module) => instances[language as TLanguage].load(language, namespaced(catalogue, compiled(module.default))),
          (error: unknown) => void failures.push(error),
        )
        .finally(() => loading.delete(arriving));
      loading.add(arriving);
    }
  },
});

/** Resolves once every catalogue loaded so far has all its translations (the server awaits it before listening). */
export async function translationsLoaded(): Promise<void> {
  while (loading.size > 0) await Promise.all(loading);
  if (failures.length > 0) throw new Error('a translation did not load', { cause: failures[0] });
}

/** Runs `work` with texts in `language`: an e-mail to a person, a job's message. */
export function inLanguage<T>(language: TLanguage, work: () => T): T {
  return scope.run({ asked: language, chosen: null }, work);
}

/**
 * Opens a request's language scope, in the language its `Accept-Language` asks for, for everything
 * the request does next (a Fastify `onRequest` hook calls it with its `done`).
 */
export function openLanguageScope(language: TLanguage, next: () => void): void {
  scope.run({ asked: language, chosen: null }, next);
}

/** The person signed in chose a language (P51): the rest of the request answers in it. */
export function speakIn(language: TLanguage | null): void {
  const current = scope.getStore();
  if (current) current.chosen = language;
}

/** The language texts are read in right now. */
export function currentLanguage(): TLanguage {
  const current = scope.getStore();
  return current?.chosen ?? current?.asked ?? DEFAULT_LANGUAGE;
}

/** The language the request's browser asks for, whatever its person chose. */
export function askedLanguage(): TLanguage {
  return scope.getStore()?.asked ?? DEFAULT_LANGUAGE;
}
