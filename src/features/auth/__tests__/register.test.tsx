import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { requestsTo, server, settled, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, shell, signedInUser } from '../../../../test/unit/support/fixtures';
import { findNotice, mountApp } from '../../../../test/unit/support/mount-app';
import { capturedStore } from '../../../../test/unit/support/captured-store';

jest.mock('../../../app/store', () => jest.requireActual('../../../../test/unit/support/captured-store').capturingStoreModule());

useBackend();
// Several tests type a whole form.
jest.setTimeout(20_000);

/** The original's answers (test/contract/session/register*.json). */
const register = (caseName: string) => fixtureAnswer<Record<string, unknown>>('session/register', caseName);
const byPhone = (caseName: string) => fixtureAnswer<Record<string, unknown>>('session/register-by-phone', caseName);

function answers(path: string, answer: object, status = 200) {
  server.use(http.post(`${BASE_URL}/${path}`, () => HttpResponse.json(answer, { status })));
}

const withOtp = (settings: Record<string, unknown> = {}) =>
  shell({ add_ons: [...shell().add_ons, 'otp_system'] }, { disable_otp: false, ...settings });

async function fillEmailForm(over: Partial<Record<'first' | 'last' | 'email' | 'password' | 'confirm', string>> = {}) {
  await userEvent.type(await screen.findByLabelText('First Name'), over.first ?? 'Nora');
  await userEvent.type(screen.getByLabelText('Last Name'), over.last ?? 'Newcomer');
  await userEvent.type(screen.getByLabelText('Email address'), over.email ?? 'nora@example.com');
  await userEvent.type(screen.getByLabelText('Password'), over.password ?? 'secret12');
  await userEvent.type(screen.getByLabelText('Password Confirmation'), over.confirm ?? 'secret12');
}

const agree = async () => userEvent.click(screen.getByLabelText('I Agree to The Terms and Conditions'));
const submit = async () => userEvent.click(screen.getByRole('button', { name: 'SignUp' }));

describe('/register by e-mail', () => {
  it('sends the form, toasts the mail text and goes to login (type 0)', async () => {
    answers('register', register('email-confirmation'));
    await mountApp('/register');
    await fillEmailForm();
    await agree();
    await submit();
    const notice = await findNotice('Check your mail to verify your account');
    expect(notice).toHaveTextContent('Success');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    await settled();
    expect(requestsTo('register')[0].body).toEqual({
      first_name: 'Nora',
      last_name: 'Newcomer',
      email: 'nora@example.com',
      password: 'secret12',
      password_confirmation: 'secret12',
    });
    // Not signed in, and no password kept anywhere in the store.
    expect(capturedStore().getState().session.user).toBeNull();
    expect(JSON.stringify(capturedStore().getState())).not.toContain('secret12');
  });

  it('sends the referral code of the page URL along', async () => {
    answers('register', register('referral'));
    await mountApp('/register?referral_code=AbC1dE2fG3');
    await fillEmailForm();
    await agree();
    await submit();
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    await settled();
    expect(requestsTo('register')[0].body).toMatchObject({ referral_code: 'AbC1dE2fG3' });
  });

  it('asks for the agreement and checks the fields before sending', async () => {
    await mountApp('/register');
    await userEvent.click(await screen.findByRole('button', { name: 'SignUp' }));
    expect(await screen.findByText('Please enter your first name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Please Accept The Terms And Conditions')).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveFocus();

    await fillEmailForm({ first: 'N', email: 'not-an-email', password: 'abc', confirm: 'abd' });
    await submit();
    expect(await screen.findByText('Please enter at least 2 characters.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('The password needs at least 6 characters.')).toBeInTheDocument();
    expect(screen.getByText('The two passwords do not match.')).toBeInTheDocument();
    await settled();
    expect(requestsTo('register')).toHaveLength(0);
  });

  it('has no agreement box when the shop lists no agreement page', async () => {
    answers('register', register('email-confirmation'));
    await mountApp('/register', shell({}, { customer_agreement: [] }));
    await fillEmailForm();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await submit();
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });

  it('links the agreement pages without putting the links in the box label', async () => {
    await mountApp('/register');
    expect(await screen.findByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/page/terms-and-conditions');
  });

  it('puts a 422 on the fields and focuses the first', async () => {
    answers('register', register('taken'), 422);
    await mountApp('/register');
    await fillEmailForm({ email: 'customer@example.com', confirm: 'secret12' });
    await agree();
    await submit();
    expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription('The first name must be at least 2 characters.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('The password confirmation does not match.');
    expect(screen.getByLabelText('First Name')).toHaveFocus();
    expect(window.location.pathname).toBe('/register');
  });

  it.each([
    ['the demo server', register('demo'), 'This function is disabled in demo server'],
    // PHP's own words (Undefined variable …) go to the console; the shopper reads a plain sentence.
    ['the affiliate add-on breakage', register('affiliate-on'), 'Something went wrong. Please try again.'],
    ['a PHP warning', register('affiliate-register'), 'Something went wrong. Please try again.'],
  ])('shows {error} for %s as an error toast and stays', async (_case, answer, shown) => {
    answers('register', answer);
    await mountApp('/register');
    await fillEmailForm();
    await agree();
    await submit();
    expect(await findNotice(shown)).toHaveTextContent('Error');
    expect(window.location.pathname).toBe('/register');
    expect(screen.getByRole('button', { name: 'SignUp' })).toBeEnabled();
  });

  it('sends a double submit once', async () => {
    server.use(
      http.post(`${BASE_URL}/register`, async () => {
        await delay(50);
        return HttpResponse.json(register('email-confirmation'));
      }),
    );
    await mountApp('/register');
    await fillEmailForm();
    await agree();
    const form = screen.getByRole('form', { name: 'SignUp' });
    // eslint-disable-next-line testing-library/await-async-events -- fireEvent is synchronous (the plugin mistakes it for this file's async `submit` helper)
    fireEvent.submit(form);
    // eslint-disable-next-line testing-library/await-async-events -- fireEvent is synchronous (the plugin mistakes it for this file's async `submit` helper)
    fireEvent.submit(form);
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    await settled();
    expect(requestsTo('register')).toHaveLength(1);
  });

  it('sends a signed-in shopper to the dashboard', async () => {
    await mountApp('/register', shell({ user: signedInUser }));
    await waitFor(() => expect(window.location.pathname).toBe('/user/dashboard'));
  });
});

describe('/register by phone (the otp_system add-on)', () => {
  async function askForCode(phone = '+8801555000100') {
    await userEvent.type(await screen.findByLabelText('First Name'), 'Pia');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Phone');
    await userEvent.type(screen.getByLabelText('Phone'), phone);
    await agree();
    await userEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
  }

  it('asks for the code, then signs the new user in with auth_user and goes to the dashboard (type 1)', async () => {
    answers('register/by-phone', byPhone('sent'));
    answers('register', register('phone'));
    const authUser = register('phone').auth_user as { id: number; first_name: string; full_name: string };
    // The dashboard asks check-auth: the backend now knows the new user.
    server.use(http.get(`${BASE_URL}/home/check-auth`, () => HttpResponse.json({ user: authUser, reward: null, download_urls: false })));
    await mountApp('/register', withOtp());
    await askForCode();
    await findNotice('OTP Send Successfully');
    expect(screen.getByText(/You can ask for a new code in \d:\d\d\./)).toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText('Enter OTP'), '24680');
    await submit();
    await findNotice('Registration Successfully');
    await waitFor(() => expect(window.location.pathname).toBe('/user/dashboard'));
    expect(capturedStore().getState().session.user).toMatchObject({ id: authUser.id, first_name: 'Pia' });
    expect(await screen.findByText(authUser.full_name, { selector: '.sf-account-sidebar__name' })).toBeVisible();
    await settled();
    expect(requestsTo('register/by-phone')[0].body).toEqual({ first_name: 'Pia', last_name: 'Phone', phone: '+8801555000100' });
    expect(requestsTo('register')[0].body).toEqual({ first_name: 'Pia', last_name: 'Phone', phone: '+8801555000100', otp: '24680' });
  });

  it('offers a new code after two minutes and sends the same names and phone again', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      answers('register/by-phone', byPhone('sent'));
      await mountApp('/register', withOtp());
      await askForCode();
      await findNotice('OTP Send Successfully');
      expect(screen.queryByRole('button', { name: "Didn't Get OTP? Request Another" })).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(121_000));
      await userEvent.click(await screen.findByRole('button', { name: "Didn't Get OTP? Request Another" }));
      await waitFor(() => expect(requestsTo('register/by-phone')).toHaveLength(2));
      await settled();
      expect(requestsTo('register/by-phone')[1].body).toEqual(requestsTo('register/by-phone')[0].body);
      expect(await screen.findByText(/You can ask for a new code in 2:00\./)).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([
    ['an already sent code', 'register/by-phone', byPhone('already-sent')],
    ['a registered phone', 'register/by-phone', byPhone('registered')],
    ['a failed text', 'register/by-phone', byPhone('sms-failed')],
  ])('shows %s as an error toast', async (_case, path, answer) => {
    answers(path, answer);
    await mountApp('/register', withOtp());
    await askForCode();
    expect(await findNotice(String(answer.error))).toHaveTextContent('Error');
    expect(screen.queryByLabelText('Enter OTP')).not.toBeInTheDocument();
  });

  it.each([
    ['no pending code', register('code-needed')],
    ['a wrong code', register('code-mismatch')],
  ])('shows %s as an error toast and keeps the code field', async (_case, answer) => {
    answers('register/by-phone', byPhone('sent'));
    answers('register', answer);
    await mountApp('/register', withOtp());
    await askForCode();
    await userEvent.type(await screen.findByLabelText('Enter OTP'), '00000');
    await submit();
    expect(await findNotice(String(answer.error))).toHaveTextContent('Error');
    expect(screen.getByLabelText('Enter OTP')).toBeInTheDocument();
  });

  it('shows the rate limit message of a 429', async () => {
    answers('register/by-phone', byPhone('sent'));
    answers('register', { message: 'Too many attempts. Please try again in 580 seconds.' }, 429);
    await mountApp('/register', withOtp());
    await askForCode();
    await userEvent.type(await screen.findByLabelText('Enter OTP'), '00000');
    await submit();
    await findNotice('Too many attempts. Please try again in 580 seconds.');
  });

  it('puts a 422 of register/by-phone on the fields', async () => {
    answers('register/by-phone', { message: 'The given data was invalid.', errors: { phone: ['The phone field is required.'] } }, 422);
    await mountApp('/register', withOtp());
    await askForCode('+8801555000');
    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(/The phone field is required\./));
    expect(screen.getByLabelText('Phone')).toHaveFocus();
  });

  it('registers with the phone alone when the shop sets disable_otp', async () => {
    answers('register', register('phone'));
    await mountApp('/register', withOtp({ disable_otp: true }));
    await userEvent.type(await screen.findByLabelText('First Name'), 'Pia');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Phone');
    await userEvent.type(screen.getByLabelText('Phone'), '+8801555000100');
    await agree();
    await submit();
    await waitFor(() => expect(window.location.pathname).toBe('/user/dashboard'));
    await settled();
    expect(requestsTo('register/by-phone')).toHaveLength(0);
    expect(requestsTo('register')[0].body).toEqual({ first_name: 'Pia', last_name: 'Phone', phone: '+8801555000100', otp: '' });
  });

  it('lets the shopper switch to e-mail; without the add-on there is no phone sign-up', async () => {
    await mountApp('/register', withOtp());
    await userEvent.click(await screen.findByRole('button', { name: 'Use Email Instead' }));
    expect(screen.getByLabelText('Email address')).toBeInTheDocument();
    expect(screen.queryByLabelText('Phone')).not.toBeInTheDocument();
  });

  it('offers no phone sign-up without the add-on', async () => {
    await mountApp('/register');
    expect(await screen.findByLabelText('Email address')).toBeInTheDocument();
    expect(screen.queryByLabelText('Phone')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use Phone Instead' })).not.toBeInTheDocument();
  });
});
