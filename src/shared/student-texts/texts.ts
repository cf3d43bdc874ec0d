import { defineCatalogue } from '../i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** The courses' and students' texts the server and the web app share (./locales). */
export const studentsText = defineCatalogue<typeof en>(
  'shared-students',
  english,
  (language) => import(`./locales/${language}.po`),
);
