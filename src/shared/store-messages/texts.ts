import { defineCatalogue } from '../i18n/catalogue';
import en from './locales/en';

/** The store's checks the server and the web app share (src/shared/store.ts; ./locales). */
export const sharedStoreText = defineCatalogue('shared-store', en, { es: () => import('./locales/es') });
