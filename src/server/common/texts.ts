import { defineCatalogue } from '../../shared/i18n/catalogue';
import en from './locales/en';

/** What erasure (P42) leaves in others' rows, as stored messages (./locales). */
export const serverErasureText = defineCatalogue('server-erasure', en, { es: () => import('./locales/es') });
