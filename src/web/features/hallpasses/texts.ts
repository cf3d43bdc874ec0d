import { defineCatalogue } from '../../../shared/i18n/catalogue';
import en from './locales/en';

/** The passes page's texts, Buy a pass and the emergency notices (./locales). */
export const hallpassesText = defineCatalogue('hallpasses', en, { es: () => import('./locales/es') });
