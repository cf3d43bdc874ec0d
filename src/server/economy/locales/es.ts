import type { TTranslation } from '../../../shared/i18n/catalogue';
import type en from './en';

export default {
  insufficientFunds: '¡No te alcanzan los puntos! Tienes {balance}',
  productGone: 'Un producto de tu carrito ya no está disponible',
  outOfStock: '{product} está agotado',
  onlyLeft: '{quantity, plural, one {Solo queda # de {product}} other {Solo quedan # de {product}}}',
  priceChanged: 'El precio de {product} acaba de cambiar: revisa tu carrito',
  cartChanged: 'Tu carrito cambió mientras pagabas: inténtalo otra vez',
} satisfies TTranslation<typeof en>;
