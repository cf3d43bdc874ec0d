import { defineCatalogue } from '../../shared/i18n/catalogue';
import en from './locales/en';

/** The economy kernel's refusals (./locales). */
export const serverEconomyText = defineCatalogue('server-economy', en, { es: () => import('./locales/es') });
