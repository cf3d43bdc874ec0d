import { defineCatalogue } from '../../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** The class picker's and switcher's texts (./locales). */
export const classesText = defineCatalogue<typeof en>(
  'classes',
  english,
  (language) => import(`./locales/${language}.po`),
);
