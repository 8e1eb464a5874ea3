/** `GET user/coupons` (test/contract/commerce/user-coupons.json): lazy, with the gift voucher screen. */
import type { Http } from '../../lib/http/client';
import { ApiError } from '../../lib/http/api-error';
import { expectKeys, expectList } from '../../lib/http/expect';

/** The fields of a raw coupon the cards use. Amounts are in the base currency. */
export interface Voucher {
  id: number;
  code: string;
  title: string;
  discount_type: 'flat' | 'percent';
  discount: number | string;
  image_145x110: string;
  minimum_shopping: number | string | null;
  end_date: string | null;
}

export interface VoucherPage {
  vouchers: Voucher[];
  currentPage: number;
  nextPageUrl: string | null;
}

const isVoucher = (row: unknown): row is Voucher =>
  !!row && typeof row === 'object' && Number((row as Voucher).id) > 0 && typeof (row as Voucher).code === 'string';

/** (P) plain paginator, 10 a page: every running coupon, newest first. Page 1 is asked for without `page`. */
export async function fetchVouchers(http: Http, page = 1): Promise<VoucherPage> {
  const { data } = await http.get('user/coupons', page > 1 ? { params: { page } } : undefined);
  const { coupons } = expectKeys<{ coupons: Record<string, unknown> }>(data, ['coupons']);
  if (!coupons || typeof coupons !== 'object') throw new ApiError('malformed', "The server's answer has no coupons.");
  const current = Number(coupons.current_page);
  return {
    vouchers: expectList<unknown>(coupons.data, 'coupons').filter(isVoucher),
    currentPage: current > 0 ? Math.trunc(current) : page,
    nextPageUrl: typeof coupons.next_page_url === 'string' && coupons.next_page_url ? coupons.next_page_url : null,
  };
}
