import { defineCatalogue } from '../../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** Manage Accounts' and the student account page's texts (./locales). */
export const accountsText = defineCatalogue<typeof en>(
  'accounts',
  english,
  (language) => import(`./locales/${language}.po`),
);
