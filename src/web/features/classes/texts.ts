import { defineCatalogue } from '../../../shared/i18n/catalogue';
import en from './locales/en';

/** The class picker's and switcher's texts (./locales). */
export const classesText = defineCatalogue('classes', en, { es: () => import('./locales/es') });
