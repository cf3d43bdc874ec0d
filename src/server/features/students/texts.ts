import { defineCatalogue } from '../../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** The students server's refusals (./locales). */
export const serverStudentsText = defineCatalogue<typeof en>(
  'server-students',
  english,
  (language) => import(`./locales/${language}.po`),
);
