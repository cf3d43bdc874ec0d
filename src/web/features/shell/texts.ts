import { defineCatalogue } from '../../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** The frame of every signed-in page (./locales). */
export const shellText = defineCatalogue<typeof en>('shell', english, (language) => import(`./locales/${language}.po`));
