// What other features may use from payment.
export { METHOD_TEXTS } from './method-texts';
export { offeredRedirectMethods, redirectMethod, startUrl, type RedirectMethod } from './payment-methods';
export { offeredRechargeSdkMethods, sdkMethod } from './sdk/sdk-methods';
export { runProvider } from './sdk/sdk-sagas';
export { sdkSlot, setSdkSlot } from './sdk/sdk-slot';
export type { SdkJob } from './sdk/sdk-job';
