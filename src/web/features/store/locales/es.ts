import type { TTranslation } from '../../../../shared/i18n/catalogue';
import type en from './en';

export default {
  viewProducts: 'Ver productos',
  noMatch: 'Ningún producto coincide con tu búsqueda',
  noProductsYet: 'Tu docente todavía no ha agregado productos',
  onlyLeft: '{count, plural, one {solo queda #} other {solo quedan #}}',
  limit: '(Límite {max})',
  products: 'Productos',
  search: 'Buscar productos',
  clearSearch: 'Borrar búsqueda',
  maxLimitReached: 'Llegaste al límite',
  addToCart: 'Agregar al carrito',
  yourOrders: 'Tus pedidos',
  checkout: 'Pagar',
  status: 'Estado',
  actions: 'Acciones',
  loading: 'Cargando...',
  noPhoto: '{name} (sin foto)',
} satisfies TTranslation<typeof en>;
