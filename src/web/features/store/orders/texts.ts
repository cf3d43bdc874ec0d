import { defineCatalogue } from '../../../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** The order texts: the invoice, Manage Purchases and its processing, the teacher's cart for a student (./locales). */
export const ordersText = defineCatalogue<typeof en>(
  'store-orders',
  english,
  (language) => import(`./locales/${language}.po`),
);
