import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Id } from '../../types/common';
import type { RootState } from '../../app/store';
import { sessionExpired } from '../../lib/session/session-events';
import { logoutSucceeded, signInSucceeded } from '../session/session-slice';

export interface WishlistState {
  count: number;
  productIds: Id[];
}

export const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState: { count: 0, productIds: [] } as WishlistState,
  reducers: {
    wishlistCountChanged(state, action: PayloadAction<number>) {
      state.count = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(signInSucceeded, (state, action) => {
        state.count = Number(action.payload.wishlists) || 0;
      })
      .addCase(logoutSucceeded, () => ({ count: 0, productIds: [] }))
      .addCase(sessionExpired, () => ({ count: 0, productIds: [] }));
  },
});

export const { wishlistCountChanged } = wishlistSlice.actions;
export const selectWishlistCount = (state: RootState) => state.wishlist.count;
export const selectIsWishlisted = (id: Id) => (state: RootState) => state.wishlist.productIds.includes(id);
