import { defineCatalogue } from '../../../shared/i18n/catalogue';
import en from './locales/en';

/** Manage Teachers' refusals and migration reports (./locales). */
export const serverTeachersText = defineCatalogue('server-teachers', en, { es: () => import('./locales/es') });
