// What other features may use from payment.
export { METHOD_TEXTS } from './method-texts';
export { offeredRedirectMethods, redirectMethod, startUrl, type RedirectMethod } from './payment-methods';
