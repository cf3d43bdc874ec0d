import { defineCatalogue } from '../../../../shared/i18n/catalogue';
import en from './locales/en';

/** The classroom kiosk device's texts (./locales). */
export const kioskDeviceText = defineCatalogue('hallpasses-kiosk-device', en, { es: () => import('./locales/es') });
