import { defineCatalogue } from '../../../shared/i18n/catalogue';
import en from './locales/en';

/** Manage Accounts' and the student account page's texts (./locales). */
export const accountsText = defineCatalogue('accounts', en, { es: () => import('./locales/es') });
