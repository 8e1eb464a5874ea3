import type { FeatureDescriptor } from '../../app/feature';
import { sellersSagas } from './sellers-sagas';
import { sellersSlice } from './sellers-slice';
import { SELLERS_TEXTS } from './sellers-texts';

/** The sellers screen's state, watcher and texts: lazy, with the screen. */
export const sellersFeature: FeatureDescriptor = { name: 'sellers', slice: sellersSlice, sagas: sellersSagas, texts: SELLERS_TEXTS };
