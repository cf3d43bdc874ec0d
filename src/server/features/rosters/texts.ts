import { defineCatalogue } from '../../../shared/i18n/catalogue';
import en from './locales/en';

/** The roster upload's refusals (./locales). */
export const serverRostersText = defineCatalogue('server-rosters', en, { es: () => import('./locales/es') });
