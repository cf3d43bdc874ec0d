import { defineCatalogue } from '../../../shared/i18n/catalogue';
import en from './locales/en';

/** The teacher export's section and column titles (./locales). */
export const exportText = defineCatalogue('server-export', en, { es: () => import('./locales/es') });
