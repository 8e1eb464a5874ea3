/**
 * The checkout's calls (test/contract/commerce/{user-address-checkout,find-shipping-cost,confirm-order}.json) and the read-back after a lost answer
 * (`user/payment-order`, test/contract/commerce/payment-order.json).
 */
import type { Http } from '../../lib/http/client';
import { expectKeys } from '../../lib/http/expect';
import type { AppliedCoupon, CartLine, SellerGroup } from '../../types/cart';
import { normaliseAddresses, type AddressEntry, type RawAddress } from '../addresses';

/** A pickup hub (test/contract/account/country-list.json, test/contract/commerce/user-address-checkout.json): raw row plus its translated name and address. */
export interface PickupHub {
  id: number;
  name: string;
  address: string;
}

/** `user/address` as the checkout reads it. */
export interface CheckoutData {
  addresses: AddressEntry[];
  carts: CartLine[];
  /** `[]` when there are no lines. */
  checkouts: Record<string, SellerGroup> | [];
  coupons: AppliedCoupon[];
  pickupHubs: PickupHub[];
}

const list = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);
const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function hubsOf(value: unknown): PickupHub[] {
  return list<unknown>(value).flatMap((h) =>
    isRecord(h) && (typeof h.id === 'number' || typeof h.id === 'string')
      ? [{ id: Number(h.id), name: String(h.name ?? ''), address: String(h.address ?? '') }]
      : [],
  );
}

export async function fetchCheckout(http: Http, query: { cart_page?: string }): Promise<CheckoutData> {
  const { data } = await http.get('user/address', { params: query });
  const answer = expectKeys<Record<string, unknown>>(data, ['addresses', 'carts']);
  return {
    addresses: normaliseAddresses(answer.addresses),
    carts: list<CartLine>(answer.carts),
    checkouts: isRecord(answer.checkouts) ? (answer.checkouts as Record<string, SellerGroup>) : [],
    coupons: list<AppliedCoupon>(answer.coupons),
    pickupHubs: hubsOf(answer.pickup_hubs),
  };
}

/** `{shipping_cost}`: the city's cost once per seller (base currency). */
export async function findShippingCost(http: Http, cityId: number | string): Promise<number | string> {
  const { data } = await http.post('user/find/shipping_cost', { city_id: cityId });
  const cost = expectKeys<{ shipping_cost: number | string }>(data, ['shipping_cost']).shipping_cost;
  return cost ?? 0;
}

/** The original's `payment_form` (test/contract/commerce/confirm-order.json). The server recomputes every amount. */
export interface ConfirmOrderBody {
  payment_type: 0;
  sub_total: number;
  discount_offer: number;
  shipping_tax: number;
  tax: number;
  coupon_discount: number;
  total: number;
  trx_id: string;
  quantity: Array<{ id: number | string; quantity: number }>;
  coupon_code: '';
  coupon: [];
  /** 1 = pickup hub, 2 = delivery (not read by the server). */
  checkout_method: 1 | 2;
  shipping_address?: RawAddress;
  billing_address?: RawAddress;
  pick_hub_id?: number;
  buy_now: 0 | 1;
}

/** `{success: "Order done"}`, or the original's `{error: ""}` (which is success too). */
export async function confirmOrder(http: Http, body: ConfirmOrderBody): Promise<void> {
  await http.post('user/confirm-order', body);
}

/** After a lost confirm-order answer: how many unpaid orders the server holds for this checkout. */
export async function unpaidOrderCount(http: Http): Promise<number> {
  const { data } = await http.get('user/payment-order');
  const orders = isRecord(data) ? data.orders : undefined;
  return Array.isArray(orders) ? orders.length : 0;
}
