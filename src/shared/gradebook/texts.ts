import { defineCatalogue } from '../i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** The gradebook import's refusals and warnings, and the formats' names (./locales). */
export const gradebookText = defineCatalogue<typeof en>(
  'shared-gradebook',
  english,
  (language) => import(`./locales/${language}.po`),
);
