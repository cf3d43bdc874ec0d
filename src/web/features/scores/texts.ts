import { defineCatalogue } from '../../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** The scores' texts: import, assignment data and the Economy View (./locales). */
export const scoresText = defineCatalogue<typeof en>(
  'scores',
  english,
  (language) => import(`./locales/${language}.po`),
);
