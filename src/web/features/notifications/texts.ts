import { defineCatalogue } from '../../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** The notification center's texts (./locales). */
export const notificationsText = defineCatalogue<typeof en>(
  'notifications',
  english,
  (language) => import(`./locales/${language}.po`),
);
