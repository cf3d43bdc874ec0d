import { defineCatalogue } from '../../../shared/i18n/catalogue';
import en from './locales/en';

/** Manage Courses' texts (./locales). */
export const coursesText = defineCatalogue('courses', en, { es: () => import('./locales/es') });
