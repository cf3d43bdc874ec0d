import { i18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import type { Localization } from '@mui/material/locale';
import { type ReactNode, useEffect, useState } from 'react';
import { isLanguage, type TLanguage } from '../../shared/i18n/languages';
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
 * language; English is MUI's default, so only a translation is downloaded.
 */
export function useMuiLocalization(): Localization | null {
  const { i18n: active } = useLingui();
  const language = active.locale as TLanguage;
  const [loaded, setLoaded] = useState<{ language: TLanguage; localization: Localization } | null>(null);
  useEffect(() => {
    if (language !== 'es') return;
    let current = true;
    void import('@mui/material/locale').then(({ esES }) => {
      if (current) setLoaded({ language, localization: esES });
    });
    return () => {
      current = false;
    };
  }, [language]);
  return loaded?.language === language ? loaded.localization : null;
}
