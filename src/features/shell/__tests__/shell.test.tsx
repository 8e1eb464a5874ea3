import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { requestsTo, server, settled, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, shell, signedInUser } from '../../../../test/unit/support/fixtures';
import { findNotice, mountApp } from '../../../../test/unit/support/mount-app';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';

useBackend();

// The original's guest host page (test/contract/shell/host-page.json), as the tests' default shell.
const SETTINGS = shell().settings_data;
const NAME = String(SETTINGS.system_name);
const popupOn = { site_popup_status: '1', popup_show_in: 'home_page' } as const;
// A card of the original's home page 1 (test/contract/catalogue/home-page.json): price 34, no discount.
const CARD = 'Summit Gear Lightweight Kettlebell Max';

function useFakeClock() {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
}
async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}
afterEach(() => jest.useRealTimers());

describe('screen entrance animations', () => {
  it('show the first screen at once and animate screens reached in the app', async () => {
    await mountApp('/');
    await screen.findByRole('region', { name: 'Special offers' });
    const frame = () => document.querySelector('.sf-screen')!;
    // Home slides in when navigated to, but not as the page's first screen: that held back its largest paint.
    expect(frame().className).not.toMatch(/sf-transition/);
    await userEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Best Selling Products' }));
    await waitFor(() => expect(window.location.pathname).toBe('/best-selling/products'));
    await userEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: NAME }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    await waitFor(() => expect(frame().className).toMatch(/sf-transition--slide-left/));
  });
});

describe('on every route change', () => {
  it('sets the title, reports a GA4 page view, moves focus to the new heading and shows not-found for unknown paths', async () => {
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
    const app = await mountApp('/track-order');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Track Order' });
    await waitFor(() => expect(document.title).toBe(`Track Order | ${NAME}`));
    expect(heading).not.toHaveFocus(); // not on first load: see navigation-scroll-focus.test.tsx
    const layer = (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer;
    expect(layer).toContainEqual(
      expect.objectContaining({ event: 'page_view', page_path: '/track-order', page_title: `Track Order | ${NAME}` }),
    );

    // footer_menu item {label: 'About Us', url: '/page/about-us'}
    await userEvent.click(within(await screen.findByRole('contentinfo')).getByRole('link', { name: 'About Us' }));
    await waitFor(() => expect(layer.filter((e) => e.event === 'page_view')).toHaveLength(2));
    expect(window.location.pathname).toBe('/page/about-us');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());

    app.unmount();
    await mountApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Not Found | ${NAME}`));
  });

  it('works under an app base path', async () => {
    document.body.innerHTML = '';
    const app = await mountApp('/shop/brands', shell(), { appPath: '/shop' });
    expect(await screen.findByRole('heading', { level: 1, name: 'All Brands' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart: 0' })).toHaveAttribute('href', '/shop/cart');
    app.unmount();
  });
});

describe('checkout needs a signed-in shopper when the shop disables guest checkout', () => {
  it('tells a guest to sign in first and goes to login', async () => {
    await mountApp('/checkout', shell({}, { disable_guest: 1 }));
    // login_first from the original's language file (test/contract/shell/language-file.json)
    expect(await findNotice('Login First')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(screen.queryByRole('heading', { name: /Check ?Out/i })).not.toBeInTheDocument();
  });

  it('lets a signed-in shopper in', async () => {
    await mountApp('/checkout', shell({ user: signedInUser }, { disable_guest: 1 }));
    expect(await screen.findByRole('heading', { level: 1, name: /Check ?Out/i })).toBeInTheDocument();
  });

  it('lets a guest in when the shop allows guest checkout', async () => {
    await mountApp('/checkout', shell({}, { disable_guest: 0 }));
    expect(await screen.findByRole('heading', { level: 1, name: /Check ?Out/i })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/checkout');
  });
});

/** The header's currency picker: open it, press a currency. */
async function chooseCurrency(name: string) {
  await userEvent.click(screen.getByRole('button', { name: /^Currency:/ }));
  await userEvent.click(screen.getByRole('button', { name }));
}

describe('currency', () => {
  it('reformats every price after a switch, following the backend settings', async () => {
    await mountApp('/');
    const card = await screen.findByRole('article', { name: CARD });
    expect(within(card).getByTestId('price')).toHaveTextContent('$34.00');
    await chooseCurrency('EUR (€)');
    // The change/currency fixture's EUR row: exchange_rate 0.92 → 34 × 0.92
    await waitFor(() => expect(within(card).getByTestId('price')).toHaveTextContent('€31.28'));
    expect(requestsTo('change/currency/EUR')).toHaveLength(1);
  });

  it('keeps the old currency when the backend does not know the code (it answers a bare USD object)', async () => {
    await mountApp(
      '/',
      shell({ currencies: [...shell().currencies, { id: 9, name: 'Gone', symbol: 'G', code: 'XXX', exchange_rate: 2 }] }),
    );
    const card = await screen.findByRole('article', { name: CARD });
    await chooseCurrency('XXX (G)');
    const notice = await findNotice('That currency is not available');
    expect(notice).toHaveClass('sf-notice--info');
    expect(within(card).getByTestId('price')).toHaveTextContent('$34.00');
    expect(screen.getByRole('button', { name: /^Currency:/ })).toHaveAccessibleName('Currency: USD ($)');
  });
});

describe('the 10 s set-up and the newsletter pop-up', () => {
  it('appears 10 s after mount on home, with its title, text, socials and field; re-syncs currency and viewed products', async () => {
    useFakeClock();
    await mountApp('/', shell({}, popupOn));
    await advance(9_900);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo('viewed-products')).toHaveLength(0);
    await advance(200);
    const dialog = await screen.findByRole('dialog', { name: String(SETTINGS.popup_title) });
    expect(within(dialog).getByText(String(SETTINGS.popup_description))).toBeInTheDocument();
    // The social links are a row of icons, each named by the language file's word for its network.
    const facebook = within(dialog).getByRole('link', { name: 'Facebook' });
    expect(facebook).toHaveAttribute('href', String(SETTINGS.facebook_link));
    expect(facebook.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(within(dialog).getByRole('list', { name: 'Follow us' })).toHaveClass('sf-socials');
    expect(within(dialog).getByRole('textbox', { name: 'Email address' })).toBeInTheDocument();
    await waitFor(() => expect(requestsTo('viewed-products')).toHaveLength(1));
    expect(requestsTo('change/currency/USD')).toHaveLength(1);
  });

  it.each([
    ['home_page, on another page', '/track-order', shell({}, popupOn)],
    ['switched off', '/', shell({}, { ...popupOn, site_popup_status: '0' })],
  ])('stays hidden when %s', async (_label, path, data) => {
    useFakeClock();
    await mountApp(path, data);
    await advance(10_500);
    await act(async () => {
      await settled();
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows on any page for all_page', async () => {
    useFakeClock();
    await mountApp('/track-order', shell({}, { ...popupOn, popup_show_in: 'all_page' }));
    await advance(10_100);
    expect(await screen.findByRole('dialog', { name: String(SETTINGS.popup_title) })).toBeInTheDocument();
  });

  it('stays hidden after "don\'t show again", which stores popup=1 (and unticking removes it)', async () => {
    useFakeClock();
    const first = await mountApp('/', shell({}, popupOn));
    await advance(10_100);
    const dialog = await screen.findByRole('dialog');
    const box = within(dialog).getByRole('checkbox', { name: "Don't show this pop-up again" });
    await act(async () => {
      box.click();
    });
    expect(window.localStorage.getItem('popup')).toBe('1');
    await act(async () => {
      box.click();
    });
    expect(window.localStorage.getItem('popup')).toBeNull();
    await act(async () => {
      box.click();
    });
    await act(async () => {
      within(dialog).getByRole('button', { name: 'Close' }).click();
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();

    await mountApp('/', shell({}, popupOn));
    await advance(10_100);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('validates the email, subscribes, closes and clears; a 422 lands on the field', async () => {
    useFakeClock();
    await mountApp('/', shell({}, popupOn));
    await advance(10_100);
    jest.useRealTimers();
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByRole('textbox', { name: 'Email address' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Please enter your email address.'));
    await userEvent.type(field, 'not-an-email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Please enter a valid email address.'));
    expect(requestsTo('home/subscribers')).toHaveLength(0);

    // The fixture's "already-subscribed" case answers this address with the original's 422.
    await userEvent.clear(field);
    await userEvent.type(field, 'twice@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    // The field shows the backend's message (newsletter-form.test.tsx covers focus and announcing).
    await waitFor(() => expect(field).toHaveAccessibleDescription('The email has already been taken.'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

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
    server.use(
      http.get(`${BASE_URL}/resources/lang/ar.json`, () =>
        HttpResponse.json({ add_to_cart: 'أضف إلى السلة', add_count_to_cart_other: 'أضف :count إلى السلة', cart: 'السلة' }),
      ),
    );
    const arabic = { id: 2, name: 'Arabic', locale: 'ar', text_direction: 'rtl' as const };
    const app = await mountApp('/', shell({ active_language: arabic }, { lang_file: `${BASE_URL}/resources/lang/ar.json` }));
    expect(await screen.findByRole('button', { name: new RegExp(`أضف 5 إلى السلة: ${CARD}`) })).toBeInTheDocument();
    expect(app.element.querySelector('.sf-root')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('link', { name: 'السلة: 0' })).toBeInTheDocument();
  });

  it("uses 1.6.7's language file, whose `error` key is a word like any other", async () => {
    // The fixture's en.json carries the original's "error": "Error" (test/contract/shell/language-file.json).
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await mountApp('/');
    expect(await screen.findByRole('combobox', { name: 'I am looking for.....' })).toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('falls back to built-in English when the language file cannot be read', async () => {
    server.use(http.get(`${BASE_URL}/resources/lang/en.json`, () => HttpResponse.json({ message: 'nope' }, { status: 500 })));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await mountApp('/');
    expect(await screen.findByRole('button', { name: new RegExp(`Add 5 to cart: ${CARD}`) })).toBeInTheDocument();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    warn.mockRestore();
  });
});

describe('session', () => {
  it('logs out: clears user, cart, wishlist and compare counts, replaces the page token and goes to login', async () => {
    const fresh = fixtureAnswer<{ token: string }>('session/logout', 'signed-in').token;
    await mountApp('/', shell({ user: signedInUser, wishlists: 3, compare_list: 2, carts: [] }));
    expect(screen.getByRole('link', { name: 'Wishlist: 3' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(screen.getByRole('link', { name: 'Wishlist: 0' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compare: 0' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(document.querySelector<HTMLInputElement>('#token')?.value).toBe(fresh);
    expect(requestsTo('logout')[0].headers.get('x-csrf-token')).toBe('page-token');
    await chooseCurrency('EUR (€)');
    await waitFor(() => expect(requestsTo('change/currency/EUR')).toHaveLength(1));
    expect(requestsTo('change/currency/EUR')[0].headers.get('x-csrf-token')).toBe(fresh);
  });

  it('treats the login page arriving instead of JSON as a signed-out session, with a clear message', async () => {
    server.use(
      http.post(
        `${BASE_URL}/user/addToCart`,
        () => new HttpResponse('<!doctype html><title>Login</title>', { headers: { 'content-type': 'text/html' } }),
      ),
    );
    await mountApp('/', shell({ user: signedInUser }));
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(`Add 5 to cart: ${CARD}`) }));
    expect(await findNotice('Your session has ended. Please sign in again.')).toHaveClass('sf-notice--warning');
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('explains a network fault and asks the backend for the real cart afterwards', async () => {
    server.use(http.post(`${BASE_URL}/user/addToCart`, () => HttpResponse.error()));
    await mountApp('/');
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(`Add 5 to cart: ${CARD}`) }));
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
    // Text on the chosen colour is picked to read on it.
    expect(root.style.getPropertyValue('--sf-primary-text')).toBe('#ffffff');
    expect(JSON.parse(window.localStorage.getItem('storefront.demo-colours')!)).toMatchObject({ primary: '#123456' });
    first.unmount();

    const second = await mountApp('/', shell({}, { demo_mode: 1 }));
    await waitFor(() =>
      expect(second.element.querySelector<HTMLElement>('.sf-root')!.style.getPropertyValue('--sf-primary')).toBe('#123456'),
    );
  });

  it('is absent outside demo mode', async () => {
    await mountApp('/');
    await screen.findByRole('article', { name: CARD });
    expect(screen.queryByRole('button', { name: 'Colour switcher' })).not.toBeInTheDocument();
  });
});
