import { defineCatalogue } from '../../../shared/i18n/catalogue';
import en from './locales/en';

/** What signing in answers (./locales). */
export const serverAuthText = defineCatalogue('server-auth', en, { es: () => import('./locales/es') });
