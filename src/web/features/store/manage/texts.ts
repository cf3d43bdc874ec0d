import { defineCatalogue } from '../../../../shared/i18n/catalogue';
import en from './locales/en';

/**
 * The teacher's product management: the products table and grid, the product dialog, quick edits and
 * stock. Apart from the store's texts, so a student's store does not download them.
 */
export const storeManageText = defineCatalogue('store-manage', en, { es: () => import('./locales/es') });
