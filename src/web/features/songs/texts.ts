import { defineCatalogue } from '../../../shared/i18n/catalogue';
import en from './locales/en';

/** The song requests' pages and dialogs (./locales). */
export const songsText = defineCatalogue('songs', en, { es: () => import('./locales/es') });
