import { i18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import type { Localization } from '@mui/material/locale';
import { type ReactNode, useEffect, useState } from 'react';
import { DEFAULT_LANGUAGE, isLanguage, type TLanguage } from '../../shared/i18n/languages';
import { pageLanguage, switchLanguage } from './language';
import { useLocales } from './use-text';
import { warmIntlWhenIdle } from './warm-intl';

/** The page's texts for everything below: components that use a catalogue draw again when the language changes. */
export function PageTexts({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <WarmIntl />
      {children}
    </I18nProvider>
  );
}

/** Once the page has drawn in a language, its Intl formatters are made while the browser is idle. */
function WarmIntl() {
  const locales = useLocales();
  const key = locales.join();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the list
  useEffect(() => warmIntlWhenIdle(locales), [key]);
  return null;
}

/**
 * Follows the language the server says the signed-in person reads (their choice, else their
 * browser's): a person who chose Spanish on another computer gets it here at their first answer.
 */
export function useFollowLanguage(language: string | undefined): void {
  useEffect(() => {
    if (isLanguage(language) && language !== pageLanguage()) void switchLanguage(language);
  }, [language]);
}

/**
 * MUI's own texts (a pagination's "rows per page", an autocomplete's "No options") in the page's
 * language; English is MUI's default, so only a translation is downloaded. MUI names each of its
 * localizations by language and region (`esES`, `viVN`): a language's first one is taken, and a
 * language MUI does not have stays in English.
 */
export function useMuiLocalization(): Localization | null {
  const { i18n: active } = useLingui();
  const language = active.locale as TLanguage;
  const [loaded, setLoaded] = useState<{ language: TLanguage; localization: Localization | null } | null>(null);
  useEffect(() => {
    if (language === DEFAULT_LANGUAGE) return;
    let current = true;
    void import('@mui/material/locale').then((localizations) => {
      const name = Object.keys(localizations).find(
        (n) => n.startsWith(language) && /^[A-Z]{2}$/.test(n.slice(language.length)),
      );
      const localization = name ? ((localizations as unknown as Record<string, Localization>)[name] ?? null) : null;
      if (current) setLoaded({ language, localization });
    });
    return () => {
      current = false;
    };
  }, [language]);
  return loaded?.language === language ? loaded.localization : null;
}
