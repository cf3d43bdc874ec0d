import { defineCatalogue } from '../../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** What signing in answers (./locales). */
export const serverAuthText = defineCatalogue<typeof en>(
  'server-auth',
  english,
  (language) => import(`./locales/${language}.po`),
);
