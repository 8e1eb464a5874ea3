import type { RootState } from '../../app/store';
import { idle } from '../../lib/remote';
import type { Id, ProductStock } from '../../types/entities';
import type { ProductDetailsAnswer } from './product-api';
import type { OptionForm } from './product-slice';

const noForm: OptionForm = { colorId: '', values: {}, selected: null, quantity: null };

export const selectProductDetails = (key: string) => (state: RootState) => state.product.details[key] ?? idle<ProductDetailsAnswer>();
export const selectModalSlug = (state: RootState) => state.product.modalSlug;
export const selectOptionForm = (productId: Id) => (state: RootState) => state.product.forms[productId] ?? noForm;
export const selectVariantStock = (productId: Id) => (state: RootState) => state.product.variantStock[productId] ?? idle<ProductStock | null>();
