import { defineCatalogue } from '../../../shared/i18n/catalogue';
import en from './locales/en';

/** The ledger's texts (./locales). */
export const ledgerText = defineCatalogue('ledger', en, { es: () => import('./locales/es') });
