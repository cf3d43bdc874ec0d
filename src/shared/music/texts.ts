import { defineCatalogue } from '../i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** The song requests' and the jukebox's shared texts (./locales). */
export const musicText = defineCatalogue<typeof en>(
  'shared-music',
  english,
  (language) => import(`./locales/${language}.po`),
);
