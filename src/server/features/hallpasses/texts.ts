import { defineCatalogue } from '../../../shared/i18n/catalogue';
import en from './locales/en';

/** The hall pass server's own texts (./locales). */
export const serverHallText = defineCatalogue('server-hallpasses', en, { es: () => import('./locales/es') });
