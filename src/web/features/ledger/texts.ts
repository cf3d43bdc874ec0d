import { defineCatalogue } from '../../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** The ledger's texts (./locales). */
export const ledgerText = defineCatalogue<typeof en>(
  'ledger',
  english,
  (language) => import(`./locales/${language}.po`),
);
