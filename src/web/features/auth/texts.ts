import { defineCatalogue } from '../../../shared/i18n/catalogue';
import en from './locales/en';

/** The sign-in pages' texts (./locales). */
export const authText = defineCatalogue('auth', en, { es: () => import('./locales/es') });
