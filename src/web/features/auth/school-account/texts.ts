import { defineCatalogue } from '../../../../shared/i18n/catalogue';
import en from './locales/en';

/**
 * Unlinking a person's school account (./locales): a catalogue of its own, for the admin's pages
 * (Manage Teachers, a student's record), so the login page never downloads it.
 */
export const schoolAccountText = defineCatalogue('auth-school-account', en, { es: () => import('./locales/es') });
