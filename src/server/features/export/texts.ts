import { defineCatalogue } from '../../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** The teacher export's section and column titles (./locales). */
export const exportText = defineCatalogue<typeof en>(
  'server-export',
  english,
  (language) => import(`./locales/${language}.po`),
);
