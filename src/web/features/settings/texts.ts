import { defineCatalogue } from '../../../shared/i18n/catalogue';
import en from './locales/en';

/** The Settings page's texts, every role's sections (./locales). */
export const settingsText = defineCatalogue('settings', en, { es: () => import('./locales/es') });
