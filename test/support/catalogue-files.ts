import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import type { Catalogue, TMessages } from '../../src/shared/i18n/catalogue';
import type { TLanguage } from '../../src/shared/i18n/languages';

/**
 * The catalogue files as Lingui's tools read them (lingui.config.ts): for the checks of the files
 * themselves and for tests that assert what a reader of a language sees.
 */
export const linguiConfig = getConfig({ cwd: new URL('../..', import.meta.url).pathname });
let catalogs: ReturnType<typeof getCatalogs> | undefined;

export function linguiCatalogs(): ReturnType<typeof getCatalogs> {
  catalogs ??= getCatalogs(linguiConfig);
  return catalogs;
}

type TCatalog = Awaited<ReturnType<typeof getCatalogs>>[number];
let byNamespace: Promise<Map<string, TCatalog>> | undefined;

/** Each catalogue file's catalogue, by the namespace its ids start with (`store.empty`). */
function catalogsByNamespace(): Promise<Map<string, TCatalog>> {
  byNamespace ??= linguiCatalogs().then(async (all) => {
    const entries = await Promise.all(
      all.map(async (catalog) => {
        const firstId = Object.keys((await catalog.read(linguiConfig.sourceLocale)) ?? {})[0] ?? '';
        return [firstId.slice(0, firstId.indexOf('.')), catalog] as const;
      }),
    );
    return new Map(entries);
  });
  return byNamespace;
}

/**
 * A catalogue's texts in `language` by key, as its PO file has them: the ICU message, or the
 * English where the language has no translation yet (what the app shows too).
 */
export async function textsIn<M extends TMessages>(
  catalogue: Catalogue<M>,
  language: TLanguage,
): Promise<{ readonly [K in keyof M]: string }> {
  const catalog = (await catalogsByNamespace()).get(catalogue.namespace);
  if (!catalog) throw new Error(`no catalogue file has the messages of "${catalogue.namespace}"`);
  const { messages } = await catalog.getTranslations(language, {
    fallbackLocales: linguiConfig.fallbackLocales,
    sourceLocale: linguiConfig.sourceLocale,
  });
  const prefix = `${catalogue.namespace}.`;
  return Object.fromEntries(Object.entries(messages).map(([id, text]) => [id.slice(prefix.length), text])) as {
    [K in keyof M]: string;
  };
}

/** A catalogue's Spanish by key (`textsIn(catalogue, 'es')`). */
export function spanishOf<M extends TMessages>(catalogue: Catalogue<M>): Promise<{ readonly [K in keyof M]: string }> {
  return textsIn(catalogue, 'es');
}
