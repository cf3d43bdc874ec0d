import { defineCatalogue } from '../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** What erasure (P42) leaves in others' rows, as stored messages (./locales). */
export const serverErasureText = defineCatalogue<typeof en>(
  'server-erasure',
  english,
  (language) => import(`./locales/${language}.po`),
);
