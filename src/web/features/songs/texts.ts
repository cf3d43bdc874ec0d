import { defineCatalogue } from '../../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** The song requests' pages and dialogs (./locales). */
export const songsText = defineCatalogue<typeof en>('songs', english, (language) => import(`./locales/${language}.po`));
