import { defineCatalogue } from '../../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** The change history's texts (./locales). */
export const auditText = defineCatalogue<typeof en>('audit', english, (language) => import(`./locales/${language}.po`));
