import { watchPagedLists } from '../../lib/paging/paged-list-saga';
import type { Brand } from '../../types/catalogue';
import { fetchBrandsPage } from './brands-api';
import { brandsSlice, selectBrandList } from './brands-slice';

function* watchBrands() {
  yield* watchPagedLists<Brand>({ actions: brandsSlice.actions, select: selectBrandList, fetchPage: fetchBrandsPage });
}

export const brandsSagas = { watchBrands };
