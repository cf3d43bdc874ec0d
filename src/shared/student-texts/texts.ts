import { defineCatalogue } from '../i18n/catalogue';
import en from './locales/en';

/** The courses' and students' texts the server and the web app share (./locales). */
export const studentsText = defineCatalogue('shared-students', en, { es: () => import('./locales/es') });
