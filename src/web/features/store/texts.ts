import { defineCatalogue } from '../../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** The store's texts: the catalogue, the cart and checkout, the student's orders, the teacher's products (./locales). */
export const storeText = defineCatalogue<typeof en>('store', english, (language) => import(`./locales/${language}.po`));
