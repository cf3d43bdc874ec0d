import { defineCatalogue } from '../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** The texts of the parts every page uses (./locales). */
export const componentsText = defineCatalogue<typeof en>(
  'components',
  english,
  (language) => import(`./locales/${language}.po`),
);
