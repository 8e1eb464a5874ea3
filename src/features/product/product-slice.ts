import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Remote } from '../../lib/remote';
import type { Id, ProductStock } from '../../types/entities';
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

export interface ProductState {
  /** Details keyed by product slug. */
  details: Record<string, Remote<ProductDetailsAnswer>>;
  modalSlug: string | null;
  forms: Record<string, OptionForm>;
  /** Stock and price of the chosen combination; data null = that combination is out of stock. */
  variantStock: Record<string, Remote<ProductStock | null>>;
}

export const productDetailsRequested = createAction<{ slug: string; variantSlug: string | null }>('product/detailsRequested');
export const productModalOpened = createAction<{ slug: string }>('product/modalOpened');
export const optionChosen = createAction<{ productId: Id; attributeId?: Id; valueId?: Id; colorId?: Id | '' }>('product/optionChosen');
/** `/product/:slug/:variant_slug` chose a whole combination at once. */
export const variantPreselected = createAction<{ productId: Id; colorId: Id | ''; values: Record<string, Id> }>('product/variantPreselected');

const emptyForm = (): OptionForm => ({ colorId: '', values: {}, selected: null, quantity: null });

const productSlice = createSlice({
  name: 'product',
  initialState: { details: {}, modalSlug: null, forms: {}, variantStock: {} } as ProductState,
  reducers: {
    productDetailsStarted(state, action: PayloadAction<string>) {
      state.details[action.payload] = { ...state.details[action.payload], status: 'loading', error: undefined };
    },
    productDetailsLoaded(state, action: PayloadAction<{ key: string; answer: ProductDetailsAnswer }>) {
      state.details[action.payload.key] = { status: 'succeeded', data: action.payload.answer };
    },
    productDetailsFailed(state, action: PayloadAction<{ key: string; error: string }>) {
      state.details[action.payload.key] = { status: 'failed', error: action.payload.error };
    },
    productModalClosed(state) { state.modalSlug = null; },
    quantityChanged(state, action: PayloadAction<{ productId: Id; quantity: number }>) {
      const form = (state.forms[action.payload.productId] ??= emptyForm());
      form.quantity = action.payload.quantity;
    },
    variantStockStarted(state, action: PayloadAction<Id>) {
      state.variantStock[action.payload] = { status: 'loading', data: state.variantStock[action.payload]?.data };
    },
    variantStockLoaded(state, action: PayloadAction<{ productId: Id; stock: ProductStock | null }>) {
      state.variantStock[action.payload.productId] = { status: 'succeeded', data: action.payload.stock };
    },
    variantStockFailed(state, action: PayloadAction<{ productId: Id; error: string }>) {
      state.variantStock[action.payload.productId] = { status: 'failed', error: action.payload.error };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(productModalOpened, (state, action) => { state.modalSlug = action.payload.slug; })
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
        // Spec §4: the form is reset and the local stock reduced by the quantity added.
        delete state.forms[productId];
        delete state.variantStock[productId];
        for (const entry of Object.values(state.details)) {
          const product = entry.data?.product;
          if (!product) continue;
          if (product.id === productId) {
            product.current_stock = Math.max(0, Number(product.current_stock) - quantity);
            if (product.product_stock) product.product_stock.current_stock = Math.max(0, Number(product.product_stock.current_stock) - quantity);
          }
          reduceStock(product.related_products, productId, quantity);
        }
      });
  },
});

export const {
  productDetailsStarted, productDetailsLoaded, productDetailsFailed, productModalClosed, quantityChanged,
  variantStockStarted, variantStockLoaded, variantStockFailed,
} = productSlice.actions;
export const productReducer = productSlice.reducer;
