import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { requestsTo, server, settled, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL } from '../../../../test/unit/support/fixtures';
import { findNotice, mountApp } from '../../../../test/unit/support/mount-app';
import { affiliateShell, plainUser } from './harness';

// POST register answers from test/contract/affiliate/affiliate-register.json (our server's
// success, the stock 1.6.7 refusals, the 422s); the programme page reads only the settings.
useBackend();
jest.setTimeout(20_000);

const register = (caseName: string) => fixtureAnswer<Record<string, unknown>>('affiliate/affiliate-register', caseName);

async function fillForm(email = 'ada.affiliate@example.com', phone = '+8801711000444') {
  await userEvent.type(await screen.findByLabelText('First Name'), 'Ada');
  await userEvent.type(screen.getByLabelText('Last Name'), 'Ray');
  await userEvent.type(screen.getByLabelText('Email address'), email);
  await userEvent.type(screen.getByLabelText('Phone'), phone);
  await userEvent.type(screen.getByLabelText('Password'), 'secret12');
  await userEvent.type(screen.getByLabelText('Password Confirmation'), 'secret12');
}
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

describe('/affiliate-program', () => {
  it('shows the banner, the terms through the sanitiser and a sign-up link, and asks nothing', async () => {
    const terms = '<p>Earn <b>10%</b>.</p><img src="x" onerror="window.__affiliatePwned=1"><script>window.__affiliatePwned=2</script>';
    await mountApp('/affiliate-program', affiliateShell(null, true, { affiliate_terms_condition: terms }));
    expect(await screen.findByRole('heading', { name: 'Affiliate Agreement' })).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Affiliate Agreement' });
    await waitFor(() => expect(region.querySelector('b')).toHaveTextContent('10%'));
    expect(region.querySelector('script')).toBeNull();
    expect(region.querySelector('[onerror]')).toBeNull();
    expect((window as { __affiliatePwned?: number }).__affiliatePwned).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/affiliate-register');
    const banner = document.querySelector('.sf-affiliate-program__banner');
    expect(banner).toHaveAttribute('src', 'http://shop.test/public/images/20240101/affiliate-1920x412.png');
    await settled();
    expect(requestsTo('user/affiliate-links')).toHaveLength(0);
  });

  it('a signed-in affiliate is sent on to their links instead of the sign-up', async () => {
    await mountApp('/affiliate-program', affiliateShell());
    expect(await screen.findByRole('link', { name: 'Go to your affiliate links' })).toHaveAttribute('href', '/affiliate-system');
    expect(screen.queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
  });

  it('without the add-on: the store does not offer a programme', async () => {
    await mountApp('/affiliate-program', affiliateShell(null, false));
    expect(await screen.findByText(/This store does not offer an affiliate programme\./)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Affiliate Agreement' })).not.toBeInTheDocument();
  });
});

describe('/affiliate-register', () => {
  it('sends the form as affiliate_register.vue does; type 0: the success toast and on to login', async () => {
    await mountApp('/affiliate-register', affiliateShell(null));
    await fillForm();
    await submit();
    expect(await findNotice('Check your mail to verify your account')).toHaveTextContent('Success');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    await settled();
    expect(requestsTo('register')[0].body).toEqual({
      first_name: 'Ada',
      last_name: 'Ray',
      email: 'ada.affiliate@example.com',
      phone: '+8801711000444',
      password: 'secret12',
      password_confirmation: 'secret12',
      address: '',
      phone_no: '',
      otp: '',
      user_type: 'affiliate-register',
    });
  });

  it('type 1: the new affiliate is signed in and lands on their links', async () => {
    const answer = register('registered');
    const user = { ...(answer.user as object), referral_code: 'aZ3kQ9xPq2' };
    server.use(
      http.post(`${BASE_URL}/register`, () =>
        HttpResponse.json({ ...answer, success: 'Registration Successfully', type: 1, auth_user: user }),
      ),
    );
    await mountApp('/affiliate-register', affiliateShell(null));
    await fillForm();
    await submit();
    expect(await findNotice('Registration Successfully')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/affiliate-system'));
    expect(await screen.findByRole('heading', { name: 'Affiliate System' })).toBeInTheDocument();
  });

  it.each([
    ['the add-on on', 'stock-add-on-on', 'cy.affiliate@example.com', '+8801711000666', 'Attempt to read property "id" on null'],
    ['the add-on off', 'stock-add-on-off', 'di.affiliate@example.com', '+8801711000777', 'Undefined variable $sellerData'],
  ])('the stock 1.6.7 refusal (%s) is an error toast, and nothing typed is lost', async (_case, _name, email, phone, text) => {
    await mountApp('/affiliate-register', affiliateShell(null));
    await fillForm(email, phone);
    await submit();
    // PHP's own words go to the console; the shopper reads a plain sentence.
    expect(await findNotice('Something went wrong. Please try again.')).toHaveTextContent('Error');
    expect(screen.queryByText(text)).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/affiliate-register');
    expect(screen.getByLabelText('Email address')).toHaveValue(email);
    expect(screen.getByLabelText('Password')).toHaveValue('secret12');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  });

  it("checks the fields first, and puts the server's 422 on them", async () => {
    await mountApp('/affiliate-register', affiliateShell(null));
    await screen.findByLabelText('First Name');
    await submit();
    expect(await screen.findByText('Please enter your first name.')).toBeInTheDocument();
    expect(screen.getByText('Phone Is Required')).toBeInTheDocument();
    await settled();
    expect(requestsTo('register')).toHaveLength(0);
    server.use(http.post(`${BASE_URL}/register`, () => HttpResponse.json(register('invalid-values'), { status: 422 })));
    await fillForm('customer@example.com');
    await submit();
    await waitFor(() => expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('The email has already been taken.'));
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(/The phone must be at least 6 characters\./);
    // The first field the server refused takes the focus.
    expect(screen.getByLabelText('First Name')).toHaveFocus();
  });

  it('a signed-in visitor is told to sign out first; an affiliate gets the way to their links', async () => {
    const first = await mountApp('/affiliate-register', affiliateShell(plainUser));
    expect(await screen.findByText('You are signed in. To register another account as an affiliate, sign out first.')).toBeInTheDocument();
    expect(screen.queryByLabelText('First Name')).not.toBeInTheDocument();
    first.unmount();
    await mountApp('/affiliate-register', affiliateShell());
    expect(await screen.findByRole('link', { name: 'Go to your affiliate links' })).toBeInTheDocument();
  });

  it('without the add-on: not offered, no form', async () => {
    await mountApp('/affiliate-register', affiliateShell(null, false));
    expect(await screen.findByText(/This store does not offer an affiliate programme\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Up' })).not.toBeInTheDocument();
    expect(within(screen.getByText(/does not offer/)).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });
});
