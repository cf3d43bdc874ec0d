import { defineCatalogue } from '../../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** The song requests' refusals, notifications and e-mail (./locales). */
export const serverSongsText = defineCatalogue<typeof en>(
  'server-songs',
  english,
  (language) => import(`./locales/${language}.po`),
);
