import { defineCatalogue } from '../../../shared/i18n/catalogue';
import type en from './locales/en';
import { messages as english } from './locales/en.po';

/** The texts of a class's other adults, co-teachers and substitutes, as its teacher manages them (./locales). */
export const sharedClassText = defineCatalogue<typeof en>(
  'shared-class',
  english,
  (language) => import(`./locales/${language}.po`),
);
