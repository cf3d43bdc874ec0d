import { defineCatalogue } from '../i18n/catalogue';
import en from './locales/en';

/** The hall pass texts the server and the web app share (./locales). */
export const hallText = defineCatalogue('shared-hall', en, { es: () => import('./locales/es') });
