import { defineCatalogue } from '../../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** What's New: the dialog and its changelog (./locales). */
export const whatsNewText = defineCatalogue<typeof en>(
  'whats-new',
  english,
  (language) => import(`./locales/${language}.po`),
);
