import type { FeatureDescriptor } from '../../app/feature';
import { vouchersSagas } from './vouchers-sagas';
import { vouchersSlice } from './vouchers-slice';
import { VOUCHERS_TEXTS } from './vouchers-texts';

/** The gift voucher screen's state, watchers and texts: lazy, none of it is in the home load. */
export const vouchersFeature: FeatureDescriptor = {
  name: 'vouchers',
  slice: vouchersSlice,
  sagas: vouchersSagas,
  texts: VOUCHERS_TEXTS,
};
