import { defineCatalogue } from '../../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** Manage Assignments' texts (./locales). */
export const tasksText = defineCatalogue<typeof en>('tasks', english, (language) => import(`./locales/${language}.po`));
