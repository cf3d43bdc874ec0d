import { defineCatalogue } from '../i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** The store's checks the server and the web app share (src/shared/store.ts; ./locales). */
export const sharedStoreText = defineCatalogue<typeof en>(
  'shared-store',
  english,
  (language) => import(`./locales/${language}.po`),
);
