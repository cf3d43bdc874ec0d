import { defineCatalogue } from '../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** What a failed request says when the server's own words did not arrive (./locales). */
export const apiText = defineCatalogue<typeof en>('api', english, (language) => import(`./locales/${language}.po`));
