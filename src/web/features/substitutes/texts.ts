import { defineCatalogue } from '../../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** The substitute's page's texts (./locales). */
export const substitutesText = defineCatalogue<typeof en>(
  'substitutes',
  english,
  (language) => import(`./locales/${language}.po`),
);
