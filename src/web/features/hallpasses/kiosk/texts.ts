import { defineCatalogue } from '../../../../shared/i18n/catalogue';
import en from './locales/en';

/** The kiosk board's texts, shared with the classroom kiosk (./locales). */
export const kioskBoardText = defineCatalogue('hallpasses-kiosk', en, { es: () => import('./locales/es') });
