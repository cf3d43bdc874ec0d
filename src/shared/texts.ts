import { defineCatalogue } from './i18n/catalogue';
import en from './locales/en';

/** The texts the server and the web app share (./locales). */
export const sharedText = defineCatalogue('shared', en, { es: () => import('./locales/es') });
