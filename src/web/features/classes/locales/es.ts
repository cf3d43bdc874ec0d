import type { TTranslation } from '../../../../shared/i18n/catalogue';
import type en from './en';

export default {
  details: 'Periodo {period} · {teacher}',
  chooseClass: 'Elige tu clase',
  chooseClassHelp: 'Tus puntos, la tienda y los pases son distintos en cada clase.',
  switchLabel: 'Clase: {name}, {details}. Cambiar de clase',
} satisfies TTranslation<typeof en>;
