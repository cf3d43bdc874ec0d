import { inLanguage } from '../../i18n/text-host';
import { defineCatalogue } from '../../../shared/i18n/catalogue';
import en from './locales/en';

/** The hall pass server's own texts (./locales). */
export const serverHallText = defineCatalogue('server-hallpasses', en, { es: () => import('./locales/es') });

/**
 * Ledger lines: written in English, since the one who reads them later (the student, their teacher,
 * an export) is not the one whose request writes them. Notifications keep their message instead and
 * are read in their reader's language (src/server/i18n/stored-text.ts).
 */
export function stored<T>(work: () => T): T {
  return inLanguage('en', work);
}
