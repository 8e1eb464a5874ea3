/** The cart page's calls (test/contract/commerce/{cart-list,add-to-cart,cart-update,cart-delete}.json): every one answers «CartPayload»; lazy, with the page. */
import type { Http } from '../../lib/http/client';
import { expectKeys, expectList } from '../../lib/http/expect';
import type { AppliedCoupon, CartLine, CartPayload, SellerGroup } from '../../types/cart';

export interface PageCart {
  carts: CartLine[];
  /** Seller groups by seller user id ({} when there are no lines; the wire sends []). */
  checkouts: Record<string, SellerGroup>;
  coupons: AppliedCoupon[];
  success?: string;
}

function pageCart(data: unknown): PageCart {
  const body = expectKeys<CartPayload>(data, ['carts']);
  const checkouts = body.checkouts && !Array.isArray(body.checkouts) && typeof body.checkouts === 'object' ? body.checkouts : {};
  return {
    carts: expectList<CartLine>(body.carts, 'cart lines'),
    checkouts,
    coupons: Array.isArray(body.coupons) ? body.coupons : [],
    success: typeof body.success === 'string' ? body.success : undefined,
  };
}

/** `cart/list?cart_page=1`: also ends a pending buy-now. */
export async function fetchCartPage(http: Http): Promise<PageCart> {
  const { data } = await http.get('cart/list', { params: { cart_page: 1 } });
  return pageCart(data);
}

/** `cart/update`: one step up (+1) or down (-1, status "minus"). */
export async function stepLine(http: Http, id: number, step: 1 | -1): Promise<PageCart> {
  const { data } = await http.post('cart/update', step > 0 ? { id, quantity: 1 } : { id, quantity: -1, status: 'minus' });
  return pageCart(data);
}

export async function deleteLine(http: Http, id: number): Promise<PageCart> {
  const { data } = await http.get(`cart/delete/${encodeURIComponent(id)}`);
  return pageCart(data);
}

export async function applyCouponCode(http: Http, code: string, trxId: string): Promise<PageCart> {
  const { data } = await http.post('user/apply_coupon', { coupon_code: code, trx_id: trxId });
  return pageCart(data);
}

export async function removeCoupon(http: Http, body: { trx_id: string; coupon_id: number; user_id: number }): Promise<PageCart> {
  const { data } = await http.post('user/coupon-delete', body);
  return pageCart(data);
}

/** One coupon a seller offers (the raw «Coupon», only what the picker shows). */
export interface OfferedCoupon {
  id: number;
  code: string;
  title: string;
  discount_type: string;
  discount: number | string;
}

export interface CouponListPage {
  items: OfferedCoupon[];
  nextPageUrl: string | null;
}

/** `seller/coupons/{sellerUserId}` ((P), 16 a page; `coupons: []` with the coupon system off). */
export async function fetchSellerCoupons(http: Http, sellerId: number, page: number): Promise<CouponListPage> {
  const { data } = await http.get(`seller/coupons/${encodeURIComponent(sellerId)}`, page > 1 ? { params: { page } } : undefined);
  const { coupons } = expectKeys<{ coupons: unknown }>(data, ['coupons']);
  if (Array.isArray(coupons) || !coupons || typeof coupons !== 'object') return { items: [], nextPageUrl: null };
  const paginator = coupons as { data?: unknown; next_page_url?: unknown };
  const items = expectList<Record<string, unknown>>(paginator.data, 'coupons')
    .filter((c) => c && typeof c.code === 'string')
    .map((c) => ({
      id: Number(c.id),
      code: String(c.code),
      title: typeof c.title === 'string' ? c.title : '',
      discount_type: String(c.discount_type ?? ''),
      discount: (c.discount as number | string) ?? 0,
    }));
  return { items, nextPageUrl: typeof paginator.next_page_url === 'string' && paginator.next_page_url ? paginator.next_page_url : null };
}
