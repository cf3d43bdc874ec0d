import { defineCatalogue } from '../../../../shared/i18n/catalogue';
import en from './locales/en';

/**
 * The student's cart, checkout and orders, downloaded with those dialogs when first opened rather than
 * with the store's products.
 */
export const storeCheckoutText = defineCatalogue('store-checkout', en, { es: () => import('./locales/es') });
