import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { requestsTo, server, settled, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, shell, signedInUser } from '../../../../test/unit/support/fixtures';
import { findNotice, mountApp } from '../../../../test/unit/support/mount-app';
import { capturedStore } from '../../../../test/unit/support/captured-store';
import { invoiceRequested } from '../orders-slice';

jest.mock('../../../app/store', () => jest.requireActual('../../../../test/unit/support/captured-store').capturingStoreModule());

useBackend();
jest.setTimeout(20_000);

const TRX = 'seeddigitaltrx0000000001';
const signedIn = () => shell({ user: signedInUser });
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function answer(method: 'get' | 'post', path: string, body: unknown, status = 200) {
  server.use(http[method](`${BASE_URL}/${path}`, () => HttpResponse.json(body as Json, { status })));
}

describe('/invoice/:trx_id', () => {
  it('shows every order of the checkout with its lines and totals, and mails the invoice once', async () => {
    const invoices = fixtureAnswer<Json>('commerce/get-invoices', 'two-sellers');
    invoices.orders.forEach((o: Json) => (o.is_mailed = 0));
    answer('get', `user/get-invoices/${TRX}`, invoices);
    await mountApp(`/invoice/${TRX}`, signedIn());

    expect(await screen.findByText('Thank you for your purchase')).toBeInTheDocument();
    const orders = screen.getAllByRole('article');
    expect(orders).toHaveLength(2);
    expect(within(orders[0]).getByRole('heading', { name: 'Order Code: YR-5000000001' })).toBeInTheDocument();
    expect(within(orders[0]).getByRole('rowheader', { name: /Meadowlark Premium Planner Plus/ })).toBeInTheDocument();
    expect(orders[0]).toHaveTextContent('Delivered');
    expect(orders[0]).toHaveTextContent('Paid');
    expect(orders[0]).toHaveTextContent('Payment TypeWallet');
    expect(within(orders[0]).getByText('Total Payable').nextSibling).toHaveTextContent('19.99');
    expect(within(orders[0]).getByRole('heading', { name: 'Shipping Address' })).toBeInTheDocument();

    await waitFor(() => expect(requestsTo(`user/mail-order/${TRX}`)).toHaveLength(1));
    // Loading the invoice again (a retry, a second visit) does not mail again.
    act(() => {
      capturedStore().dispatch(invoiceRequested({ trx: TRX }));
    });
    await waitFor(() => expect(requestsTo(`user/get-invoices/${TRX}`).length).toBeGreaterThanOrEqual(2));
    await settled();
    expect(requestsTo(`user/mail-order/${TRX}`)).toHaveLength(1);
  });

  it('does not mail an invoice that was mailed, and says so when the checkout is not yours', async () => {
    await mountApp(`/invoice/${TRX}`, signedIn());
    expect(await screen.findByText('Thank you for your purchase')).toBeInTheDocument();
    await settled();
    expect(requestsTo(`user/mail-order/${TRX}`)).toHaveLength(0);
  });

  it('shows "Permission Denied" for an unknown checkout', async () => {
    await mountApp('/invoice/unknown-trx', signedIn());
    expect(await screen.findByRole('alert')).toHaveTextContent('Permission Denied');
  });

  it('downloads the PDF without the JSON the original appends, as {code}.pdf', async () => {
    const pdf = '%PDF-1.3\nbody\n%%EOF\n';
    server.use(
      http.get(`${BASE_URL}/user/invoice/download/:id`, () =>
        HttpResponse.arrayBuffer(new TextEncoder().encode(`${pdf}{"error":"Oops.....Something Went Wrong"}`).buffer as ArrayBuffer, {
          headers: { 'Content-Type': 'application/pdf' },
        }),
      ),
    );
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (b: Blob) => {
        blobs.push(b);
        return 'blob:x';
      },
      revokeObjectURL: () => {},
    });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await mountApp(`/invoice/${TRX}`, signedIn());
    await userEvent.click(await screen.findByRole('button', { name: 'Download the invoice YR-5000000001 (PDF)' }));
    await waitFor(() => expect(saved).toEqual(['YR-5000000001.pdf']));
    expect(await blobs[0].text()).toBe(pdf);
    click.mockRestore();
  });

  it('reports a download that is not a PDF', async () => {
    answer('get', 'user/invoice/download/:id', { error: 'Access Denied' }, 500);
    await mountApp(`/invoice/${TRX}`, signedIn());
    await userEvent.click(await screen.findByRole('button', { name: 'Download the invoice YR-5000000002 (PDF)' }));
    await findNotice('The invoice could not be downloaded. Please try again.');
  });
});

/**
 * A line's Total as 1.6.7's user/get-invoice.vue and after-track-order.vue work it out:
 * price·qty + tax·qty + shipping − discount·qty − coupon (test/contract/commerce/get-invoices.json,
 * line-with-every-charge: 19.99×3 + 1.10×3 + 4.50 − (2.00×3 + 1.25) = 60.52).
 */
const everyCharge = () => fixtureAnswer<Json>('commerce/get-invoices', 'line-with-every-charge');
const lineTotal = (name: string) =>
  within(screen.getAllByRole('row', { name: new RegExp(name) })[0])
    .getAllByRole('cell')
    .at(-1);

describe("a line's Total", () => {
  it('on the invoice counts tax, shipping, discount and coupon, to the cent', async () => {
    const invoices = everyCharge();
    answer('get', `user/get-invoices/${TRX}`, invoices);
    await mountApp(`/invoice/${TRX}`, signedIn());
    await screen.findByText('Thank you for your purchase');
    expect(lineTotal(invoices.orders[0].order_details[0].product_name)).toHaveTextContent('60.52');
  });

  it('on the tracked order the same', async () => {
    const tracked = fixtureAnswer<Json>('commerce/invoice-by-code', 'delivered');
    const line = everyCharge().orders[0].order_details[0];
    tracked.order.order_details = [line];
    // Its order charged the line's shipping (see order-money.test.tsx for an order that did not).
    tracked.order.shipping_cost = 4.5;
    answer('get', 'user/invoice/YR-4800000000', tracked);
    await mountApp('/get-invoice/YR-4800000000', signedIn());
    await screen.findByRole('heading', { name: 'Order Code: YR-4800000000' });
    expect(lineTotal(line.product_name)).toHaveTextContent('60.52');
  });
});

describe('/track-order and /get-invoice/:orderCode', () => {
  it('asks for a code and opens its page with the progress steps', async () => {
    await mountApp('/track-order', signedIn());
    await userEvent.type(await screen.findByLabelText('Enter your order code'), 'YR-4800000000');
    await userEvent.click(screen.getByRole('button', { name: 'Track' }));
    const steps = await screen.findByRole('list', { name: 'Order progress' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Order Placed', 'Order Confirmed', 'Order Processing', 'Delivered']);
    expect(within(steps).getByText('Delivered')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('heading', { name: 'Order Code: YR-4800000000' })).toBeInTheDocument();
  });

  it('says so for an unknown code and offers the form again', async () => {
    await mountApp('/get-invoice/YR-0000000000', signedIn());
    expect(await screen.findByText('We could not find an order with this code.')).toBeInTheDocument();
    expect(screen.getByLabelText('Enter your order code')).toHaveValue('YR-0000000000');
  });

  it('shows a canceled order as canceled', async () => {
    const canceled = fixtureAnswer<Json>('commerce/invoice-by-code', 'delivered');
    canceled.order.delivery_status = 'canceled';
    answer('get', 'user/invoice/YR-4800000000', canceled);
    await mountApp('/get-invoice/YR-4800000000', signedIn());
    expect(await screen.findByText('This order was canceled.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Order progress' })).queryByText('Delivered')).not.toHaveAttribute('aria-current');
  });

  it('offers a refund request with the refund add-on and sends only the reason', async () => {
    const withRefundAddOn = shell({ user: signedInUser, add_ons: [...shell().add_ons, 'refund'] }, { refund_request_time: '14' });
    const created = fixtureAnswer<Json>('commerce/refund-request', 'created');
    answer('post', 'refund-request', created);
    await mountApp('/get-invoice/YR-4800000000', withRefundAddOn);
    const buttons = await screen.findAllByRole('button', { name: 'Send Refund Request' });
    await userEvent.click(buttons[0]);
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Refund Reason'), 'Wrong size');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    await findNotice('Request send successfully, wait for the approval');
    await settled();
    const [sent] = requestsTo('refund-request');
    expect(sent.body).toEqual({ order: 1, order_detail_id: 1, refund_reason: 'Wrong size' });
    expect(await screen.findByText('Refund: pending')).toBeInTheDocument();
    // The line keeps its name (the answer has none).
    expect(screen.getAllByText('Vertex Everyday Headset Air').length).toBeGreaterThan(0);
  });

  it('offers no refund without the add-on', async () => {
    await mountApp('/get-invoice/YR-4800000000', signedIn());
    expect(await screen.findByRole('heading', { name: 'Order Code: YR-4800000000' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Refund Request' })).not.toBeInTheDocument();
  });
});

describe('/user/order-history', () => {
  const base = () => fixtureAnswer<Json>('account/profile-orders', 'first-page');
  function history(rows: Array<Partial<Json>>, over: Partial<Json> = {}) {
    const page = base();
    const template = page.orders.data[0];
    page.orders = {
      ...page.orders,
      data: rows.map((r, i) => ({ ...template, id: 100 + i, order_id: 10 + i, code: `YR-000000001${i}`, ...r })),
      total: rows.length,
      count: rows.length,
      last_page: 1,
      total_pages: 1,
      next_page_url: null,
      has_more_data: false,
      ...over,
    };
    answer('get', 'user/profile-orders', page);
  }
  const rowOf = async (code: string) => (await screen.findByRole('rowheader', { name: new RegExp(code) })).closest('tr') as HTMLElement;

  it('offers cancel only while pending, remove once delivered or canceled, pay now only when it can be paid', async () => {
    history([
      { delivery_status: 'pending', payment_status: 'unpaid', payment_type: 'cash_on_delivery' },
      { delivery_status: 'pending', payment_status: 'unpaid', payment_type: 'pay_later' },
      { delivery_status: 'canceled', payment_status: 'unpaid', payment_type: 'pay_later' },
      { delivery_status: 'delivered', payment_status: 'paid', payment_type: 'wallet' },
      { delivery_status: 'on_the_way', payment_status: 'refunded_to_wallet', payment_type: 'wallet' },
    ]);
    await mountApp('/user/order-history', signedIn());
    const actions = async (code: string) => [...(await rowOf(code)).querySelectorAll('a, button')].map((el) => el.textContent?.trim());
    expect(await actions('YR-0000000010')).toEqual(['view', 'Download the invoice YR-0000000010 (PDF)', 'Cancel order YR-0000000010']);
    expect(await actions('YR-0000000011')).toEqual([
      'view',
      'Download the invoice YR-0000000011 (PDF)',
      'Cancel order YR-0000000011',
      'Pay Now',
    ]);
    // Canceled: no "Pay Now" (the original's misspelt test offers it).
    expect(await actions('YR-0000000012')).toEqual(['view', 'Download the invoice YR-0000000012 (PDF)', 'Remove']);
    expect(await actions('YR-0000000013')).toEqual(['view', 'Download the invoice YR-0000000013 (PDF)', 'Remove']);
    expect(await actions('YR-0000000014')).toEqual(['view', 'Download the invoice YR-0000000014 (PDF)']);
    expect(within(await rowOf('YR-0000000014')).getByText('Refunded to wallet')).toBeInTheDocument();
    expect(within(await rowOf('YR-0000000011')).getByRole('link', { name: 'Pay Now YR-0000000011' })).toHaveAttribute(
      'href',
      '/payment/YR-0000000011',
    );
  });

  it('cancels after a confirmation, once, and shows the new status', async () => {
    history([{ delivery_status: 'pending', payment_status: 'unpaid', payment_type: 'cash_on_delivery', order_id: 6 }]);
    await mountApp('/user/order-history', signedIn());
    const row = await rowOf('YR-0000000010');
    await userEvent.click(within(row).getByRole('button', { name: /Cancel order/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order YR-0000000010?' });
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Yes, cancel the order' }));
    await findNotice(/was canceled/);
    await settled();
    expect(requestsTo('user/cancel-order/6')).toHaveLength(1);
    expect(within(await rowOf('YR-0000000010')).getByText('Canceled')).toBeInTheDocument();
    expect(within(await rowOf('YR-0000000010')).getByRole('button', { name: 'Remove YR-0000000010 from the list' })).toBeInTheDocument();
  });

  it('removes a delivered order from the list', async () => {
    history([
      { delivery_status: 'delivered', payment_status: 'paid', order_id: 3 },
      { delivery_status: 'pending', payment_status: 'unpaid' },
    ]);
    await mountApp('/user/order-history', signedIn());
    await userEvent.click(within(await rowOf('YR-0000000010')).getByRole('button', { name: 'Remove YR-0000000010 from the list' }));
    await findNotice('Order Removed Successfully');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /YR-0000000010/ })).not.toBeInTheDocument());
    expect(screen.getByRole('rowheader', { name: /YR-0000000011/ })).toBeInTheDocument();
  });

  it('pages through the orders', async () => {
    history([{ delivery_status: 'delivered' }], {
      last_page: 2,
      total_pages: 2,
      total: 6,
      next_page_url: `${BASE_URL}/user/profile-orders?page=2`,
    });
    await mountApp('/user/order-history', signedIn());
    await userEvent.click(await screen.findByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(requestsTo('user/profile-orders').some((r) => r.url.searchParams.get('page') === '2')).toBe(true));
  });
});

describe('/user/digital-product-orders', () => {
  it('lists the downloads with their links and shows more while next_page_url is true', async () => {
    const first = fixtureAnswer<Json>('commerce/digital-product-order-list', 'first-page');
    first.download_urls.forEach((r: Json) => (r.url = r.url.replace('https://shop.test', BASE_URL)));
    const second = { download_urls: [{ ...first.download_urls[0], id: 99, product_name: 'Third e-book' }], next_page_url: false };
    server.use(
      http.get(`${BASE_URL}/user/digital-product-order-list`, ({ request }) =>
        HttpResponse.json(new URL(request.url).searchParams.get('page') === '2' ? second : { ...first, next_page_url: true }),
      ),
    );
    await mountApp('/user/digital-product-orders', signedIn());
    const link = await screen.findByRole('link', { name: 'Download File Orchid & Co Urban Hair Dryer S' });
    expect(link).toHaveAttribute('href', expect.stringMatching(/^http:\/\/shop\.test\/file-download\/2\?od=15&/));
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('rowheader', { name: 'Third e-book' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('shows no link for a URL outside the store', async () => {
    const first = fixtureAnswer<Json>('commerce/digital-product-order-list', 'first-page');
    first.download_urls[0].url = 'https://elsewhere.example/file.zip';
    answer('get', 'user/digital-product-order-list', first);
    await mountApp('/user/digital-product-orders', signedIn());
    expect(await screen.findByRole('rowheader', { name: 'Orchid & Co Urban Hair Dryer S' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download File Orchid & Co Urban Hair Dryer S' })).not.toBeInTheDocument();
  });
});

describe('/order-confirmation', () => {
  it('points to the order history and tracking without a request', async () => {
    await mountApp('/order-confirmation', signedIn());
    expect(await screen.findByRole('link', { name: 'Order History' })).toHaveAttribute('href', '/user/order-history');
    expect(screen.getByRole('link', { name: 'Track Order' })).toHaveAttribute('href', '/track-order');
  });
});
