import { inLanguage } from '../../i18n/text-host';
import { defineCatalogue } from '../../../shared/i18n/catalogue';
import en from './locales/en';

/** The hall pass server's own texts (./locales). */
export const serverHallText = defineCatalogue('server-hallpasses', en, { es: () => import('./locales/es') });

/**
 * Texts stored in the ledger or a notification: written in English, as every stored text is so far,
 * since the one who reads them later (the student) is not the one whose request writes them.
 */
export function stored<T>(work: () => T): T {
  return inLanguage('en', work);
}
