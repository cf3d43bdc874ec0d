import { defineCatalogue } from '../../../../shared/i18n/catalogue';
import en from './locales/en';

/** The Prime banner, offer and welcome texts (./locales). */
export const primeText = defineCatalogue('store-prime', en, { es: () => import('./locales/es') });
