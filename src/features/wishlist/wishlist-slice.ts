import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Id } from '../../types/common';
import type { RootState } from '../../app/store';
import { sessionExpired } from '../../lib/session/session-events';
import { logoutSucceeded, signInSucceeded } from '../session/session-slice';

/**
 * The heart's state (core: cards are in the home load). `productIds` is what the shopper sees:
 * the server's list with the changes still on their way applied optimistically. The shell seeds
 * it (`user_wishlists`); after a sign-in the sagas read it from `user/wishlists`.
 */
export interface WishlistState {
  count: number;
  productIds: Id[];
  /** Products with a request under way (optional: the shell's preloaded state has none). */
  inFlight?: Id[];
  /** A sign-in left the ids unknown (the count says there are some): the toggles' sagas read them. */
  idsStale?: boolean;
}

const EMPTY: WishlistState = { count: 0, productIds: [], inFlight: [] };

/** The shopper wants `productId` in (true) or out of (false) the wishlist: the heart flips at once. */
export const wishlistToggled = createAction<{ productId: Id; wishlisted: boolean }>('wishlist/toggled');
/** The server confirmed the last change of a product and nothing else is wanted: the change is final. */
export const wishlistToggleSettled = createAction<{ productId: Id; wishlisted: boolean }>('wishlist/toggleSettled');
/** A change failed: the heart goes back to the server's state. */
export const wishlistToggleFailed = createAction<{ productId: Id; wishlisted: boolean }>('wishlist/toggleFailed');

/** Ids arrive as numbers or numeric strings (a fresh wishlist row's `product_id` is "77"). */
const has = (ids: readonly Id[], id: Id) => ids.some((x) => Number(x) === Number(id));
const setMember = (ids: Id[], id: Id, member: boolean): Id[] => {
  const without = ids.filter((x) => Number(x) !== Number(id));
  return member ? [...without, Number(id)] : without;
};

export const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState: EMPTY,
  reducers: {
    wishlistCountChanged(state, action: PayloadAction<number>) {
      state.count = Math.max(0, Number(action.payload) || 0);
    },
    wishlistRequestStarted(state, action: PayloadAction<Id>) {
      state.inFlight = setMember(state.inFlight ?? [], action.payload, true);
    },
    wishlistRequestEnded(state, action: PayloadAction<Id>) {
      state.inFlight = setMember(state.inFlight ?? [], action.payload, false);
    },
    /** The server's list after a sign-in; products with a change under way keep what the shopper chose. */
    wishlistIdsLoaded(state, action: PayloadAction<Id[]>) {
      const busy = state.inFlight ?? [];
      const kept = state.productIds.filter((id) => has(busy, id));
      state.productIds = [...new Set([...action.payload.map(Number).filter((id) => !has(busy, id)), ...kept.map(Number)])];
      state.idsStale = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(wishlistToggled, (state, action) => {
        state.productIds = setMember(state.productIds, action.payload.productId, action.payload.wishlisted);
      })
      .addCase(wishlistToggleFailed, (state, action) => {
        state.productIds = setMember(state.productIds, action.payload.productId, action.payload.wishlisted);
      })
      .addCase(signInSucceeded, (state, action) => {
        state.count = Number(action.payload.wishlists) || 0;
        state.productIds = [];
        state.inFlight = [];
        state.idsStale = state.count > 0;
      })
      .addCase(logoutSucceeded, () => EMPTY)
      .addCase(sessionExpired, () => EMPTY);
  },
});

export const { wishlistCountChanged, wishlistRequestStarted, wishlistRequestEnded, wishlistIdsLoaded } = wishlistSlice.actions;
export const selectWishlistCount = (state: RootState) => state.wishlist.count;
export const selectWishlistIds = (state: RootState) => state.wishlist.productIds;
export const selectWishlistIdsStale = (state: RootState) => state.wishlist.idsStale === true;
export const selectIsWishlisted = (id: Id) => (state: RootState) => has(state.wishlist.productIds, id);
export const selectWishlistInFlight = (id: Id) => (state: RootState) => has(state.wishlist.inFlight ?? [], id);
