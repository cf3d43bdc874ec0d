import { defineCatalogue } from '../../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** The Settings page's texts, every role's sections (./locales). */
export const settingsText = defineCatalogue<typeof en>(
  'settings',
  english,
  (language) => import(`./locales/${language}.po`),
);
