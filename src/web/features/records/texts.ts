import { defineCatalogue } from '../../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** The Record page's texts (./locales). */
export const recordsText = defineCatalogue<typeof en>(
  'records',
  english,
  (language) => import(`./locales/${language}.po`),
);
