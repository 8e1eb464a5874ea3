import { combineSlices } from '@reduxjs/toolkit';
import { sessionSlice } from '../features/session/session-slice';
import { shopSlice } from '../features/shop/shop-slice';
import { i18nSlice } from '../features/i18n/i18n-slice';
import { shellSlice } from '../features/shell/shell-slice';
import { cartSlice } from '../features/cart/cart-slice';
import { wishlistSlice } from '../features/wishlist/wishlist-slice';
import { compareSlice } from '../features/compare/compare-slice';
import { homeSlice } from '../features/catalog/home-slice';

/**
 * Slices that arrive with a screen's chunk. Each lazy feature adds itself here from its slice file
 * (`declare module '…/app/root-reducer' { interface LazyLoadedSlices extends WithSlice<…> {} }`),
 * so its state is typed (as optional) without this file importing it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

/**
 * Only what the shell and home need is here, so the home load does not grow with the number of
 * screens. A new reducer per store: injecting a feature into one mounted widget must not change
 * another (tests mount and unmount many).
 */
export function createRootReducer() {
  return combineSlices(
    sessionSlice,
    shopSlice,
    i18nSlice,
    shellSlice,
    cartSlice,
    wishlistSlice,
    compareSlice,
    homeSlice,
  ).withLazyLoadedSlices<LazyLoadedSlices>();
}

export type RootReducer = ReturnType<typeof createRootReducer>;
