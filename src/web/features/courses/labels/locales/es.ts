import type { TTranslation } from '../../../../../shared/i18n/catalogue';
import type en from './en';

export default {
  periodName: 'Periodo {period} · {name}',
  labelWithCount: '{label} · {count, plural, one {# estudiante} other {# estudiantes}}',
  selectCourse: 'Elige un curso',
} satisfies TTranslation<typeof en>;
