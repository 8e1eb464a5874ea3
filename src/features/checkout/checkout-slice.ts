import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { failed, idle, loading, succeeded, type Remote } from '../../lib/remote';
import { logoutSucceeded, signInSucceeded } from '../session/session-slice';
import type { CheckoutData, ConfirmOrderBody } from './checkout-api';

/**
 * Placing the order: `placing` while confirm-order is on its way, `checking` while a lost answer
 * is read back, `lost` when the read-back found no order (retry offered), `done` once the orders
 * exist (the screen has moved on to payment).
 */
export type PlaceStatus = 'idle' | 'placing' | 'checking' | 'lost' | 'done';

export interface CheckoutState {
  data: Remote<CheckoutData>;
  /** `user/find/shipping_cost` for the chosen shipping address (area-based fees), by address key. */
  area: { key: string | null; status: 'idle' | 'loading' | 'succeeded' | 'failed'; cost: number | string | null };
  place: PlaceStatus;
  /**
   * The total the summary showed when Place order was pressed (exact decimal text, base currency):
   * the payment page compares the orders' own total with it.
   */
  placedTotal: string | null;
}

/** Open or reload the checkout; `begin` = a new visit (begin_checkout is reported once for it). */
export const checkoutRequested = createAction<{ cartPage?: string; begin?: boolean }>('checkout/requested');
export const areaCostRequested = createAction<{ key: string; cityId: number }>('checkout/areaCostRequested');
/** Place order: the body, how the order is collected (for add_shipping_info) and the total the summary showed. */
export const placeOrderRequested = createAction<{ body: ConfirmOrderBody; tier: 'delivery' | 'pickup'; shownTotal: string }>(
  'checkout/placeOrderRequested',
);

export const initialCheckoutState: CheckoutState = {
  data: idle(),
  area: { key: null, status: 'idle', cost: null },
  place: 'idle',
  placedTotal: null,
};

export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialCheckoutState,
  reducers: {
    checkoutStarted(state, action: PayloadAction<{ fresh: boolean }>) {
      // A new visit starts clean: no "order placed" state from an earlier one survives.
      if (action.payload.fresh) {
        state.place = 'idle';
        state.area = initialCheckoutState.area;
        state.placedTotal = null;
      }
      state.data = loading(action.payload.fresh ? undefined : state.data);
    },
    checkoutLoaded(state, action: PayloadAction<CheckoutData>) {
      state.data = succeeded(action.payload);
    },
    checkoutFailed(state, action: PayloadAction<string>) {
      state.data = failed(action.payload, state.data);
    },
    areaCostStarted(state, action: PayloadAction<string>) {
      state.area = { key: action.payload, status: 'loading', cost: null };
    },
    areaCostLoaded(state, action: PayloadAction<{ key: string; cost: number | string }>) {
      if (state.area.key === action.payload.key) state.area = { key: action.payload.key, status: 'succeeded', cost: action.payload.cost };
    },
    areaCostFailed(state, action: PayloadAction<string>) {
      if (state.area.key === action.payload) state.area.status = 'failed';
    },
    placeStatusChanged(state, action: PayloadAction<PlaceStatus>) {
      state.place = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(placeOrderRequested, (state, action) => {
      state.placedTotal = action.payload.shownTotal;
    });
    builder.addCase(signInSucceeded, () => initialCheckoutState).addCase(logoutSucceeded, () => initialCheckoutState);
  },
});

declare module '../../app/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof checkoutSlice> {}
}

export const { checkoutStarted, checkoutLoaded, checkoutFailed, areaCostStarted, areaCostLoaded, areaCostFailed, placeStatusChanged } =
  checkoutSlice.actions;
