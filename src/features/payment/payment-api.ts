import type { Http } from '../../lib/http/client';
import { expectKeys, expectList } from '../../lib/http/expect';
import type { AppliedCoupon } from '../../types/cart';
import type { Currency } from '../../types/shop';
import type { Order } from '../../types/orders';

/** PosOfflineMethodResource (test/contract/commerce/payment-order.json): `instructions` is the shop's HTML. */
export interface OfflineMethod {
  id: number;
  name: string;
  image: string;
  instructions: string;
}

/** `user/payment-order` (test/contract/commerce/payment-order.json), the parts the page uses. */
export interface PaymentOrderAnswer {
  orders: Order[];
  coupons: AppliedCoupon[];
  offline_methods: OfflineMethod[];
  /** True: a product of the orders refuses cash on delivery. */
  check_cod: boolean;
  /** The INR and XOF currency rows (Razorpay's and Kkiapay's amounts) and Midtrans' Snap token, when the shop has them. */
  indian_currency?: Currency | null;
  xof?: Currency | null;
  mid_trans_token?: string;
  /** JazzCash's merchant form (1.6.7 payment.vue:425-432): its target and hidden fields; '' and {} when not offered. */
  jazz_url?: string;
  jazz_data?: Record<string, string>;
}

/** The form's fields as strings; anything that is not a flat object of scalars is dropped. */
function formFields(v: unknown): Record<string, string> {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return {};
  const out: Record<string, string> = {};
  for (const [k, x] of Object.entries(v)) if (typeof x === 'string' || typeof x === 'number') out[k] = String(x);
  return out;
}

const currencyRow = (v: unknown): Currency | null =>
  v && typeof v === 'object' && !Array.isArray(v) && 'exchange_rate' in v ? (v as Currency) : null;

export async function fetchPaymentOrder(http: Http, code: string): Promise<PaymentOrderAnswer> {
  const { data } = await http.get('user/payment-order', { params: { code } });
  const answer = expectKeys<Record<string, unknown>>(data, ['orders']);
  return {
    orders: expectList<Order>(answer.orders, 'orders'),
    coupons: Array.isArray(answer.coupons) ? (answer.coupons as AppliedCoupon[]) : [],
    offline_methods: Array.isArray(answer.offline_methods)
      ? (answer.offline_methods as OfflineMethod[]).filter((m) => m && typeof m.id === 'number' && typeof m.name === 'string')
      : [],
    check_cod: answer.check_cod === true || answer.check_cod === 1,
    indian_currency: currencyRow(answer.indian_currency),
    xof: currencyRow(answer.xof),
    mid_trans_token: typeof answer.mid_trans_token === 'string' ? answer.mid_trans_token : '',
    jazz_url: typeof answer.jazz_url === 'string' ? answer.jazz_url : '',
    jazz_data: formFields(answer.jazz_data),
  };
}

/** What the page sends to `user/complete-order?code=` (multipart, as the original's FormData). */
export interface CompleteOrderBody {
  code: string;
  payment_type: string;
  trx_id: string;
  /** The offline method's id, or ''. */
  id: number | '';
  file: File | null;
  is_buy_now: 0 | 1;
}

export async function completeOrder(http: Http, body: CompleteOrderBody): Promise<{ success?: string }> {
  const form = new FormData();
  form.set('id', String(body.id));
  if (body.file) form.set('file', body.file);
  else form.set('file', '');
  form.set('payment_type', body.payment_type);
  form.set('trx_id', body.trx_id);
  form.set('is_buy_now', String(body.is_buy_now));
  const { data } = await http.post('user/complete-order', form, { params: { code: body.code } });
  return expectKeys<{ success?: string }>(data, ['success']);
}
