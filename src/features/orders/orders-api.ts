/** The order screens' calls (test/contract/commerce/{get-invoices,invoice-by-code,order-list}.json); lazy, with the orders feature. */
import type { Http } from '../../lib/http/client';
import { ApiError } from '../../lib/http/api-error';
import { expectKeys, expectList } from '../../lib/http/expect';
import { dataLink } from '../../lib/links/data-link';
import type { User } from '../../types/account';
import type { Order, OrderDetail } from '../../types/orders';

/** `GET user/get-invoices/{trx}` (test/contract/commerce/get-invoices.json): every order of one checkout; `guest` set when the walk-in session ended. */
export interface InvoiceAnswer {
  orders: Order[];
  user: User | null;
  guest: string | null;
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function orderFrom(raw: unknown): Order {
  if (!isObject(raw) || typeof raw.code !== 'string')
    throw new ApiError('malformed', "The server's answer has an order the store could not read.");
  const details = Array.isArray(raw.order_details) ? (raw.order_details.filter(isObject) as unknown as OrderDetail[]) : [];
  return { ...(raw as unknown as Order), order_details: details };
}

export async function fetchInvoices(http: Http, trx: string): Promise<InvoiceAnswer> {
  const { data } = await http.get(`user/get-invoices/${encodeURIComponent(trx)}`);
  const body = expectKeys<{ orders: unknown; user?: unknown; guest?: unknown }>(data, ['orders']);
  const orders = expectList<unknown>(body.orders, 'orders').map(orderFrom);
  if (!orders.length) throw new ApiError('malformed', "The server's answer has no orders.");
  return {
    orders,
    user: isObject(body.user) ? (body.user as unknown as User) : null,
    guest: typeof body.guest === 'string' && body.guest ? body.guest : null,
  };
}

/** `GET user/invoice/{code}` (test/contract/commerce/invoice-by-code.json). `{"error":"Not found"}` arrives as a business ApiError. */
export async function fetchInvoiceByCode(http: Http, code: string): Promise<Order> {
  const { data } = await http.get(`user/invoice/${encodeURIComponent(code)}`);
  return orderFrom(expectKeys<{ order: unknown }>(data, ['order']).order);
}

/** `GET user/mail-order/{trx}` (test/contract/commerce/mail-order.json): the answer is ignored, as in the original. */
export async function mailOrder(http: Http, trx: string): Promise<void> {
  await http.get(`user/mail-order/${encodeURIComponent(trx)}`);
}

/** `GET user/invoice/download/{orderId}` (test/contract/commerce/invoice-download.json): the raw body (PDF bytes with the original's JSON trailer). */
export async function fetchInvoicePdf(http: Http, orderId: number | string): Promise<ArrayBuffer> {
  const { data } = await http.get(`user/invoice/download/${encodeURIComponent(orderId)}`, { responseType: 'arraybuffer' });
  if (data instanceof ArrayBuffer) return data;
  if (ArrayBuffer.isView(data)) return (data.buffer as ArrayBuffer).slice(data.byteOffset, data.byteOffset + data.byteLength);
  throw new ApiError('malformed', 'The invoice is not a file.');
}

/** One row of the order tables (test/contract/commerce/order-list.json): one order through its first line. */
export interface OrderRowItem {
  lineId: number;
  orderId: number;
  code: string;
  productName: string;
  date: string;
  deliveryStatus: string;
  paymentStatus: string;
  paymentType: string;
  totalPayable: number | string;
}

export interface OrderPage {
  rows: OrderRowItem[];
  total: number;
  currentPage: number;
  lastPage: number;
}

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const int = (v: unknown, fallback: number) => {
  const n = typeof v === 'number' ? v : Number.parseInt(String(v ?? ''), 10);
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
};

/** A `user/profile-orders` row as the order tables use it; null for a row without an order id or code. */
export function orderRowFrom(raw: unknown): OrderRowItem | null {
  if (!isObject(raw)) return null;
  const orderId = int(raw.order_id, -1);
  const code = text(raw.code);
  if (orderId < 1 || !code) return null;
  return {
    lineId: int(raw.id, orderId),
    orderId,
    code,
    productName: text(raw.product_name),
    date: text(raw.order_date),
    deliveryStatus: text(raw.delivery_status),
    paymentStatus: text(raw.payment_status),
    paymentType: text(raw.payment_type),
    totalPayable: typeof raw.total_payable === 'number' || typeof raw.total_payable === 'string' ? raw.total_payable : 0,
  };
}

/** `GET user/profile-orders?page=n` (test/contract/account/profile-orders.json): five orders a page (what 1.6.7's order history renders). */
export async function fetchOrderPage(http: Http, page: number): Promise<OrderPage> {
  const { data } = await http.get('user/profile-orders', page > 1 ? { params: { page } } : undefined);
  const { orders } = expectKeys<{ orders: unknown }>(data, ['orders']);
  if (!isObject(orders)) throw new ApiError('malformed', "The server's answer has no orders.");
  const rows = expectList<unknown>(orders.data, 'orders')
    .map(orderRowFrom)
    .filter((r): r is OrderRowItem => r !== null);
  return {
    rows,
    total: Math.max(rows.length, int(orders.total, rows.length)),
    currentPage: Math.max(1, int(orders.current_page, page)),
    lastPage: Math.max(1, int(orders.last_page, 1)),
  };
}

/** `GET user/cancel-order/{id}` (test/contract/commerce/cancel-order.json): the canceled order and the fresh user (a paid order refunds to the wallet). */
export async function cancelOrder(http: Http, orderId: number): Promise<{ order: Order; user: User | null }> {
  const { data } = await http.get(`user/cancel-order/${encodeURIComponent(orderId)}`);
  const body = expectKeys<{ orders: unknown; user?: unknown }>(data, ['orders']);
  return { order: orderFrom(body.orders), user: isObject(body.user) ? (body.user as unknown as User) : null };
}

/** `GET user/remove-order/{id}` (test/contract/commerce/remove-order.json): `{"error": ""}` (someone else's order) reads as success, as in the original. */
export async function removeOrder(http: Http, orderId: number): Promise<string> {
  const { data } = await http.get(`user/remove-order/${encodeURIComponent(orderId)}`);
  return isObject(data) && typeof data.success === 'string' ? data.success : '';
}

/** One row of `user/digital-product-order-list` (test/contract/commerce/digital-product-order-list.json). */
export interface DigitalRow {
  id: number;
  /** The signed download URL, or "" when it is not a link to the store itself. */
  url: string;
  productName: string;
  date: string;
  total: number | string;
}

/** A link from data, kept only when it is http(s) on the store's own origin (the API's base); else "". */
function storeUrl(http: Http, url: string): string {
  const link = dataLink(url);
  if (link?.kind !== 'external') return '';
  try {
    const base = new URL(http.defaults.baseURL ?? '');
    return new URL(link.href).origin === base.origin ? link.href : '';
  } catch {
    return '';
  }
}

export async function fetchDigitalOrders(http: Http, page: number): Promise<{ rows: DigitalRow[]; more: boolean }> {
  const { data } = await http.get('user/digital-product-order-list', page > 1 ? { params: { page } } : undefined);
  const body = expectKeys<{ download_urls: unknown; next_page_url: unknown }>(data, ['download_urls']);
  const list = Array.isArray(body.download_urls)
    ? body.download_urls
    : isObject(body.download_urls)
      ? Object.values(body.download_urls)
      : [];
  const rows = list.filter(isObject).map((r) => ({
    id: int(r.id, 0),
    url: storeUrl(http, text(r.url)),
    productName: text(r.product_name),
    date: text(r.date),
    total: typeof r.total === 'number' || typeof r.total === 'string' ? r.total : 0,
  }));
  // The original's boolean; a URL string (a future server) counts as "more" too.
  return { rows, more: body.next_page_url === true || (typeof body.next_page_url === 'string' && body.next_page_url !== '') };
}

/**
 * `POST refund-request` (test/contract/commerce/refund-request.json). The server reads only order, order_detail_id and refund_reason and
 * recomputes the amounts, so nothing else is sent. Answers the line with its new refund.
 */
export async function sendRefundRequest(
  http: Http,
  input: { orderId: number; detailId: number; reason: string },
): Promise<{ message: string; detail: OrderDetail | null }> {
  const { data } = await http.post('refund-request', {
    order: input.orderId,
    order_detail_id: input.detailId,
    refund_reason: input.reason,
  });
  const body = expectKeys<{ success?: unknown; order_detail?: unknown }>(data, ['success']);
  return { message: text(body.success), detail: isObject(body.order_detail) ? (body.order_detail as unknown as OrderDetail) : null };
}
