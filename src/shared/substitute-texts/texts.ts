import { defineCatalogue } from '../i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** The substitute texts the server and the web app share (./locales): refusals and the audit's name. */
export const substituteText = defineCatalogue<typeof en>(
  'shared-substitutes',
  english,
  (language) => import(`./locales/${language}.po`),
);
