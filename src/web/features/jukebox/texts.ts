import { defineCatalogue } from '../../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** The jukebox's dialogs and the settings' Spotify part (./locales). */
export const jukeboxText = defineCatalogue<typeof en>(
  'jukebox',
  english,
  (language) => import(`./locales/${language}.po`),
);
