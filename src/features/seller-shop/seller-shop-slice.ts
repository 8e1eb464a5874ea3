import { combineReducers, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { createPagedListsSlice, type PagedListsState } from '../../lib/paging/paged-lists';
import { isSessionReset } from '../session/session-slice';
import type { ShopCoupon, ShopData } from './seller-shop-api';

/**
 * A shop page's request: its coupons are a paged list keyed by the shop's slug (page 1 of
 * shop-page-data also brings the shop, so this list's status is the page's status).
 */
export const couponLists = createPagedListsSlice<ShopCoupon, 'shopCoupons'>('shopCoupons');
export const { requested: shopPageRequested, moreRequested: moreCouponsRequested } = couponLists.slice.actions;

export interface ShopsState {
  /** The shops read so far, by the slug they were asked for. */
  bySlug: Record<string, ShopData>;
  /**
   * Whether the signed-in shopper follows a shop (by seller profile id), as read from
   * user/followed-sellers: shop-page-data does not say. Absent while unknown.
   */
  followed: Record<string, boolean>;
}

const initialShops: ShopsState = { bySlug: {}, followed: {} };

const shopsSlice = createSlice({
  name: 'shops',
  initialState: initialShops,
  reducers: {
    shopLoaded(state, action: PayloadAction<{ slug: string; shop: ShopData }>) {
      state.bySlug[action.payload.slug] = action.payload.shop;
    },
    followStatusRequested(_state, _action: PayloadAction<{ id: string }>) {},
    followStatusKnown(state, action: PayloadAction<{ id: string; followed: boolean }>) {
      state.followed[action.payload.id] = action.payload.followed;
    },
  },
  extraReducers: (builder) => {
    // Another shopper (or none): what was known about the last one's follows no longer applies.
    const forget = (state: ShopsState) => {
      state.followed = {};
    };
    builder.addMatcher(isSessionReset, forget);
  },
});

export const { shopLoaded, followStatusRequested, followStatusKnown } = shopsSlice.actions;

export interface SellerShopState {
  shops: ShopsState;
  coupons: PagedListsState<ShopCoupon>;
}

/** One lazy slice for the feature: the shops and their coupon lists side by side. */
export const sellerShopSlice = {
  reducerPath: 'sellerShop' as const,
  reducer: combineReducers({ shops: shopsSlice.reducer, coupons: couponLists.slice.reducer }),
};

declare module '../../app/root-reducer' {
  interface LazyLoadedSlices {
    sellerShop: SellerShopState;
  }
}
