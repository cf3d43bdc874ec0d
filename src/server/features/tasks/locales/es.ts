import type { TTranslation } from '../../../../shared/i18n/catalogue';
import type en from './en';

export default {
  titleTaken: 'ya lo usa otra tarea de este curso',
} satisfies TTranslation<typeof en>;
