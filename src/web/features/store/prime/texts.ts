import { defineCatalogue } from '../../../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** The Prime banner, offer and welcome texts (./locales). */
export const primeText = defineCatalogue<typeof en>(
  'store-prime',
  english,
  (language) => import(`./locales/${language}.po`),
);
