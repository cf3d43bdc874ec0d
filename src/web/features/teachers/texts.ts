import { defineCatalogue } from '../../../shared/i18n/catalogue';
import en from './locales/en';

/** Manage Teachers' texts (./locales). */
export const teachersText = defineCatalogue('teachers', en, { es: () => import('./locales/es') });
