import { defineCatalogue } from '../i18n/catalogue';
import en from './locales/en';

/** How an error list names the error keys people meet (./locales): `currentPassword` is 'Contraseña actual'. */
export const errorKeysText = defineCatalogue('error-keys', en, { es: () => import('./locales/es') });
