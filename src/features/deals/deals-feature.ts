import type { FeatureDescriptor } from '../../app/feature';
import { dealsSagas } from './deals-sagas';
import { dealsSlice } from './deals-slice';
import { DEALS_TEXTS } from './deals-texts';

/** The flash sale and curated list screens' state, watcher and texts: lazy, with the screens. */
export const dealsFeature: FeatureDescriptor = { name: 'deals', slice: dealsSlice, sagas: dealsSagas, texts: DEALS_TEXTS };
