import { defineCatalogue } from '../../../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/**
 * A student's account as the student and their teachers read it: the profile, the subtotals and the
 * transactions' heading. Their own catalogue, so a student's page does not download Manage Accounts'
 * texts.
 */
export const accountViewText = defineCatalogue<typeof en>(
  'account-view',
  english,
  (language) => import(`./locales/${language}.po`),
);
