import { watchPagedLists } from '../../lib/paging/paged-list-saga';
import { fetchDealPage, type FlashProduct } from './deals-api';
import { dealsSlice, selectDealList } from './deals-slice';

function* watchDeals() {
  yield* watchPagedLists<FlashProduct>({ actions: dealsSlice.actions, select: selectDealList, fetchPage: fetchDealPage });
}

export const dealsSagas = { watchDeals };
