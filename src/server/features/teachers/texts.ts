import { defineCatalogue } from '../../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** Manage Teachers' refusals and migration reports (./locales). */
export const serverTeachersText = defineCatalogue<typeof en>(
  'server-teachers',
  english,
  (language) => import(`./locales/${language}.po`),
);
