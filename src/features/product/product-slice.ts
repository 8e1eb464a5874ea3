import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { failed, loading, succeeded, type Remote } from '../../lib/remote';
import type { Id } from '../../types/common';
import type { ProductStock } from '../../types/catalogue';
import { addToCartSucceeded } from '../cart/cart-slice';
import { reduceStock } from '../../lib/stock/reduce-stock';
import type { ProductDetailsAnswer } from './product-api';

/** The shopper's choices on a product page or in the product modal. */
export interface OptionForm {
  colorId: Id | '';
  /** attribute id → chosen value id */
  values: Record<string, Id>;
  /** The value chosen last (the backend's `selected_variant`). */
  selected: Id | null;
  quantity: number | null;
}

/**
 * The product page's and modal's state; injected when either first renders (product-feature.ts).
 * Whether the modal is open is the shell's (a home card opens it before this feature has loaded).
 */
export interface ProductState {
  /** Details keyed by product slug. */
  details: Record<string, Remote<ProductDetailsAnswer>>;
  forms: Record<string, OptionForm>;
  /** Stock and price of the chosen combination; data null = that combination is out of stock. */
  variantStock: Record<string, Remote<ProductStock | null>>;
  /** The last option's values in stock (find/variants), for the earlier choices keyed `for`. */
  allowed: Record<string, { for: string; ids: number[] }>;
}

/**
 * The product page opened (counts as a view); `variantSlug` preselects a combination;
 * `referralCode` is the page URL's `?referral_code=` (an affiliate's product link).
 */
export const productDetailsRequested = createAction<{ slug: string; variantSlug: string | null; referralCode?: string | null }>(
  'product/detailsRequested',
);
/** The product modal needs the details (cached ones are reused; not a page view). */
export const productModalDetailsRequested = createAction<{ slug: string }>('product/modalDetailsRequested');
export const optionChosen = createAction<{ productId: Id; attributeId?: Id; valueId?: Id; colorId?: Id | '' }>('product/optionChosen');
/** `/product/:slug/:variant_slug` chose a whole combination at once. */
export const variantPreselected = createAction<{ productId: Id; colorId: Id | ''; values: Record<string, Id> }>(
  'product/variantPreselected',
);

const emptyForm = (): OptionForm => ({ colorId: '', values: {}, selected: null, quantity: null });

export const initialProductState: ProductState = { details: {}, forms: {}, variantStock: {}, allowed: {} };

export const productSlice = createSlice({
  name: 'product',
  initialState: initialProductState,
  reducers: {
    productDetailsStarted(state, action: PayloadAction<string>) {
      state.details[action.payload] = loading(state.details[action.payload]);
    },
    productDetailsSucceeded(state, action: PayloadAction<{ key: string; answer: ProductDetailsAnswer }>) {
      state.details[action.payload.key] = succeeded(action.payload.answer);
    },
    productDetailsFailed(state, action: PayloadAction<{ key: string; error: string }>) {
      state.details[action.payload.key] = failed(action.payload.error);
    },
    quantityChanged(state, action: PayloadAction<{ productId: Id; quantity: number }>) {
      const form = (state.forms[action.payload.productId] ??= emptyForm());
      form.quantity = action.payload.quantity;
    },
    variantStockStarted(state, action: PayloadAction<Id>) {
      state.variantStock[action.payload] = loading(state.variantStock[action.payload]);
    },
    variantStockSucceeded(state, action: PayloadAction<{ productId: Id; stock: ProductStock | null }>) {
      state.variantStock[action.payload.productId] = succeeded(action.payload.stock);
    },
    variantStockFailed(state, action: PayloadAction<{ productId: Id; error: string }>) {
      state.variantStock[action.payload.productId] = failed(action.payload.error);
    },
    allowedValuesArrived(state, action: PayloadAction<{ productId: Id; for: string; ids: number[] }>) {
      (state.allowed ??= {})[action.payload.productId] = { for: action.payload.for, ids: action.payload.ids };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(optionChosen, (state, action) => {
        const { productId, attributeId, valueId, colorId } = action.payload;
        const form = (state.forms[productId] ??= emptyForm());
        if (colorId !== undefined) form.colorId = colorId;
        if (attributeId !== undefined && valueId !== undefined) {
          form.values[attributeId] = valueId;
          form.selected = valueId;
        }
      })
      .addCase(variantPreselected, (state, action) => {
        const { productId, colorId, values } = action.payload;
        const ids = Object.values(values);
        state.forms[productId] = { ...emptyForm(), colorId, values, selected: ids[ids.length - 1] ?? null };
      })
      .addCase(addToCartSucceeded, (state, action) => {
        const { productId, quantity } = action.payload;
        // The shopper's choice stays (to add another, or see what is left); the quantity starts
        // again, and the local stock, the chosen combination's included, drops by what was added.
        const form = state.forms[productId];
        if (form) form.quantity = null;
        const chosen = state.variantStock[productId]?.data;
        if (chosen) chosen.current_stock = Math.max(0, Number(chosen.current_stock) - quantity);
        for (const entry of Object.values(state.details)) {
          const product = entry.data?.product;
          if (!product) continue;
          if (product.id === productId) {
            product.current_stock = Math.max(0, Number(product.current_stock) - quantity);
            if (product.product_stock)
              product.product_stock.current_stock = Math.max(0, Number(product.product_stock.current_stock) - quantity);
          }
          reduceStock(product.related_products, productId, quantity);
        }
      });
  },
});

declare module '../../app/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof productSlice> {}
}

export const {
  productDetailsStarted,
  productDetailsSucceeded,
  productDetailsFailed,
  quantityChanged,
  variantStockStarted,
  variantStockSucceeded,
  variantStockFailed,
  allowedValuesArrived,
} = productSlice.actions;
