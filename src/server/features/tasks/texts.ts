import { defineCatalogue } from '../../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** What the assignments service says (./locales). */
export const serverTasksText = defineCatalogue<typeof en>(
  'server-tasks',
  english,
  (language) => import(`./locales/${language}.po`),
);
