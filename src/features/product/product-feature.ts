import type { FeatureDescriptor } from '../../app/feature';
import { productSagas } from './product-sagas';
import { productSlice } from './product-slice';

/** Product details, variants and the product modal: brought in by ProductScreen and ProductModalHost (`useFeature`). */
export const productFeature: FeatureDescriptor = { name: 'product', slice: productSlice, sagas: productSagas };
