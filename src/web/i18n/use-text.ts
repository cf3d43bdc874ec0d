import { useLingui } from '@lingui/react';
import { use } from 'react';
import { type Catalogue, currentLocales, type TMessages } from '../../shared/i18n/catalogue';
import type { TLanguage } from '../../shared/i18n/languages';
import { translationOf } from './web-text-host';

/**
 * A catalogue's `t`, for a component: it draws again when the page's language changes, and waits
 * (Suspense) for the catalogue's translation the first time it is used in a language.
 */
export function useText<M extends TMessages>(catalogue: Catalogue<M>): Catalogue<M>['t'] {
  const { i18n } = useLingui();
  const arriving = translationOf(catalogue, i18n.locale as TLanguage);
  if (arriving) use(arriving);
  return catalogue.t;
}

/** The locale the page writes numbers and dates in now, for `Intl` (its regional variant where known). */
export function useLocales(): string[] {
  useLingui(); // draws again when the language changes
  return currentLocales();
}
