import { defineCatalogue } from '../../../shared/i18n/catalogue';
import en from './locales/en';

/** The change history's texts (./locales). */
export const auditText = defineCatalogue('audit', en, { es: () => import('./locales/es') });
