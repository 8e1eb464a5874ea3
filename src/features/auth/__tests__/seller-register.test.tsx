import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { requestsTo, server, settled, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, shell, signedInUser } from '../../../../test/unit/support/fixtures';
import { findNotice, mountApp } from '../../../../test/unit/support/mount-app';
import { capturedStore } from '../../../../test/unit/support/captured-store';

jest.mock('../../../app/store', () => jest.requireActual('../../../../test/unit/support/captured-store').capturingStoreModule());

useBackend();
// Each test types a long form.
jest.setTimeout(20_000);

const seller = (caseName: string) => fixtureAnswer<Record<string, unknown>>('session/seller-register', caseName);

function answers(answer: object, status = 200) {
  server.use(http.post(`${BASE_URL}/seller-register`, () => HttpResponse.json(answer, { status })));
}

/**
 * The backend after seller-register: the session was flushed, so its CSRF token is new. The host
 * page at the base URL renders it; a POST with the old one gets Laravel's 419.
 */
function flushedSession(freshToken = 'fresh-token') {
  server.use(
    http.get(
      `${BASE_URL}/`,
      () =>
        new HttpResponse(
          `<!doctype html><html><head><title>Shop</title></head><body><div data-storefront></div><input type="hidden" id="token" name="token" value="${freshToken}"></body></html>`,
          { headers: { 'Content-Type': 'text/html' } },
        ),
    ),
    http.post(`${BASE_URL}/login`, ({ request }) =>
      request.headers.get('x-csrf-token') === freshToken
        ? HttpResponse.json(fixtureAnswer('session/login', 'success'))
        : HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 }),
    ),
  );
}

async function fillForm(over: Partial<Record<'email' | 'password' | 'confirm' | 'phone', string>> = {}) {
  await userEvent.type(await screen.findByLabelText('First Name'), 'Sally');
  await userEvent.type(screen.getByLabelText('Last Name'), 'Seller');
  await userEvent.type(screen.getByLabelText('Email address'), over.email ?? 'sally.shop@example.com');
  await userEvent.type(screen.getByLabelText('Phone'), over.phone ?? '+8801777000111');
  await userEvent.type(screen.getByLabelText('Password'), over.password ?? 'secret12');
  await userEvent.type(screen.getByLabelText('Password Confirmation'), over.confirm ?? 'secret12');
  await userEvent.type(screen.getByLabelText('Shop Name'), "Sally's Corner");
  await userEvent.type(screen.getByLabelText('Shop Address'), '12 Market Road');
  await userEvent.click(screen.getByLabelText('I Agree to The Terms and Conditions'));
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'SignUp' }));

describe('/register/seller', () => {
  it('registers the shop, toasts, goes to login, and the next request carries the renewed token', async () => {
    answers(seller('success'));
    flushedSession();
    await mountApp('/register/seller');
    await fillForm();
    await submit();
    expect(await findNotice(String(seller('success').success))).toHaveTextContent('Success');
    await findNotice(String(seller('success').migrate_msg));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    await settled();
    expect(requestsTo('seller-register')[0].body).toEqual({
      first_name: 'Sally',
      last_name: 'Seller',
      email: 'sally.shop@example.com',
      phone: '+8801777000111',
      password: 'secret12',
      password_confirmation: 'secret12',
      shop_name: "Sally's Corner",
      address: '12 Market Road',
      user_type: 'seller',
    });
    // The page's own token field follows (host scripts may read it); the approval note is kept.
    expect(document.querySelector<HTMLInputElement>('input#token')?.value).toBe('fresh-token');
    // The approval note stays on the login screen after the toasts have gone.
    expect(await screen.findByText(String(seller('success').migrate_msg), { selector: '.sf-signup-note p' })).toBeVisible();
    expect(JSON.stringify(capturedStore().getState())).not.toContain('secret12');

    // Signing in right away works: no 419 with the stale token.
    await userEvent.type(await screen.findByLabelText('Email address'), 'customer@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(window.location.pathname).toBe('/user/dashboard'));
    await settled();
    expect(requestsTo('login')[0].headers.get('x-csrf-token')).toBe('fresh-token');
  });

  it('forgets the guest cart and counts the flushed session took with it', async () => {
    answers(seller('success'));
    flushedSession();
    await mountApp('/register/seller', shell({ wishlists: 0, compare_list: 2 }));
    expect(await screen.findByRole('link', { name: 'Compare: 2' })).toBeInTheDocument();
    await fillForm();
    await submit();
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(screen.getByRole('link', { name: 'Compare: 0' })).toBeInTheDocument();
  });

  it('still finishes the sign-up when the host page cannot be read (the token stays as it was)', async () => {
    answers(seller('success'));
    server.use(http.get(`${BASE_URL}/`, () => new HttpResponse('Bad gateway', { status: 502 })));
    await mountApp('/register/seller');
    await fillForm();
    await submit();
    await findNotice(String(seller('success').success));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(document.querySelector<HTMLInputElement>('input#token')?.value).toBe('page-token');
  });

  it('puts a 422 on the fields', async () => {
    answers(seller('taken'), 422);
    await mountApp('/register/seller');
    await fillForm({ email: 'customer@example.com', phone: '+15550100001' });
    await submit();
    await waitFor(() => expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('The email has already been taken.'));
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(/The phone has already been taken\./);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('The password confirmation does not match.');
    expect(screen.getByLabelText('Email address')).toHaveFocus();
  });

  it('shows {error} as an error toast and stays', async () => {
    answers(seller('sms-failed'));
    await mountApp('/register/seller');
    await fillForm();
    await submit();
    expect(await findNotice('Something went wrong')).toHaveTextContent('Error');
    expect(window.location.pathname).toBe('/register/seller');
    expect(screen.getByRole('button', { name: 'SignUp' })).toBeEnabled();
  });

  it('checks the fields and the agreement before sending', async () => {
    await mountApp('/register/seller');
    await userEvent.click(await screen.findByRole('button', { name: 'SignUp' }));
    await waitFor(() => expect(screen.getByLabelText('Shop Name')).toHaveAccessibleDescription('Please enter the name of your shop.'));
    expect(screen.getByLabelText('Shop Address')).toHaveAccessibleDescription("Please enter your shop's address.");
    expect(screen.getByLabelText('I Agree to The Terms and Conditions')).toHaveAccessibleDescription(
      'Please Accept The Terms And Conditions',
    );
    expect(screen.getByLabelText('First Name')).toHaveFocus();
    await settled();
    expect(requestsTo('seller-register')).toHaveLength(0);
  });

  it('sends a double submit once', async () => {
    server.use(
      http.post(`${BASE_URL}/seller-register`, async () => {
        await delay(50);
        return HttpResponse.json(seller('success'));
      }),
    );
    flushedSession();
    await mountApp('/register/seller');
    await fillForm();
    const form = screen.getByRole('form', { name: 'Seller SingUp' });
    // eslint-disable-next-line testing-library/await-async-events -- fireEvent is synchronous (the plugin mistakes it for this file's async `submit` helper)
    fireEvent.submit(form);
    // eslint-disable-next-line testing-library/await-async-events -- fireEvent is synchronous (the plugin mistakes it for this file's async `submit` helper)
    fireEvent.submit(form);
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    await settled();
    expect(requestsTo('seller-register')).toHaveLength(1);
  });

  it('says so when the shop takes no seller sign-ups', async () => {
    await mountApp('/register/seller', shell({}, { seller_system: '0' }));
    expect(await screen.findByText(/This shop does not take seller sign-ups/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Shop Name')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up as a customer' })).toHaveAttribute('href', '/register');
  });

  it('treats any other type as a page that does not exist', async () => {
    await mountApp('/register/vendor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Shop Name')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up as a customer' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Seller SingUp' })).toHaveAttribute('href', '/register/seller');
  });

  it('sends a signed-in shopper to the dashboard', async () => {
    await mountApp('/register/seller', shell({ user: signedInUser }));
    await waitFor(() => expect(window.location.pathname).toBe('/user/dashboard'));
  });
});
