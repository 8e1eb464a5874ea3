import type { FeatureDescriptor } from '../../app/feature';
import { ordersSagas } from './orders-sagas';
import { ordersSlice } from './orders-slice';
import { ORDERS_TEXTS } from './orders-texts';

/** The orders screens' state, watchers and texts: lazy, none of it is in the home load. */
export const ordersFeature: FeatureDescriptor = {
  name: 'orders',
  slice: ordersSlice,
  sagas: ordersSagas,
  texts: ORDERS_TEXTS,
};
