import { defineCatalogue } from '../../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** The ledger's refusals and its notifications' titles (./locales). */
export const serverLedgerText = defineCatalogue<typeof en>(
  'server-ledger',
  english,
  (language) => import(`./locales/${language}.po`),
);
