import type { FeatureDescriptor } from '../../app/feature';
import { brandsSagas } from './brands-sagas';
import { brandsSlice } from './brands-slice';
import { BRANDS_TEXTS } from './brands-texts';

/** The brands screen's state, watcher and texts: lazy, with the screen. */
export const brandsFeature: FeatureDescriptor = { name: 'brands', slice: brandsSlice, sagas: brandsSagas, texts: BRANDS_TEXTS };
