import type { FeatureDescriptor } from '../../app/feature';
import { VOUCHERS_TEXTS } from './vouchers-texts';

/** The gift voucher screens' state, watchers and texts: lazy, none of it is in the home load. */
export const vouchersFeature: FeatureDescriptor = {
  name: 'vouchers',
  sagas: {},
  texts: VOUCHERS_TEXTS,
};
