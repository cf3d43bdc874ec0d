import { defineCatalogue } from '../../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** Manage Courses' texts (./locales). */
export const coursesText = defineCatalogue<typeof en>(
  'courses',
  english,
  (language) => import(`./locales/${language}.po`),
);
