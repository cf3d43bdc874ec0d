import { defineCatalogue } from '../../../shared/i18n/catalogue';
import en from './locales/en';

/** What's New: the dialog and its changelog (./locales). */
export const whatsNewText = defineCatalogue('whats-new', en, { es: () => import('./locales/es') });
