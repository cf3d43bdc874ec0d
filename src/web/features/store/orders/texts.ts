import { defineCatalogue } from '../../../../shared/i18n/catalogue';
import en from './locales/en';

/** The order texts: the invoice, Manage Purchases and its processing, the teacher's cart for a student (./locales). */
export const ordersText = defineCatalogue('store-orders', en, { es: () => import('./locales/es') });
