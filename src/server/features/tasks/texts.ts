import { defineCatalogue } from '../../../shared/i18n/catalogue';
import en from './locales/en';

/** What the assignments service says (./locales). */
export const serverTasksText = defineCatalogue('server-tasks', en, { es: () => import('./locales/es') });
