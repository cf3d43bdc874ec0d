import { defineCatalogue } from '../../../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/**
 * A student's transactions as every role reads them: the table and the types' names. Their own
 * catalogue, so a student's account does not download the teacher's dialogs' texts.
 */
export const ledgerHistoryText = defineCatalogue<typeof en>(
  'ledger-history',
  english,
  (language) => import(`./locales/${language}.po`),
);
