import { defineCatalogue } from '../../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** The Rosters page's texts (./locales). */
export const rostersText = defineCatalogue<typeof en>(
  'rosters',
  english,
  (language) => import(`./locales/${language}.po`),
);
