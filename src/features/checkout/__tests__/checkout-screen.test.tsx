import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { requestsTo, server, settled, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, eur, shell, signedInUser } from '../../../../test/unit/support/fixtures';
import { shownText } from '../../../../test/unit/support/shown-text';
import { findNotice, mountApp } from '../../../../test/unit/support/mount-app';

useBackend();
jest.setTimeout(20_000);

const CUSTOMER = () => fixtureAnswer('commerce/user-address-checkout', 'customer-two-sellers');
const GUEST = () => fixtureAnswer('commerce/user-address-checkout', 'guest-with-lines');

/** `user/address` answers with the checkout fixture (the default handler answers the address book's cases). */
function checkoutAnswer(answer: unknown) {
  server.use(http.get(`${BASE_URL}/user/address`, () => HttpResponse.json(answer as Record<string, unknown>)));
}

const signedIn = (settings = {}, over = {}) => shell({ user: signedInUser, ...over }, settings);

async function openCheckout(answer: unknown = CUSTOMER(), page = signedIn()) {
  checkoutAnswer(answer);
  await mountApp('/checkout', page);
  await screen.findByRole('heading', { level: 1, name: 'Check Out' });
  await screen.findByRole('heading', { name: 'Price Details' });
}

const summary = () => screen.getByRole('complementary', { name: 'Price Details' });
const row = (label: string) => shownText(within(summary()).getByText(label, { selector: 'dt' }).nextElementSibling);
const placeButton = () => within(summary()).getByRole('button', { name: /Confirm Order|Placing/ });
const agree = () => userEvent.click(screen.getByRole('checkbox', { name: /I Agree to The Privacy Policy/ }));

async function confirmBody(): Promise<Record<string, unknown>> {
  await waitFor(() => expect(requestsTo('user/confirm-order')).toHaveLength(1));
  await settled();
  return requestsTo('user/confirm-order')[0].body as Record<string, unknown>;
}

describe('/checkout', () => {
  it('pre-selects the default addresses, lists the lines per seller and sums them as the original', async () => {
    await openCheckout();
    const shipping = screen.getByRole('group', { name: 'Shipping Address' });
    expect(within(shipping).getByRole('radio', { name: /350 Fifth Avenue/ })).toBeChecked();
    expect(within(shipping).getByRole('radio', { name: /Block 4/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Billing Address is same as Shipping Address' })).toBeChecked();

    const acme = screen.getByRole('region', { name: 'Acme Store' });
    expect(within(acme).getByRole('row', { name: /Classic Cotton T-Shirt \(Red-M\)/ })).toHaveTextContent('2$45.00');
    const inHouse = screen.getByRole('region', { name: 'In-house products' });
    expect(within(inHouse).getByRole('row', { name: /Desk Lamp/ })).toHaveTextContent('1$39.00');

    expect(row('Sub Total')).toBe('$89.00');
    // Amounts that lower the total carry a minus, as on the cart page.
    expect(row('Discount')).toBe('−$5.00');
    expect(row('Shipping Cost')).toBe('$9.98');
    expect(row('Coupon Discount')).toBe('−$5.00');
    expect(row('Total')).toBe('$88.98');
    // No pickup hubs offered to choose from unless the answer has some (this one has): the radios show.
    expect(screen.getByRole('group', { name: 'How To Collect Orders?' })).toBeInTheDocument();
  });

  it('shows the summary in the active currency', async () => {
    await openCheckout(CUSTOMER(), signedIn({}, { active_currency: eur }));
    expect(row('Total')).toMatch(/81[.,]86/);
    expect(row('Sub Total')).toMatch(/81[.,]88/);
  });

  it('places the order once on a double click, with the original body, then opens payment', async () => {
    server.use(
      http.post(`${BASE_URL}/user/confirm-order`, async () => {
        await delay(50);
        return HttpResponse.json({ success: 'Order done' });
      }),
    );
    await openCheckout();
    await agree();
    await userEvent.dblClick(placeButton());
    const body = await confirmBody();
    expect(body).toMatchObject({
      payment_type: 0,
      sub_total: 89,
      discount_offer: 5,
      shipping_tax: 9.98,
      coupon_discount: 5,
      total: 88.98,
      trx_id: 'Qm3xT9aB2cD4eF6gH8iJk',
      quantity: [
        { id: 88, quantity: 2 },
        { id: 89, quantity: 1 },
      ],
      checkout_method: 2,
    });
    expect((body.shipping_address as { id: number }).id).toBe(1);
    expect((body.billing_address as { id: number }).id).toBe(1);
    expect(body).not.toHaveProperty('pick_hub_id');
    await waitFor(() => expect(window.location.pathname).toBe('/payment'));
    expect(requestsTo('user/confirm-order')).toHaveLength(1);
  });

  it('asks for the agreement before anything is sent', async () => {
    await openCheckout();
    await userEvent.click(placeButton());
    // In the words of the box: the shop's agreement pages, here the Privacy Policy.
    expect(await within(summary()).findByRole('alert')).toHaveTextContent(/^Please accept the Privacy Policy$/);
    expect(requestsTo('user/confirm-order')).toHaveLength(0);
  });

  it('sends another billing address when "same as shipping" is unticked', async () => {
    await openCheckout();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Billing Address is same as Shipping Address' }));
    const billing = screen.getByRole('group', { name: 'Billing Address' });
    // The default billing address is pre-selected there too.
    expect(within(billing).getByRole('radio', { name: /350 Fifth Avenue/ })).toBeChecked();
    await userEvent.click(within(billing).getByRole('radio', { name: /Block 4/ }));
    await agree();
    await userEvent.click(placeButton());
    const body = await confirmBody();
    expect((body.shipping_address as { id: number }).id).toBe(1);
    expect((body.billing_address as { id: number }).id).toBe(2);
  });

  it('pickup: a hub must be chosen; shipping is then 0 and no address is sent', async () => {
    await openCheckout();
    await userEvent.click(screen.getByRole('radio', { name: 'Use PickHub Point' }));
    expect(screen.queryByRole('group', { name: 'Shipping Address' })).not.toBeInTheDocument();
    expect(row('Shipping Cost')).toBe('$0.00');
    expect(row('Total')).toBe('$79.00');
    await agree();
    await userEvent.click(placeButton());
    expect(await within(summary()).findByRole('alert')).toHaveTextContent('Please Choose a PickHub Point');
    expect(requestsTo('user/confirm-order')).toHaveLength(0);

    await userEvent.selectOptions(screen.getByLabelText('PickHub Point'), 'Brooklyn Pickup Point — 85 Flatbush Avenue, Brooklyn');
    await userEvent.click(placeButton());
    const body = await confirmBody();
    expect(body).toMatchObject({ checkout_method: 1, pick_hub_id: 2, shipping_tax: 0, total: 79 });
    expect(body).not.toHaveProperty('shipping_address');
    expect(body).not.toHaveProperty('billing_address');
  });

  it('area-based shipping: choosing an address asks for its cost and the total follows', async () => {
    const answer = CUSTOMER();
    answer.checkouts['1'].shipping_cost = 6;
    answer.checkouts['5'].shipping_cost = 6;
    server.use(http.post(`${BASE_URL}/user/find/shipping_cost`, () => HttpResponse.json({ shipping_cost: 25 })));
    await openCheckout(answer, signedIn({ shipping_fee_type: 'area_base', shipping_cost: 'area_base' }));
    // At first: the groups' cost for the default address's city.
    expect(row('Shipping Cost')).toBe('$12.00');
    await userEvent.click(screen.getByRole('radio', { name: /Block 4/ }));
    await waitFor(() => expect(row('Shipping Cost')).toBe('$25.00'));
    await settled();
    expect(requestsTo('user/find/shipping_cost')[0].body).toEqual({ city_id: 0 });
    await userEvent.click(screen.getByRole('radio', { name: /350 Fifth Avenue/ }));
    await waitFor(() => expect(requestsTo('user/find/shipping_cost')).toHaveLength(2));
    await settled();
    expect(requestsTo('user/find/shipping_cost')[1].body).toEqual({ city_id: 5 });
    expect(row('Total')).toBe('$104.00');
  });

  it('a guest without addresses gets the address form straight away', async () => {
    await openCheckout(GUEST(), shell());
    expect(screen.getByText('Add an address to ship your order to.')).toBeInTheDocument();
    const form = screen.getByRole('region', { name: 'Add a new Address' });
    expect(within(form).getByLabelText('Name')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'How To Collect Orders?' })).not.toBeInTheDocument();
    await agree();
    await userEvent.click(placeButton());
    expect(await within(summary()).findByRole('alert')).toHaveTextContent('Please Choose a Billing Address');
  });

  it('an empty cart says so and links back to the cart', async () => {
    checkoutAnswer({ addresses: [], carts: [], checkouts: [], coupons: [], pickup_hubs: [] });
    await mountApp('/checkout', signedIn());
    expect(await screen.findByText('Your cart is empty, so there is nothing to check out.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the cart' })).toHaveAttribute('href', '/cart');
  });

  it('shows a refusal (out of stock) and lets the shopper try again', async () => {
    server.use(http.post(`${BASE_URL}/user/confirm-order`, () => HttpResponse.json({ error: 'Classic Cotton T-Shirt is out of Stock' })));
    await openCheckout();
    await agree();
    await userEvent.click(placeButton());
    await findNotice('Classic Cotton T-Shirt is out of Stock');
    expect(placeButton()).toBeEnabled();
    expect(window.location.pathname).toBe('/checkout');
  });

  it('a lost answer is read back: orders found → payment', async () => {
    server.use(http.post(`${BASE_URL}/user/confirm-order`, () => HttpResponse.error()));
    await openCheckout();
    await agree();
    await userEvent.click(placeButton());
    await waitFor(() => expect(window.location.pathname).toBe('/payment'));
    expect(requestsTo('user/confirm-order')).toHaveLength(1);
    expect(requestsTo('user/payment-order').length).toBeGreaterThanOrEqual(1);
  });

  it('a lost answer is read back: no orders → the cart is unchanged and a retry is offered', async () => {
    server.use(
      http.post(`${BASE_URL}/user/confirm-order`, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
      http.get(`${BASE_URL}/user/payment-order`, () => HttpResponse.json({ error: 'Permission Declined' })),
    );
    await openCheckout();
    await agree();
    await userEvent.click(placeButton());
    const alert = await screen.findByText('Could not place the order. Your cart is unchanged.', { selector: 'p' });
    expect(requestsTo('user/confirm-order')).toHaveLength(1);
    server.use(http.post(`${BASE_URL}/user/confirm-order`, () => HttpResponse.json({ success: 'Order done' })));
    await userEvent.click(within(alert.parentElement!).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(window.location.pathname).toBe('/payment'));
    expect(requestsTo('user/confirm-order')).toHaveLength(2);
  });
});
