import { defineCatalogue } from '../../../shared/i18n/catalogue';
import en from './locales/en';

/** The courses server's refusals (./locales). */
export const serverCoursesText = defineCatalogue('server-courses', en, { es: () => import('./locales/es') });
