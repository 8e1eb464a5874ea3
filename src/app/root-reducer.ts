import { combineReducers } from '@reduxjs/toolkit';
import { sessionReducer } from '../features/session/session-slice';
import { i18nReducer } from '../features/i18n/i18n-slice';
import { shellReducer } from '../features/shell/shell-slice';
import { cartReducer } from '../features/cart/cart-slice';
import { wishlistReducer } from '../features/wishlist/wishlist-slice';
import { compareReducer } from '../features/compare/compare-slice';
import { catalogReducer } from '../features/catalog/catalog-slice';
import { productReducer } from '../features/product/product-slice';

/** Every slice is registered eagerly; only screens are split into chunks. */
export const rootReducer = combineReducers({
  session: sessionReducer,
  i18n: i18nReducer,
  shell: shellReducer,
  cart: cartReducer,
  wishlist: wishlistReducer,
  compare: compareReducer,
  catalog: catalogReducer,
  product: productReducer,
});
