import { defineCatalogue } from '../i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** Reading a CSV file a teacher or the admin uploads, and the lists its messages name (./locales). */
export const csvText = defineCatalogue<typeof en>(
  'shared-csv',
  english,
  (language) => import(`./locales/${language}.po`),
);
