import { defineCatalogue } from './i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** The texts the server and the web app share (./locales). */
export const sharedText = defineCatalogue<typeof en>(
  'shared',
  english,
  (language) => import(`./locales/${language}.po`),
);
