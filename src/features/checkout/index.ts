// What other features may use from checkout.
export { checkoutFeature } from './checkout-feature';
