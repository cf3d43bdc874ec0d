import { defineCatalogue } from '../../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** The sign-in pages' texts (./locales). */
export const authText = defineCatalogue<typeof en>('auth', english, (language) => import(`./locales/${language}.po`));
