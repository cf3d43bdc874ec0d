import { defineCatalogue } from '../i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** The hall pass texts the server and the web app share (./locales). */
export const hallText = defineCatalogue<typeof en>(
  'shared-hall',
  english,
  (language) => import(`./locales/${language}.po`),
);
