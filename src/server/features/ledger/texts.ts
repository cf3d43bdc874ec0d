import { defineCatalogue } from '../../../shared/i18n/catalogue';
import en from './locales/en';

/** The ledger's refusals and its notifications' titles (./locales). */
export const serverLedgerText = defineCatalogue('server-ledger', en, { es: () => import('./locales/es') });
