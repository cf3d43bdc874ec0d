import { defineCatalogue } from '../../../shared/i18n/catalogue';
import en from './locales/en';

/** The Record page's texts (./locales). */
export const recordsText = defineCatalogue('records', en, { es: () => import('./locales/es') });
