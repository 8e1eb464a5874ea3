import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { languageFile } from '../../../../examples/server/seed/lang';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { server, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, shell, signedInUser } from '../../../../test/unit/support/fixtures';
import { mountApp } from '../../../../test/unit/support/mount-app';
import { shownText } from '../../../../test/unit/support/shown-text';

useBackend();
jest.setTimeout(20_000);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const TRX = 'seeddigitaltrx0000000001';
const CODE = 'YR-4800000000';
const couponsOn = () => shell({ user: signedInUser }, { coupon_system: '1' });

function answer(path: string, body: unknown) {
  server.use(http.get(`${BASE_URL}/${path}`, () => HttpResponse.json(body as Json)));
}

/** The order's summary as label → amount, in the order shown. */
function summary(order: HTMLElement): Array<[string, string]> {
  return [...order.querySelectorAll('.sf-order__summary > div')].map((row) => [
    row.querySelector('dt')!.textContent!,
    shownText(row.querySelector('dd')),
  ]);
}

/** The lines' column headers and each line's cells, as shown. */
function lines(order: HTMLElement) {
  const table = within(order).getByRole('table');
  const head = within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((tr) => within(tr).getAllByRole('cell').map(shownText));
  return { head, rows };
}

/** test/contract/commerce/get-invoices.json, line-with-every-charge: 3 × 19.99, tax 1.10 and discount 2.00 a unit, shipping 4.50, coupon 1.25. */
const everyCharge = () => fixtureAnswer<Json>('commerce/get-invoices', 'line-with-every-charge');

describe("an order's money on the invoice and the tracking page", () => {
  it('shows what lowers the total with a minus, in the summary and on the line', async () => {
    answer(`user/get-invoices/${TRX}`, everyCharge());
    await mountApp(`/invoice/${TRX}`, couponsOn());
    const order = await screen.findByRole('article');
    expect(summary(order)).toEqual([
      ['Sub Total', '$59.97'],
      ['Tax', '$3.30'],
      ['Discount', '−$6.00'],
      ['Shipping Cost', '$4.50'],
      ['Coupon Discount', '−$1.25'],
      ['Total Payable', '$60.52'],
    ]);
    // Unit price, quantity, discount, tax, shipping, total: the lines carry the order's shipping.
    expect(lines(order).rows).toEqual([['$19.99', '3', '−$6.00', '$3.30', '$4.50', '$60.52']]);
  });

  it('leaves out a discount, coupon or tax of nothing', async () => {
    answer(`user/get-invoices/${TRX}`, fixtureAnswer<Json>('commerce/get-invoices', 'two-sellers'));
    await mountApp(`/invoice/${TRX}`, couponsOn());
    const [first] = await screen.findAllByRole('article');
    expect(summary(first)).toEqual([
      ['Sub Total', '$19.99'],
      ['Shipping Cost', '$0.00'],
      ['Total Payable', '$19.99'],
    ]);
  });

  it("a flat-rate order: the lines show no shipping of their own, the order's row says what was charged", async () => {
    // test/contract/commerce/invoice-by-code.json, delivered: lines 0 shipping, the order 5.
    answer(`user/invoice/${CODE}`, fixtureAnswer<Json>('commerce/invoice-by-code', 'delivered'));
    await mountApp(`/get-invoice/${CODE}`, couponsOn());
    const order = (await screen.findByRole('heading', { name: `Order Code: ${CODE}` })).closest('article') as HTMLElement;
    const { head, rows } = lines(order);
    expect(head).not.toContain('Shipping Cost');
    expect(rows.map((cells) => cells.at(-1))).toEqual(['$219.99', '$18.00']);
    expect(summary(order)).toEqual([
      ['Sub Total', '$237.99'],
      ['Shipping Cost', '$5.00'],
      ['Total Payable', '$242.99'],
    ]);
  });

  it('a pickup order is charged no shipping, and its lines do not count the shipping they had in the cart', async () => {
    const invoices = everyCharge();
    const o = invoices.orders[0];
    Object.assign(o, { pickup_hub_id: 1, shipping_address: [], billing_address: [], shipping_cost: 0, total_payable: 56.02 });
    answer(`user/get-invoices/${TRX}`, invoices);
    await mountApp(`/invoice/${TRX}`, couponsOn());
    const order = await screen.findByRole('article');
    const { head, rows } = lines(order);
    expect(head).not.toContain('Shipping Cost');
    expect(rows[0].at(-1)).toBe('$56.02');
    expect(summary(order)).toContainEqual(['Shipping Cost', '$0.00']);
    expect(summary(order).at(-1)).toEqual(['Total Payable', '$56.02']);
  });
});

describe('the payment type and date of an order', () => {
  const tracked = (paymentType: string) => {
    const body = fixtureAnswer<Json>('commerce/invoice-by-code', 'delivered');
    body.order.payment_type = paymentType;
    answer(`user/invoice/${CODE}`, body);
  };
  const meta = async (label: RegExp) => (await screen.findByText(label, { selector: 'dt' })).nextElementSibling?.textContent;

  it("names the method from the shop's language file and words the date", async () => {
    tracked('stripe');
    await mountApp(`/get-invoice/${CODE}`, couponsOn());
    expect(await meta(/^Payment Type/)).toBe('Stripe');
    // 1.6.7 orders.date "2025-03-30 09:00:00": the shop's own clock, shown as written.
    expect((await meta(/^Order Date/))?.replace(/\s/g, ' ')).toBe('March 30, 2025 at 9:00 AM');
  });

  it('in Arabic: the Arabic name and Arabic month names', async () => {
    server.use(http.get(`${BASE_URL}/resources/lang/ar.json`, () => HttpResponse.json(languageFile('ar'))));
    tracked('stripe');
    const arabic = { id: 2, name: 'Arabic', locale: 'ar', text_direction: 'rtl' as const };
    await mountApp(
      `/get-invoice/${CODE}`,
      shell({ user: signedInUser, active_language: arabic }, { lang_file: `${BASE_URL}/resources/lang/ar.json` }),
    );
    const file = languageFile('ar')!;
    expect(await meta(new RegExp(`^${file.payment_type}`))).toBe(file.Stripe);
    expect(await meta(new RegExp(`^${file.order_date}`))).toMatch(/مارس/);
  });
});

describe('the payment page', () => {
  it('leaves out a coupon or tax of nothing and shows the discount with a minus', async () => {
    await mountApp('/payment', shell({ user: signedInUser }, { coupon_system: '1' }));
    const box = await screen.findByRole('complementary', { name: 'Price Details' });
    await within(box).findByText('Sub Total');
    const rows = [...box.querySelectorAll('dl > div')].map((row) => [
      row.querySelector('dt')!.textContent,
      shownText(row.querySelector('dd')),
    ]);
    expect(rows).toEqual([
      ['Sub Total', '$129.99'],
      ['Discount', '−$20.00'],
      ['Shipping Cost', '$4.99'],
      ['Total', '$114.98'],
    ]);
  });
});
