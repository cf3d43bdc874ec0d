import { defineCatalogue } from '../../../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/**
 * A course's name and the course picker's label (./locales): a catalogue of their own because
 * every role's pages show them (a student's account, the store, the jukebox), and those pages
 * should not download the courses page's texts, in English or in Spanish, for three of them.
 */
export const courseLabelsText = defineCatalogue<typeof en>(
  'course-labels',
  english,
  (language) => import(`./locales/${language}.po`),
);
