import { defineCatalogue } from '../../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** The store's own server texts: refusals, ledger entries, notifications and the order e-mail (./locales). */
export const serverStoreText = defineCatalogue<typeof en>(
  'server-store',
  english,
  (language) => import(`./locales/${language}.po`),
);
