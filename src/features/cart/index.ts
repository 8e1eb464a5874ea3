// The cart feature's public surface beyond its slice (actions) and selectors.
export { AddToCartButton, renderAddToCart } from './components/AddToCartButton';
export { reconcileCart } from './cart-sagas';
