import { defineCatalogue } from '../../../shared/i18n/catalogue';
import en from './locales/en';

/** The store's texts: the catalogue, the cart and checkout, the student's orders, the teacher's products (./locales). */
export const storeText = defineCatalogue('store', en, { es: () => import('./locales/es') });
