import { defineCatalogue } from '../../../shared/i18n/catalogue';
import en from './locales/en';

/** The Rosters page's texts (./locales). */
export const rostersText = defineCatalogue('rosters', en, { es: () => import('./locales/es') });
