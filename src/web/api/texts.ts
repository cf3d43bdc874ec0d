import { defineCatalogue } from '../../shared/i18n/catalogue';
import en from './locales/en';

/** What a failed request says when the server's own words did not arrive (./locales). */
export const apiText = defineCatalogue('api', en, { es: () => import('./locales/es') });
