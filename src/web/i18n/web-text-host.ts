import { i18n } from '@lingui/core';
import { type Catalogue, definedCatalogues, installTextHost } from '../../shared/i18n/catalogue';
import { DEFAULT_LANGUAGE, type TLanguage } from '../../shared/i18n/languages';

/**
 * The page's texts (P51), in Lingui's one i18n of the page. A catalogue's English comes with its
 * feature's code; a translation is downloaded when a catalogue is first used in that language, or
 * for every catalogue at once when the person switches. Catalogue files are compiled when the app is
 * built (Lingui's Vite plugin compiles each `.po` it imports), so no message parser is downloaded.
 */

/** Each catalogue's translations: arrived (true) or on their way. */
const translations = new Map<Catalogue, Map<TLanguage, Promise<void> | true>>();
/** The language being prepared or in use: what a catalogue adopted now downloads. */
let wanted: TLanguage = DEFAULT_LANGUAGE;

function fetchTranslation(catalogue: Catalogue, language: TLanguage): Promise<void> | true {
  if (language === 'en') return true;
  let ofCatalogue = translations.get(catalogue);
  if (!ofCatalogue) translations.set(catalogue, (ofCatalogue = new Map()));
  const known = ofCatalogue.get(language);
  if (known) return known;
  const arriving = catalogue.load(language).then(
    (file) => {
      i18n.load(language, file.messages);
      ofCatalogue.set(language, true);
    },
    (error: unknown) => {
      // Asked again at the next use: the school's Wi-Fi may be back by then.
      ofCatalogue.delete(language);
      throw error;
    },
  );
  ofCatalogue.set(language, arriving);
  return arriving;
}

// Texts are asked for only after a language is active; English until the page's own is ready.
i18n.activate(DEFAULT_LANGUAGE);
installTextHost({
  current: () => i18n,
  adopt(catalogue) {
    i18n.load(DEFAULT_LANGUAGE, catalogue.english);
    const arriving = fetchTranslation(catalogue, wanted);
    // A failure shows where the catalogue is used (useText asks again and suspends on it).
    if (arriving !== true) arriving.catch(() => undefined);
  },
});

/** The catalogue's texts in `language`: null once they are here, else the download to wait for. */
export function translationOf(catalogue: Catalogue, language: TLanguage): Promise<void> | null {
  const state = fetchTranslation(catalogue, language);
  return state === true ? null : state;
}

/** Downloads every catalogue loaded so far in `language`, then makes it the page's language. */
export async function activateLanguage(language: TLanguage, regional: readonly string[]): Promise<void> {
  wanted = language;
  const arriving = definedCatalogues()
    .map((catalogue) => fetchTranslation(catalogue, language))
    .filter((state) => state !== true);
  await Promise.all(arriving);
  // Another switch may have come while these downloaded: the last one asked for wins.
  if (wanted !== language) return;
  i18n.activate(language, [...regional]);
}
