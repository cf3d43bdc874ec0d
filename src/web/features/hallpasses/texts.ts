import { defineCatalogue } from '../../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** The passes page's texts, Buy a pass and the emergency notices (./locales). */
export const hallpassesText = defineCatalogue<typeof en>(
  'hallpasses',
  english,
  (language) => import(`./locales/${language}.po`),
);
