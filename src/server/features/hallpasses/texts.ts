import { defineCatalogue } from '../../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** The hall pass server's own texts (./locales). */
export const serverHallText = defineCatalogue<typeof en>(
  'server-hallpasses',
  english,
  (language) => import(`./locales/${language}.po`),
);
