import { lazySliceState } from '../../app/lazy-slice-state';
import type { RootState } from '../../app/store';
import { idle } from '../../lib/remote';
import type { Id } from '../../types/common';
import type { ProductStock } from '../../types/catalogue';
import type { ProductDetailsAnswer } from './product-api';
import { initialProductState, type OptionForm } from './product-slice';

const noForm: OptionForm = { colorId: '', values: {}, selected: null, quantity: null };

/** Until the first action after injection the slice's state is absent: read its initial state then. */
const productState = lazySliceState('product', initialProductState);

export const selectProductDetails = (key: string) => (state: RootState) => productState(state).details[key] ?? idle<ProductDetailsAnswer>();
/** Loaded details of a product by id (the page and the modal key them by slug). */
export const selectDetailsOfProduct = (productId: Id) => (state: RootState) =>
  Object.values(productState(state).details)
    .map((d) => d.data)
    .find((d) => d?.product.id === productId);
export const selectOptionForm = (productId: Id) => (state: RootState) => productState(state).forms[productId] ?? noForm;
export const selectAllowedValues = (productId: Id) => (state: RootState) => productState(state).allowed?.[productId] ?? null;
export const selectVariantStock = (productId: Id) => (state: RootState) =>
  productState(state).variantStock[productId] ?? idle<ProductStock | null>();
