import { defineCatalogue } from '../../../shared/i18n/catalogue';
import en from './locales/en';

/** The store's own server texts: refusals, ledger entries, notifications and the order e-mail (./locales). */
export const serverStoreText = defineCatalogue('server-store', en, { es: () => import('./locales/es') });
