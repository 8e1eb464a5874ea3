import { watchPagedLists } from '../../lib/paging/paged-list-saga';
import type { Voucher } from './vouchers-api';
import { fetchVouchers } from './vouchers-api';
import { selectVoucherList, vouchersSlice } from './vouchers-slice';

/** Page 1 on each visit (the rows shown stay while it is read), "Show more" for the pages after it. */
function* watchVouchers() {
  yield* watchPagedLists<Voucher>({
    actions: vouchersSlice.actions,
    select: (state: never) => selectVoucherList(state),
    fetchPage: (http, _key, page) => fetchVouchers(http, page),
  });
}

export const vouchersSagas = { watchVouchers };
