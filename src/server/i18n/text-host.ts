import { AsyncLocalStorage } from 'node:async_hooks';
import { type I18n, setupI18n } from '@lingui/core';
import { type Catalogue, installTextHost } from '../../shared/i18n/catalogue';
import { DEFAULT_LANGUAGE, LANGUAGES, type TLanguage } from '../../shared/i18n/languages';

/**
 * The server's texts (P51). Each language has its own Lingui instance holding every catalogue the
 * server has loaded (its files are compiled when imported: docs/texts.md); which one a text is read from is the language of
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

installTextHost({
  current() {
    const language = currentLanguage();
    if (loading.size > 0 && language !== DEFAULT_LANGUAGE) return instances[DEFAULT_LANGUAGE];
    // A person's stored choice may be a language since taken out of languages.json: English then.
    return (instances[language] as I18n | undefined) ?? instances[DEFAULT_LANGUAGE];
  },
  adopt(catalogue: Catalogue) {
    instances[DEFAULT_LANGUAGE].load(DEFAULT_LANGUAGE, catalogue.english);
    for (const language of LANGUAGES.filter((other) => other !== DEFAULT_LANGUAGE)) {
      const arriving: Promise<void> = catalogue
        .load(language)
        .then(
          (file) => instances[language].load(language, file.messages),
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
