import { defineCatalogue } from '../../../shared/i18n/catalogue';
import en from './locales/en';

/** The jukebox's dialogs and the settings' Spotify part (./locales). */
export const jukeboxText = defineCatalogue('jukebox', en, { es: () => import('./locales/es') });
