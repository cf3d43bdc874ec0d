import { defineCatalogue } from '../i18n/catalogue';
import en from './locales/en';

/** The gradebook import's refusals and warnings, and the formats' names (./locales). */
export const gradebookText = defineCatalogue('shared-gradebook', en, { es: () => import('./locales/es') });
