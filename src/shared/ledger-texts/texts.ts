import { defineCatalogue } from '../i18n/catalogue';
import en from './locales/en';

/** The shared checks of the ledger, assessments and teachers (./locales). */
export const sharedLedgerText = defineCatalogue('shared-ledger', en, { es: () => import('./locales/es') });
