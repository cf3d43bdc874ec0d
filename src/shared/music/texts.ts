import { defineCatalogue } from '../i18n/catalogue';
import en from './locales/en';

/** The song requests' and the jukebox's shared texts (./locales). */
export const musicText = defineCatalogue('shared-music', en, { es: () => import('./locales/es') });
