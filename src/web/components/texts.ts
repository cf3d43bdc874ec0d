import { defineCatalogue } from '../../shared/i18n/catalogue';
import en from './locales/en';

/** The texts of the parts every page uses (./locales). */
export const componentsText = defineCatalogue('components', en, { es: () => import('./locales/es') });
