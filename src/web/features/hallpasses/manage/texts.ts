import { defineCatalogue } from '../../../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/**
 * The teacher's hall pass screens (./locales): Manage Hallpasses, its weekly report, the kiosks and
 * groups kept apart, and the pass dialogs. A catalogue of its own, so a student's page never
 * downloads the teacher's translations.
 */
export const manageHallpassesText = defineCatalogue<typeof en>(
  'hallpasses-manage',
  english,
  (language) => import(`./locales/${language}.po`),
);
