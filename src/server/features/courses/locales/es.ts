import type { TTranslation } from '../../../../shared/i18n/catalogue';
import type en from './en';

export default {
  periodUsed: 'ya lo usa otro de tus cursos',
  notFound: 'no se encontró',
} satisfies TTranslation<typeof en>;
