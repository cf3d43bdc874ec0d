import { defineCatalogue } from '../../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** The jukebox's own server texts: refusals, Spotify's failures in words, ledger lines (./locales). */
export const serverJukeboxText = defineCatalogue<typeof en>(
  'server-jukebox',
  english,
  (language) => import(`./locales/${language}.po`),
);
