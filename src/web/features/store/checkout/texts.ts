import { defineCatalogue } from '../../../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/**
 * The student's cart, checkout and orders, downloaded with those dialogs when first opened rather than
 * with the store's products.
 */
export const storeCheckoutText = defineCatalogue<typeof en>(
  'store-checkout',
  english,
  (language) => import(`./locales/${language}.po`),
);
