import { defineCatalogue } from '../../../shared/i18n/catalogue';
import en from './locales/en';

/** Why Spotify can't be reached from this server, for the teacher's settings (./locales). */
export const serverSpotifyText = defineCatalogue('server-spotify', en, { es: () => import('./locales/es') });
