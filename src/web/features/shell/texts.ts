import { defineCatalogue } from '../../../shared/i18n/catalogue';
import en from './locales/en';

/** The frame of every signed-in page (./locales). */
export const shellText = defineCatalogue('shell', en, { es: () => import('./locales/es') });
