import { defineCatalogue } from '../../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** The courses server's refusals (./locales). */
export const serverCoursesText = defineCatalogue<typeof en>(
  'server-courses',
  english,
  (language) => import(`./locales/${language}.po`),
);
