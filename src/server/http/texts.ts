import { defineCatalogue } from '../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** What the API says for every route: access, framework errors, faults (./locales). */
export const serverHttpText = defineCatalogue<typeof en>(
  'server-http',
  english,
  (language) => import(`./locales/${language}.po`),
);
