// What other features may use of the store (products, orders, Prime).
export { CartPurchaseDialog } from './orders/cart-purchase-dialog';
export { QuickPurchaseProductPicker } from './orders/quick-purchase-product-picker';
