import { defineCatalogue } from '../../../shared/i18n/catalogue';
import en from './locales/en';

/** The account server's refusals (./locales). */
export const serverAccountText = defineCatalogue('server-account', en, { es: () => import('./locales/es') });
