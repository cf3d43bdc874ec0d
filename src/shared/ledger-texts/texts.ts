import { defineCatalogue } from '../i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** The shared checks of the ledger, assessments and teachers (./locales). */
export const sharedLedgerText = defineCatalogue<typeof en>(
  'shared-ledger',
  english,
  (language) => import(`./locales/${language}.po`),
);
