import { defineCatalogue } from '../../../shared/i18n/catalogue';
import en from './locales/en';

/** The students server's refusals (./locales). */
export const serverStudentsText = defineCatalogue('server-students', en, { es: () => import('./locales/es') });
