import type { RootState } from '../../app/store';
import type { PagedList } from '../../lib/paging/paged-lists';
import type { ShopCoupon, ShopData } from './seller-shop-api';
import { couponLists } from './seller-shop-slice';

export const selectShop =
  (slug: string) =>
  (state: RootState): ShopData | null =>
    state.sellerShop?.shops.bySlug[slug] ?? null;

/** The request for a shop page and its coupons (null before the page asked). */
export const selectShopRequest =
  (slug: string) =>
  (state: RootState): PagedList<ShopCoupon> | null =>
    couponLists.selectList(state.sellerShop?.coupons, slug);

export const selectCouponList = (state: RootState, slug: string): PagedList<ShopCoupon> | null =>
  couponLists.selectList(state.sellerShop?.coupons, slug);

/** Whether the shopper follows the shop: true/false once known, undefined while unknown. */
export const selectFollowKnown =
  (id: string) =>
  (state: RootState): boolean | undefined =>
    state.sellerShop?.shops.followed[id];
