import { defineCatalogue } from '../../../shared/i18n/catalogue';
import en from './locales/en';

/** The song requests' refusals, notifications and e-mail (./locales). */
export const serverSongsText = defineCatalogue('server-songs', en, { es: () => import('./locales/es') });
