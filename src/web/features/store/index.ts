import { dialogOnDemand } from '../../dialog-on-demand';

// What other features may use of the store (products, orders, Prime). The purchase dialog
// downloads when first opened.
export const CartPurchaseDialog = dialogOnDemand(
  () => import('./orders/cart-purchase-dialog'),
  'CartPurchaseDialog',
  (props) => props.student !== null,
);
export { QuickPurchaseProductPicker } from './orders/quick-purchase-product-picker';
export { SharedCourseOrders } from './orders/shared-course-orders';
