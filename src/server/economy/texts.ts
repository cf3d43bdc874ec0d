import { defineCatalogue } from '../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** The economy kernel's refusals (./locales). */
export const serverEconomyText = defineCatalogue<typeof en>(
  'server-economy',
  english,
  (language) => import(`./locales/${language}.po`),
);
