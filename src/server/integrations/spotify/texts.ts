import { defineCatalogue } from '../../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** Why Spotify can't be reached from this server, for the teacher's settings (./locales). */
export const serverSpotifyText = defineCatalogue<typeof en>(
  'server-spotify',
  english,
  (language) => import(`./locales/${language}.po`),
);
