import type { TTranslation } from '../../i18n/catalogue';
import type en from './en';

export default {
  atLeastOne: 'Debe ser al menos 1',
  cartEmpty: 'Tu carrito está vacío',
} satisfies TTranslation<typeof en>;
