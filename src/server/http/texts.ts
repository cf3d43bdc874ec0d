import { defineCatalogue } from '../../shared/i18n/catalogue';
import en from './locales/en';

/** What the API says for every route: access, framework errors, faults (./locales). */
export const serverHttpText = defineCatalogue('server-http', en, { es: () => import('./locales/es') });
