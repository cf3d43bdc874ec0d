import { defineCatalogue } from '../../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** The roster upload's refusals (./locales). */
export const serverRostersText = defineCatalogue<typeof en>(
  'server-rosters',
  english,
  (language) => import(`./locales/${language}.po`),
);
