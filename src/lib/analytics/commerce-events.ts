/**
 * What the shopper did, for the host page's analytics (GA4 ecommerce events into its dataLayer).
 * The buying screens dispatch these at the moment they happen; features/analytics turns them into
 * events, so no screen knows about dataLayer and no event carries personal data.
 */
import { createAction } from '@reduxjs/toolkit';
import type { CartLine } from '../../types/cart';
import type { Order } from '../../types/orders';

/** The cart page showed its lines (`view_cart`). */
export const cartViewed = createAction<{ lines: CartLine[] }>('analytics/cartViewed');
/** Quantity taken out of the cart: a removed line, or a − step (`remove_from_cart`). */
export const cartLineReduced = createAction<{ line: CartLine; quantity: number }>('analytics/cartLineReduced');
/** The checkout page opened with these lines (`begin_checkout`). */
export const checkoutBegun = createAction<{ lines: CartLine[] }>('analytics/checkoutBegun');
/** confirm-order succeeded with home delivery or a pickup hub (`add_shipping_info`). */
export const shippingInfoAdded = createAction<{ lines: CartLine[]; tier: 'delivery' | 'pickup' }>('analytics/shippingInfoAdded');
/** The shopper chose how to pay and sent it (`add_payment_info`). */
export const paymentInfoAdded = createAction<{ orders: Order[]; paymentType: string }>('analytics/paymentInfoAdded');
/** The invoice of paid-for (or cash-on-delivery) orders was shown (`purchase`, once per order). */
export const purchaseShown = createAction<{ orders: Order[] }>('analytics/purchaseShown');
