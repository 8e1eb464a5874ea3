import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Id } from '../../types/common';
import type { CartLine } from '../../types/cart';
import type { ProductCard } from '../../types/catalogue';
import { sessionExpired } from '../../lib/session/session-events';
import { logoutSucceeded, signInSucceeded } from '../session/session-slice';

export interface CartState {
  lines: CartLine[];
  /** Products currently being added (buttons show busy and ignore double clicks). */
  adding: Id[];
  /** Products that were just added: the "added" flag shows for 2000 ms. */
  justAdded: Id[];
}

export interface AddToCartForm {
  id: Id;
  quantity: number;
  variants_ids: string;
  variants_name: string;
  color_id: Id | '';
  attribute_values: Id[];
  is_buy_now: 0 | 1;
}

/** A card's or detail page's add button: variant products open the product modal instead. */
export const addToCartRequested = createAction<{
  product: Pick<ProductCard, 'id' | 'slug' | 'has_variant' | 'minimum_order_quantity'>;
  form?: Partial<AddToCartForm>;
}>('cart/addRequested');
export const addedFlagExpired = createAction<Id>('cart/addedFlagExpired');

export const cartSlice = createSlice({
  name: 'cart',
  initialState: { lines: [], adding: [], justAdded: [] } as CartState,
  reducers: {
    addToCartStarted(state, action: PayloadAction<Id>) {
      state.adding.push(action.payload);
    },
    addToCartSucceeded(state, action: PayloadAction<{ productId: Id; quantity: number; carts: CartLine[] }>) {
      state.lines = action.payload.carts;
      state.adding = state.adding.filter((id) => id !== action.payload.productId);
      if (!state.justAdded.includes(action.payload.productId)) state.justAdded.push(action.payload.productId);
    },
    addToCartFailed(state, action: PayloadAction<Id>) {
      state.adding = state.adding.filter((id) => id !== action.payload);
    },
    /** The backend's cart list after a lost add answer (the reconciliation). */
    cartReconcileSucceeded(state, action: PayloadAction<CartLine[]>) {
      state.lines = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(addedFlagExpired, (state, action) => {
        state.justAdded = state.justAdded.filter((id) => id !== action.payload);
      })
      .addCase(signInSucceeded, (state, action) => {
        if (Array.isArray(action.payload.carts)) state.lines = action.payload.carts as CartLine[];
      })
      .addCase(logoutSucceeded, (state) => {
        state.lines = [];
      })
      .addCase(sessionExpired, (state) => {
        state.lines = [];
      });
  },
});

export const { addToCartStarted, addToCartSucceeded, addToCartFailed, cartReconcileSucceeded } = cartSlice.actions;
