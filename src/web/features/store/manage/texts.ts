import { defineCatalogue } from '../../../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/**
 * The teacher's product management: the products table and grid, the product dialog, quick edits and
 * stock. Apart from the store's texts, so a student's store does not download them.
 */
export const storeManageText = defineCatalogue<typeof en>(
  'store-manage',
  english,
  (language) => import(`./locales/${language}.po`),
);
