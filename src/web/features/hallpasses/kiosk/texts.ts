import { defineCatalogue } from '../../../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** The kiosk board's texts, shared with the classroom kiosk (./locales). */
export const kioskBoardText = defineCatalogue<typeof en>(
  'hallpasses-kiosk',
  english,
  (language) => import(`./locales/${language}.po`),
);
