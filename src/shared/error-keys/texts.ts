import { defineCatalogue } from '../i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** How an error list names the error keys people meet (./locales): `currentPassword` is 'Contraseña actual'. */
export const errorKeysText = defineCatalogue<typeof en>(
  'error-keys',
  english,
  (language) => import(`./locales/${language}.po`),
);
