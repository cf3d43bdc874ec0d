import { defineCatalogue } from '../i18n/catalogue';
import en from './locales/en';

/** Reading a CSV file a teacher or the admin uploads, and the lists its messages name (./locales). */
export const csvText = defineCatalogue('shared-csv', en, { es: () => import('./locales/es') });
