import { defineCatalogue } from '../../../shared/i18n/catalogue';
import en from './locales/en';

/** The scores' texts: import, assignment data and the Economy View (./locales). */
export const scoresText = defineCatalogue('scores', en, { es: () => import('./locales/es') });
