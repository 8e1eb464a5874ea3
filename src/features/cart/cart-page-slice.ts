import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { AppliedCoupon, SellerGroup } from '../../types/cart';
import { isSessionReset } from '../session/session-slice';
import type { OfferedCoupon } from './cart-page-api';

/**
 * The cart page's part of the cart: seller groups and applied coupons of the last answer. The
 * lines themselves live in the core cart slice (the header's count reads them), and every answer
 * replaces them there, so the page and the count never disagree.
 */
export interface SellerCoupons {
  items: OfferedCoupon[];
  nextPageUrl: string | null;
  page: number;
  status: 'idle' | 'loading' | 'ready' | 'failed';
}

export interface CartPageState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  error: string | null;
  checkouts: Record<string, SellerGroup>;
  coupons: AppliedCoupon[];
  /** Lines with a step or removal under way (one request per line at a time). */
  busyLines: number[];
  /** Seller ids whose coupon box has a request under way. */
  couponBusy: number[];
  /** The last refusal per seller's coupon box. */
  couponErrors: Record<string, string>;
  /** Per line: the last step that went beyond a limit (shown beside its stepper). */
  lineNotes: Record<string, string>;
  sellerCoupons: Record<string, SellerCoupons>;
}

export const cartPageRequested = createAction('cartPage/requested');
export const lineStepRequested = createAction<{ id: number; step: 1 | -1 }>('cartPage/lineStepRequested');
export const lineRemoveRequested = createAction<{ id: number }>('cartPage/lineRemoveRequested');
export const couponApplyRequested = createAction<{ sellerId: number; code: string }>('cartPage/couponApplyRequested');
export const couponRemoveRequested = createAction<{ sellerId: number; couponId: number }>('cartPage/couponRemoveRequested');
export const sellerCouponsRequested = createAction<{ sellerId: number; more?: boolean }>('cartPage/sellerCouponsRequested');

export const initialCartPageState: CartPageState = {
  status: 'idle',
  error: null,
  checkouts: {},
  coupons: [],
  busyLines: [],
  couponBusy: [],
  couponErrors: {},
  lineNotes: {},
  sellerCoupons: {},
};

const without = (ids: number[], id: number) => ids.filter((x) => x !== id);

export const cartPageSlice = createSlice({
  name: 'cartPage',
  initialState: initialCartPageState,
  reducers: {
    pageLoadStarted(state) {
      state.status = 'loading';
      state.error = null;
    },
    pageLoadFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    /** Seller groups and applied coupons of any cart answer (the lines go to the core slice). */
    cartAnswered(state, action: PayloadAction<{ checkouts: Record<string, SellerGroup>; coupons: AppliedCoupon[] }>) {
      state.status = 'ready';
      state.checkouts = action.payload.checkouts;
      state.coupons = action.payload.coupons;
    },
    lineSettled(state, action: PayloadAction<{ id: number; note?: string }>) {
      state.busyLines = without(state.busyLines, action.payload.id);
      if (action.payload.note) state.lineNotes[action.payload.id] = action.payload.note;
      else delete state.lineNotes[action.payload.id];
    },
    lineNoted(state, action: PayloadAction<{ id: number; note: string | null }>) {
      if (action.payload.note) state.lineNotes[action.payload.id] = action.payload.note;
      else delete state.lineNotes[action.payload.id];
    },
    couponSettled(state, action: PayloadAction<{ sellerId: number; error?: string }>) {
      state.couponBusy = without(state.couponBusy, action.payload.sellerId);
      if (action.payload.error) state.couponErrors[action.payload.sellerId] = action.payload.error;
      else delete state.couponErrors[action.payload.sellerId];
    },
    sellerCouponsLoaded(
      state,
      action: PayloadAction<{ sellerId: number; page: number; items: OfferedCoupon[]; nextPageUrl: string | null }>,
    ) {
      const { sellerId, page, items, nextPageUrl } = action.payload;
      const before = page > 1 ? (state.sellerCoupons[sellerId]?.items ?? []) : [];
      const known = new Set(before.map((c) => c.id));
      state.sellerCoupons[sellerId] = { items: [...before, ...items.filter((c) => !known.has(c.id))], nextPageUrl, page, status: 'ready' };
    },
    sellerCouponsFailed(state, action: PayloadAction<{ sellerId: number }>) {
      const list = state.sellerCoupons[action.payload.sellerId];
      if (list) list.status = 'failed';
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(lineStepRequested, (state, action) => {
        if (!state.busyLines.includes(action.payload.id)) state.busyLines.push(action.payload.id);
      })
      .addCase(lineRemoveRequested, (state, action) => {
        if (!state.busyLines.includes(action.payload.id)) state.busyLines.push(action.payload.id);
      })
      .addCase(couponApplyRequested, (state, action) => {
        if (!state.couponBusy.includes(action.payload.sellerId)) state.couponBusy.push(action.payload.sellerId);
      })
      .addCase(couponRemoveRequested, (state, action) => {
        if (!state.couponBusy.includes(action.payload.sellerId)) state.couponBusy.push(action.payload.sellerId);
      })
      .addCase(sellerCouponsRequested, (state, action) => {
        const list = state.sellerCoupons[action.payload.sellerId];
        if (list) list.status = 'loading';
        else state.sellerCoupons[action.payload.sellerId] = { items: [], nextPageUrl: null, page: 0, status: 'loading' };
      })
      // Another shopper (or none): the groups and coupons are someone else's.
      .addMatcher(isSessionReset, () => initialCartPageState);
  },
});

declare module '../../app/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof cartPageSlice> {}
}

export const {
  pageLoadStarted,
  pageLoadFailed,
  cartAnswered,
  lineSettled,
  lineNoted,
  couponSettled,
  sellerCouponsLoaded,
  sellerCouponsFailed,
} = cartPageSlice.actions;
