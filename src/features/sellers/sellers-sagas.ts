import { watchPagedLists } from '../../lib/paging/paged-list-saga';
import type { ShopCard } from '../../types/catalogue';
import { fetchSellersPage } from './sellers-api';
import { selectSellerList, sellersSlice } from './sellers-slice';

function* watchSellers() {
  yield* watchPagedLists<ShopCard>({ actions: sellersSlice.actions, select: selectSellerList, fetchPage: fetchSellersPage });
}

export const sellersSagas = { watchSellers };
