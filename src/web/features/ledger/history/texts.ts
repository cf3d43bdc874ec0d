import { defineCatalogue } from '../../../../shared/i18n/catalogue';
import en from './locales/en';

/**
 * A student's transactions as every role reads them: the table and the types' names. Their own
 * catalogue, so a student's account does not download the teacher's dialogs' texts.
 */
export const ledgerHistoryText = defineCatalogue('ledger-history', en, { es: () => import('./locales/es') });
