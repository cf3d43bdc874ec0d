import { defineCatalogue } from '../../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** Manage Teachers' texts (./locales). */
export const teachersText = defineCatalogue<typeof en>(
  'teachers',
  english,
  (language) => import(`./locales/${language}.po`),
);
