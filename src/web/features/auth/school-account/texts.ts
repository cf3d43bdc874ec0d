import { defineCatalogue } from '../../../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/**
 * Unlinking a person's school account (./locales): a catalogue of its own, for the admin's pages
 * (Manage Teachers, a student's record), so the login page never downloads it.
 */
export const schoolAccountText = defineCatalogue<typeof en>(
  'auth-school-account',
  english,
  (language) => import(`./locales/${language}.po`),
);
