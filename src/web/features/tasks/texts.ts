import { defineCatalogue } from '../../../shared/i18n/catalogue';
import en from './locales/en';

/** Manage Assignments' texts (./locales). */
export const tasksText = defineCatalogue('tasks', en, { es: () => import('./locales/es') });
