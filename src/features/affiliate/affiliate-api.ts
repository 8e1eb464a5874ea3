/**
 * The affiliate programme's endpoints (test/contract/affiliate/{affiliate-links,affiliate-register}.json and the reference
 * server's affiliate API). The stock original has only the pages: its `user/affiliate-links` has no
 * route (a 404, or under 1.5.3's routing the page's HTML), and dashboard and payouts do not exist.
 * Such answers mean "this store has no affiliate programme", which the screens say plainly.
 */
import type { Http } from '../../lib/http/client';
import { ApiError, isApiError } from '../../lib/http/api-error';
import { expectKeys, expectList } from '../../lib/http/expect';
import { hasId, readPage, type PageOf } from '../../lib/paging/read-page';
import type { User } from '../../types/account';

/**
 * The message a paged list's failure carries when the backend has no affiliate endpoints: the
 * paging kit keeps only a message, so this marker tells the screen to say "not offered" rather
 * than show an error (it is never shown itself).
 */
export const NOT_OFFERED = 'affiliate:not-offered';

/**
 * No such endpoint: a 404, or HTML where JSON was expected (a backend whose catch-all route serves
 * the page shell). The HTTP client reports both as kind `http`: a 404, or a 2xx that was HTML.
 * A redirect to the login page is an ended session, not this.
 */
export function isNotOffered(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && (error.status === 404 || (error.status !== null && error.status < 300));
}

const notOfferedAsMarker = (error: unknown): never => {
  throw isNotOffered(error) ? new ApiError('business', NOT_OFFERED) : error;
};

const amount = (value: unknown): value is number | string =>
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)));

// ---------------------------------------------------------------- links and counters

export interface AffiliateProduct {
  id: number;
  product_name: string;
  slug: string;
  image_40x40: string;
  price?: number | string;
  /** Per sale: a percentage of the line price, or a flat amount (base currency) per item. */
  affiliate_amount: number | string;
  /** Absent in the original's expected shape, which means a percentage ("You will get N% Per Sale"). */
  affiliate_amount_type?: 'percent' | 'flat';
}

export interface AffiliateStates {
  no_of_click: number;
  no_of_order_item: number;
  no_of_delivered: number;
  no_of_cancel: number;
}

/** `base`: the page's `base_url` (the API base), which the original puts in front of every link it builds. */
export type LinksPage = PageOf<AffiliateProduct> & { states: AffiliateStates; base: string };

const isProduct = (row: unknown): row is AffiliateProduct =>
  hasId(row) && typeof (row as AffiliateProduct).slug === 'string' && (row as AffiliateProduct).slug !== '';

const count = (value: unknown): number => {
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? Math.trunc(n) : 0;
};

/**
 * `GET user/affiliate-links?page=N`: the products that pay a commission (a plain paginator, 10 a
 * page) and the four counters. The original component reads "is there more" from
 * `recharges.next_page_url` (sic); the products' own paginator says the same and is read first.
 */
export async function fetchAffiliateLinks(http: Http, page: number): Promise<LinksPage> {
  try {
    const { data } = await http.get('user/affiliate-links', { params: { page } });
    const body = expectKeys<{
      products: unknown;
      affiliate_states: Record<string, unknown> | null;
      recharges?: { next_page_url?: unknown };
    }>(data, ['products', 'affiliate_states']);
    const read = readPage(body.products, 'products', isProduct);
    const fallbackNext = typeof body.recharges?.next_page_url === 'string' ? body.recharges.next_page_url : null;
    const states = body.affiliate_states ?? {};
    return {
      ...read,
      nextPageUrl: read.nextPageUrl ?? fallbackNext,
      base: (http.defaults.baseURL ?? '').replace(/\/+$/, ''),
      states: {
        no_of_click: count(states.no_of_click),
        no_of_order_item: count(states.no_of_order_item),
        no_of_delivered: count(states.no_of_delivered),
        no_of_cancel: count(states.no_of_cancel),
      },
    };
  } catch (error) {
    return notOfferedAsMarker(error);
  }
}

// ---------------------------------------------------------------- dashboard

export interface EarningDay {
  date: string;
  amount: number | string;
  orders: number;
}

export interface TopProduct {
  id: number;
  slug: string;
  product_name: string;
  image_40x40: string;
  items: number;
  commission: number | string;
}

export interface AffiliateDashboard {
  balance: number | string;
  total_earned: number | string;
  pending: number | string;
  paid_out: number | string;
  earnings: EarningDay[];
  top_products: TopProduct[];
}

const isDay = (row: unknown): row is EarningDay =>
  !!row && typeof row === 'object' && typeof (row as EarningDay).date === 'string' && amount((row as EarningDay).amount);

const isTop = (row: unknown): row is TopProduct => isProduct(row) && amount((row as unknown as TopProduct).commission);

/** `GET user/affiliate-dashboard?days=N` (7..365): the totals, one earnings row per day (oldest first), the top products. */
export async function fetchAffiliateDashboard(http: Http, days: number): Promise<AffiliateDashboard> {
  const { data } = await http.get('user/affiliate-dashboard', { params: { days } });
  const body = expectKeys<Record<string, unknown>>(data, ['balance', 'total_earned', 'pending', 'paid_out', 'earnings', 'top_products']);
  for (const key of ['balance', 'total_earned', 'pending', 'paid_out']) {
    if (!amount(body[key])) throw new ApiError('malformed', `The server's answer has no amount "${key}".`);
  }
  return {
    balance: body.balance as number,
    total_earned: body.total_earned as number,
    pending: body.pending as number,
    paid_out: body.paid_out as number,
    earnings: expectList<unknown>(body.earnings, 'earnings')
      .filter(isDay)
      .map((day) => ({ date: day.date.slice(0, 10), amount: day.amount, orders: count(day.orders) })),
    top_products: expectList<unknown>(body.top_products, 'top products')
      .filter(isTop)
      .map((row) => ({ ...row, items: count(row.items) })),
  };
}

// ---------------------------------------------------------------- payouts

export type PayoutStatus = 'pending' | 'approved' | 'rejected';
export type PayoutMethod = 'bank' | 'paypal';

export interface Payout {
  id: number;
  amount: number | string;
  method: PayoutMethod | string;
  account_details: string;
  status: PayoutStatus | string;
  created_at: string;
  processed_at: string | null;
}

export type PayoutsPage = PageOf<Payout> & { balance: number | string; minimum: number | string };

const isPayout = (row: unknown): row is Payout =>
  hasId(row) && amount((row as Payout).amount) && typeof (row as Payout).status === 'string';

/** `GET user/affiliate-payouts?page=N`: balance, minimum and the requests (plain paginator, newest first). */
export async function fetchAffiliatePayouts(http: Http, page: number): Promise<PayoutsPage> {
  try {
    const { data } = await http.get('user/affiliate-payouts', { params: { page } });
    const body = expectKeys<{ balance: unknown; minimum_payout: unknown; payouts: unknown }>(data, [
      'balance',
      'minimum_payout',
      'payouts',
    ]);
    if (!amount(body.balance) || !amount(body.minimum_payout)) throw new ApiError('malformed', "The server's answer has no balance.");
    return { ...readPage(body.payouts, 'payouts', isPayout), balance: body.balance, minimum: body.minimum_payout };
  } catch (error) {
    return notOfferedAsMarker(error);
  }
}

export interface PayoutRequest {
  /** A decimal string in the shop's default currency, as typed and checked (at most 2 decimals). */
  amount: string;
  method: PayoutMethod;
  account_details: string;
}

export interface PayoutAnswer {
  success: string;
  payout: Payout;
  balance: number | string;
}

/** `POST user/affiliate-payout-request`: 422 on the fields, `{error}` for over-balance or a request already waiting. */
export async function requestPayout(http: Http, request: PayoutRequest): Promise<PayoutAnswer> {
  // Sent as a JSON number, as the contract's examples: a typed amount of at most 2 decimals
  // survives Number() and JSON exactly (the shortest form of the same decimal), so nothing is rounded.
  const { data } = await http.post('user/affiliate-payout-request', { ...request, amount: Number(request.amount) });
  const body = expectKeys<PayoutAnswer>(data, ['success', 'payout', 'balance']);
  if (!isPayout(body.payout) || !amount(body.balance))
    throw new ApiError('malformed', 'The server sent an answer the store could not read.');
  return body;
}

// ---------------------------------------------------------------- sign-up

export interface AffiliateRegistration {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  password: string;
  password_confirmation: string;
}

export interface AffiliateRegisterAnswer {
  success: string;
  type: 0 | 1;
  auth_user: User | null;
}

/**
 * `POST register` as affiliate_register.vue sends it (test/contract/affiliate/affiliate-register.json): the form's fields plus the empty
 * `address`, `phone_no` and `otp` and `user_type: "affiliate-register"`. Success is a customer
 * registration's answer: type 0 = sign in next (after the mailed link), 1 = signed in (`auth_user`).
 */
export async function registerAffiliate(http: Http, registration: AffiliateRegistration): Promise<AffiliateRegisterAnswer> {
  const { data } = await http.post('register', { ...registration, address: '', phone_no: '', otp: '', user_type: 'affiliate-register' });
  const body = expectKeys<{ success: unknown; type?: unknown; auth_user?: unknown }>(data, ['success']);
  if (typeof body.success !== 'string' || !body.success)
    throw new ApiError('malformed', 'The server sent an answer the store could not read.');
  const signedIn = Number(body.type) === 1 && !!body.auth_user && typeof body.auth_user === 'object';
  return { success: body.success, type: signedIn ? 1 : 0, auth_user: signedIn ? (body.auth_user as User) : null };
}
