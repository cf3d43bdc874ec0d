import { defineCatalogue } from '../../../../shared/i18n/catalogue';
import en from './locales/en';

/**
 * A student's account as the student and their teachers read it: the profile, the subtotals and the
 * transactions' heading. Their own catalogue, so a student's page does not download Manage Accounts'
 * texts.
 */
export const accountViewText = defineCatalogue('account-view', en, { es: () => import('./locales/es') });
