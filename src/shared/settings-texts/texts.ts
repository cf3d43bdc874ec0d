import { defineCatalogue } from '../i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** The validation messages of the class settings and the retention settings (./locales). */
export const settingsRulesText = defineCatalogue<typeof en>(
  'shared-settings',
  english,
  (language) => import(`./locales/${language}.po`),
);
