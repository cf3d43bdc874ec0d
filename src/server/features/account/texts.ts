import { defineCatalogue } from '../../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** The account server's refusals (./locales). */
export const serverAccountText = defineCatalogue<typeof en>(
  'server-account',
  english,
  (language) => import(`./locales/${language}.po`),
);
