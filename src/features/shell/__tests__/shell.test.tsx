import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { requestsTo, server, settled, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, shell, signedInUser, usd } from '../../../../test/unit/support/fixtures';
import { findNotice, mountApp } from '../../../../test/unit/support/mount-app';

useBackend();

function useFakeClock() {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
}
async function advance(ms: number) {
  await act(async () => { jest.advanceTimersByTime(ms); });
}
afterEach(() => jest.useRealTimers());

describe('on every route change', () => {
  it('sets the title, reports a GA4 page view, moves focus to the new heading and shows not-found for unknown paths', async () => {
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
    const app = await mountApp('/track-order');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Track Order' });
    await waitFor(() => expect(document.title).toBe('Track Order | Test Store'));
    expect(heading).toHaveFocus();
    const layer = (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer;
    expect(layer).toContainEqual(expect.objectContaining({ event: 'page_view', page_path: '/track-order', page_title: 'Track Order | Test Store' }));

    await userEvent.click(screen.getByRole('link', { name: 'About us' }));
    await waitFor(() => expect(layer.filter((e) => e.event === 'page_view')).toHaveLength(2));
    expect(window.location.pathname).toBe('/page/about-us');

    app.unmount();
    await mountApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Not Found | Test Store'));
  });

  it('works under an app base path', async () => {
    document.body.innerHTML = '';
    const app = await mountApp('/shop/brands', shell(), { appPath: '/shop' });
    expect(await screen.findByRole('heading', { level: 1, name: 'All Brands' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart: 0' })).toHaveAttribute('href', '/shop/cart');
    app.unmount();
  });
});

describe('checkout needs a signed-in shopper', () => {
  it('tells a guest to sign in first and goes to login', async () => {
    await mountApp('/checkout');
    expect(await findNotice('Please sign in first.')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(screen.queryByRole('heading', { name: 'Checkout' })).not.toBeInTheDocument();
  });

  it('lets a signed-in shopper in', async () => {
    await mountApp('/checkout', shell({ user: signedInUser }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
  });
});

describe('currency', () => {
  it('reformats every price after a switch, following the backend settings', async () => {
    await mountApp('/');
    const card = await screen.findByRole('article', { name: 'Product 1' });
    expect(within(card).getByTestId('price')).toHaveTextContent('$10.00');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'EUR');
    await waitFor(() => expect(within(card).getByTestId('price')).toHaveTextContent('€5.00'));
    expect(requestsTo('change/currency/EUR')).toHaveLength(1);
  });

  it('shows a refused switch as an info notice and keeps the old currency', async () => {
    await mountApp('/', shell({ currencies: [usd, { id: 9, name: 'Gone', symbol: 'G', code: 'XXX', exchange_rate: 2 }] }));
    const card = await screen.findByRole('article', { name: 'Product 1' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'XXX');
    const notice = await findNotice('Currency not found');
    expect(notice).toHaveClass('sf-notice--info');
    expect(within(card).getByTestId('price')).toHaveTextContent('$10.00');
  });
});

describe('the 10 s set-up and the newsletter pop-up', () => {
  it('appears 10 s after mount on home, with its title, text, socials and field; re-syncs currency and viewed products', async () => {
    useFakeClock();
    await mountApp('/');
    await advance(9_900);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo('viewed-products')).toHaveLength(0);
    await advance(200);
    const dialog = await screen.findByRole('dialog', { name: 'Join our newsletter' });
    expect(within(dialog).getByText('Deals weekly')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'facebook' })).toHaveAttribute('href', 'https://facebook.example/store');
    expect(within(dialog).getByRole('textbox', { name: 'Email address' })).toBeInTheDocument();
    await waitFor(() => expect(requestsTo('viewed-products')).toHaveLength(1));
    expect(requestsTo('change/currency/USD')).toHaveLength(1);
  });

  it.each([
    ['home_page, on another page', '/track-order', shell({}, { popup_show_in: 'home_page' })],
    ['switched off', '/', shell({}, { site_popup_status: 0 })],
  ])('stays hidden when %s', async (_label, path, data) => {
    useFakeClock();
    await mountApp(path, data);
    await advance(10_500);
    await act(async () => { await settled(); });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows on any page for all_page', async () => {
    useFakeClock();
    await mountApp('/track-order', shell({}, { popup_show_in: 'all_page' }));
    await advance(10_100);
    expect(await screen.findByRole('dialog', { name: 'Join our newsletter' })).toBeInTheDocument();
  });

  it('stays hidden after "don\'t show again", which stores popup=1 (and unticking removes it)', async () => {
    useFakeClock();
    const first = await mountApp('/');
    await advance(10_100);
    const dialog = await screen.findByRole('dialog');
    const box = within(dialog).getByRole('checkbox', { name: "Don't show this pop-up again" });
    await act(async () => { box.click(); });
    expect(window.localStorage.getItem('popup')).toBe('1');
    await act(async () => { box.click(); });
    expect(window.localStorage.getItem('popup')).toBeNull();
    await act(async () => { box.click(); });
    await act(async () => { within(dialog).getByRole('button', { name: '×' }).click(); });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();

    await mountApp('/');
    await advance(10_100);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('validates the email, subscribes, closes and clears; a 422 shows each first message', async () => {
    useFakeClock();
    await mountApp('/');
    await advance(10_100);
    jest.useRealTimers();
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByRole('textbox', { name: 'Email address' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(await within(dialog).findByText('Please enter your email address.')).toBeInTheDocument();
    await userEvent.type(field, 'not-an-email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(await within(dialog).findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(requestsTo('home/subscribers')).toHaveLength(0);

    server.use(http.post(`${BASE_URL}/home/subscribers`, () => HttpResponse.json(
      { message: 'invalid', errors: { email: ['The email has already been taken.', 'ignored'] } }, { status: 422 })));
    await userEvent.clear(field);
    await userEvent.type(field, 'taken@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(await findNotice('The email has already been taken.')).toHaveClass('sf-notice--error');
    expect(screen.queryByText('ignored')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    server.resetHandlers();
    await userEvent.clear(field);
    await userEvent.type(field, 'new@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(await findNotice('Success: You have subscribed successfully')).toHaveClass('sf-notice--success');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo('home/subscribers').at(-1)?.body).toEqual({ email: 'new@example.com' });
  });
});

describe('language', () => {
  it('takes text from the backend language file and mirrors right-to-left languages', async () => {
    server.use(http.get(`${BASE_URL}/resources/lang/ar.json`, () => HttpResponse.json({ add_to_cart: 'أضف إلى السلة', cart: 'السلة' })));
    const arabic = { id: 2, name: 'Arabic', locale: 'ar', text_direction: 'rtl' as const };
    const app = await mountApp('/', shell({ active_language: arabic }, { lang_file: `${BASE_URL}/resources/lang/ar.json` }));
    expect(await screen.findByRole('button', { name: /أضف إلى السلة: Product 1/ })).toBeInTheDocument();
    expect(app.element.querySelector('.sf-root')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('link', { name: 'السلة: 0' })).toBeInTheDocument();
  });

  it('falls back to built-in English when the language file cannot be read', async () => {
    server.use(http.get(`${BASE_URL}/resources/lang/en.json`, () => HttpResponse.json({ message: 'nope' }, { status: 500 })));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await mountApp('/');
    expect(await screen.findByRole('button', { name: /Add to cart: Product 1/ })).toBeInTheDocument();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    warn.mockRestore();
  });
});

describe('session', () => {
  it('logs out: clears user, cart, wishlist and compare counts, replaces the page token and goes to login', async () => {
    await mountApp('/', shell({ user: signedInUser, wishlists: 3, compare_list: 2, carts: [] }));
    expect(screen.getByRole('link', { name: 'Wishlist: 3' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(screen.getByRole('link', { name: 'Wishlist: 0' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compare: 0' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(document.querySelector<HTMLInputElement>('#token')?.value).toBe('fresh-token');
    expect(requestsTo('logout')[0].headers.get('x-csrf-token')).toBe('page-token');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'EUR');
    await waitFor(() => expect(requestsTo('change/currency/EUR')).toHaveLength(1));
    expect(requestsTo('change/currency/EUR')[0].headers.get('x-csrf-token')).toBe('fresh-token');
  });

  it('treats the login page arriving instead of JSON as a signed-out session, with a clear message', async () => {
    server.use(http.post(`${BASE_URL}/user/addToCart`, () => new HttpResponse('<!doctype html><title>Login</title>', { headers: { 'content-type': 'text/html' } })));
    await mountApp('/', shell({ user: signedInUser }));
    await userEvent.click(await screen.findByRole('button', { name: /Add to cart: Product 1/ }));
    expect(await findNotice('Your session has ended. Please sign in again.')).toHaveClass('sf-notice--warning');
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('explains a network fault and asks the backend for the real cart afterwards', async () => {
    server.use(http.post(`${BASE_URL}/user/addToCart`, () => HttpResponse.error()));
    await mountApp('/');
    await userEvent.click(await screen.findByRole('button', { name: /Add to cart: Product 1/ }));
    expect(await findNotice('The store could not be reached')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo('cart/list')).toHaveLength(1));
  });
});

describe('demo colour switcher', () => {
  it('sets the three colours as CSS custom properties and remembers them', async () => {
    const first = await mountApp('/', shell({}, { demo_mode: 1 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Colour switcher' }));
    const primary = screen.getByLabelText('Primary colour');
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(primary, '#123456');
      primary.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const root = first.element.querySelector<HTMLElement>('.sf-root')!;
    await waitFor(() => expect(root.style.getPropertyValue('--sf-primary')).toBe('#123456'));
    expect(JSON.parse(window.localStorage.getItem('storefront.demo-colours')!)).toMatchObject({ primary: '#123456' });
    first.unmount();

    const second = await mountApp('/', shell({}, { demo_mode: 1 }));
    await waitFor(() => expect(second.element.querySelector<HTMLElement>('.sf-root')!.style.getPropertyValue('--sf-primary')).toBe('#123456'));
  });

  it('is absent outside demo mode', async () => {
    await mountApp('/');
    await screen.findByRole('article', { name: 'Product 1' });
    expect(screen.queryByRole('button', { name: 'Colour switcher' })).not.toBeInTheDocument();
  });
});
