import type { TTranslation } from '../../i18n/catalogue';
import type en from './en';

export default {
  cartEmpty: 'Tu carrito está vacío',
} satisfies TTranslation<typeof en>;
