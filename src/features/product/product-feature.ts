import type { FeatureDescriptor } from '../../app/feature';
import { productSagas } from './product-sagas';
import { productSlice } from './product-slice';
import { PRODUCT_TEXTS } from './product-texts';

/** Product details, variants and the product modal: brought in by ProductScreen and ProductModalHost (`useFeature`). */
export const productFeature: FeatureDescriptor = { name: 'product', slice: productSlice, sagas: productSagas, texts: PRODUCT_TEXTS };
