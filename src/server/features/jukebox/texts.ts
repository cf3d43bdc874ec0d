import { defineCatalogue } from '../../../shared/i18n/catalogue';
import en from './locales/en';

/** The jukebox's own server texts: refusals, Spotify's failures in words, ledger lines (./locales). */
export const serverJukeboxText = defineCatalogue('server-jukebox', en, { es: () => import('./locales/es') });
