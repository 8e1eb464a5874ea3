import type { FeatureDescriptor } from '../../app/feature';
import { ORDERS_TEXTS } from './orders-texts';

/** The orders screens' state, watchers and texts: lazy, none of it is in the home load. */
export const ordersFeature: FeatureDescriptor = {
  name: 'orders',
  sagas: {},
  texts: ORDERS_TEXTS,
};
