import { defineCatalogue } from '../i18n/catalogue';
import en from './locales/en';

/** The validation messages of the class settings and the retention settings (./locales). */
export const settingsRulesText = defineCatalogue('shared-settings', en, { es: () => import('./locales/es') });
