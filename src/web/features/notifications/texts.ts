import { defineCatalogue } from '../../../shared/i18n/catalogue';
import en from './locales/en';

/** The notification center's texts (./locales). */
export const notificationsText = defineCatalogue('notifications', en, { es: () => import('./locales/es') });
