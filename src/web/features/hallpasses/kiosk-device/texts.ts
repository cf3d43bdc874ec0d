import { defineCatalogue } from '../../../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** The classroom kiosk device's texts (./locales). */
export const kioskDeviceText = defineCatalogue<typeof en>(
  'hallpasses-kiosk-device',
  english,
  (language) => import(`./locales/${language}.po`),
);
