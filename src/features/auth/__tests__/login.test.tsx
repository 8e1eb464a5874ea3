import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { requestsTo, server, settled, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, shell } from '../../../../test/unit/support/fixtures';
import { findNotice, mountApp } from '../../../../test/unit/support/mount-app';
import { capturedStore } from '../../../../test/unit/support/captured-store';
import type { Grecaptcha } from '../../../lib/captcha/recaptcha-script';

// Captures the mounted app's store (test/unit/support/captured-store.ts).
jest.mock('../../../app/store', () => jest.requireActual('../../../../test/unit/support/captured-store').capturingStoreModule());

useBackend();

/** `POST login` answered as test/contract/session/login.json says (HTTP 200 unless `status` is given). */
function loginAnswers(answer: object, status = 200, path = 'login') {
  server.use(http.post(`${BASE_URL}/${path}`, () => HttpResponse.json(answer, { status })));
}

/** The contract fixtures (test/contract/session/*.json): the original's answers. */
const login = (caseName: string) => fixtureAnswer<Record<string, unknown>>('session/login', caseName);
const success = () =>
  login('success') as {
    user: { first_name: string };
    carts: { quantity: number; is_buy_now?: boolean }[];
    wishlists: number;
    compare_list: number;
  };

async function signInWith(email = 'customer@example.com', password = 'password123') {
  await userEvent.type(await screen.findByLabelText('Email address'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('/login by e-mail', () => {
  it('signs in, replaces user, cart lines, wishlist and compare counts, and goes to the dashboard', async () => {
    loginAnswers(success());
    // The badge counts lines that are not buy-now lines (1.6.7 header.vue).
    const items = success().carts.filter((line) => !line.is_buy_now).length;
    expect(items).toBeGreaterThan(0);
    await mountApp('/login');
    await userEvent.click(await screen.findByLabelText('Remember me'));
    await signInWith();
    await waitFor(() => expect(window.location.pathname).toBe('/user/dashboard'));
    expect(screen.getByRole('link', { name: `Wishlist: ${success().wishlists}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Compare: ${success().compare_list}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Cart: ${items}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: success().user.first_name })).toBeInTheDocument();
    await settled();
    // As login.vue's form: `captcha` is always there, empty when the shop has no reCAPTCHA, whose script never loads.
    expect(requestsTo('login')[0].body).toEqual({ email: 'customer@example.com', password: 'password123', remember: 1, captcha: '' });
    expect(document.querySelector('script[src*="recaptcha"]')).toBeNull();
  });

  it('keeps the password out of the store', async () => {
    loginAnswers(success());
    await mountApp('/login');
    await userEvent.type(await screen.findByLabelText('Email address'), 'customer@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass-123');
    // While typing, and while the request runs, the password is the form's alone.
    expect(JSON.stringify(capturedStore().getState())).not.toContain('secret-pass-123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(window.location.pathname).toBe('/user/dashboard'));
    expect(JSON.stringify(capturedStore().getState())).not.toContain('secret-pass-123');
  });

  it.each([
    ['wrong credentials', login('wrong-password')],
    ['an unknown user', login('unknown-user')],
    ['an inactive account', login('inactive')],
    ['a suspended account', login('suspended')],
    ['a banned account', login('banned')],
    ['a seller not yet approved', login('seller-unverified')],
    // test/contract/session/login.json rows the fixture does not hold as cases.
    ['an unverified e-mail', { error: 'Your account is not verified.Please verify your account.' }],
    ['a seller while the seller system is off', { error: 'You Are Not Allowed to Login' }],
  ])('shows the answer for %s as the original does (an error toast) and stays on login', async (_case, answer) => {
    const message = String(answer.error);
    loginAnswers(answer);
    await mountApp('/login');
    await signInWith();
    const notice = await findNotice(message);
    expect(notice).toHaveTextContent('Error');
    expect(window.location.pathname).toBe('/login');
    // The form is usable again for a second attempt.
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('says clearly when the shop asks for a captcha (the original shows nothing)', async () => {
    loginAnswers(login('captcha'));
    await mountApp('/login');
    await signInWith();
    await findNotice(/not a robot/);
    expect(window.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('puts a 422 on the fields', async () => {
    loginAnswers(
      {
        message: 'The given data was invalid.',
        errors: { email: ['The email must be a valid email address.'], password: ['The password must be at least 6 characters.'] },
      },
      422,
    );
    await mountApp('/login');
    await signInWith('customer@example.com', 'x');
    expect(await screen.findByText('The email must be a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('The password must be at least 6 characters.');
    expect(screen.getByLabelText('Email address')).toHaveFocus();
  });

  it('shows the rate limit message of a 429', async () => {
    loginAnswers(login('throttled'), 429);
    await mountApp('/login');
    await signInWith();
    await findNotice('Too many login attempts. Please try again in 600 seconds.');
    expect(window.location.pathname).toBe('/login');
  });

  it('checks the fields before sending', async () => {
    await mountApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    expect(requestsTo('login')).toHaveLength(0);
  });

  it('sends a double submit once', async () => {
    server.use(
      http.post(`${BASE_URL}/login`, async () => {
        await delay(50);
        return HttpResponse.json(success());
      }),
    );
    await mountApp('/login');
    await userEvent.type(await screen.findByLabelText('Email address'), 'customer@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'password123');
    const form = screen.getByRole('form', { name: 'Sign in' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(window.location.pathname).toBe('/user/dashboard'));
    await settled();
    expect(requestsTo('login')).toHaveLength(1);
  });
});

describe('returning after sign-in', () => {
  it('brings a guest sent to login by /checkout back to /checkout', async () => {
    loginAnswers(success());
    await mountApp('/checkout', shell({}, { disable_guest: 1 }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    await signInWith();
    await waitFor(() => expect(window.location.pathname).toBe('/checkout'));
    expect(await screen.findByRole('heading', { level: 1, name: /Check ?Out/i })).toBeInTheDocument();
  });
});

describe('/login by phone (the otp_system add-on)', () => {
  const withOtp = (settings: Record<string, unknown> = {}) => shell({ add_ons: [...shell().add_ons, 'otp_system'] }, settings);

  it('asks for a code, then signs in with it', async () => {
    loginAnswers(fixtureAnswer('session/get-otp', 'sent'), 200, 'get-otp');
    loginAnswers(fixtureAnswer('session/submit-otp', 'success'), 200, 'submit-otp');
    await mountApp('/login', withOtp({ disable_otp: false }));
    await userEvent.type(await screen.findByLabelText('Phone'), '+15550100');
    await userEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    await userEvent.type(await screen.findByLabelText('Enter Your OTP'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(window.location.pathname).toBe('/user/dashboard'));
    await settled();
    expect(requestsTo('get-otp')[0].body).toEqual({ phone: '+15550100', otp: '' });
    expect(requestsTo('submit-otp')[0].body).toEqual({ phone: '+15550100', otp: '12345' });
  });

  it('shows a wrong code as the original does', async () => {
    loginAnswers(fixtureAnswer('session/get-otp', 'sent'), 200, 'get-otp');
    loginAnswers(fixtureAnswer('session/submit-otp', 'wrong-code'), 200, 'submit-otp');
    await mountApp('/login', withOtp({ disable_otp: false }));
    await userEvent.type(await screen.findByLabelText('Phone'), '+15550100');
    await userEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    await userEvent.type(await screen.findByLabelText('Enter Your OTP'), '99999');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await findNotice('OTP did not match. Please provide correct OTP');
    expect(window.location.pathname).toBe('/login');
  });

  it('signs in with the phone alone when the shop sets disable_otp', async () => {
    loginAnswers(success());
    await mountApp('/login', withOtp({ disable_otp: true }));
    await userEvent.type(await screen.findByLabelText('Phone'), '+15550100');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(window.location.pathname).toBe('/user/dashboard'));
    await settled();
    expect(requestsTo('login')[0].body).toEqual({ phone: '+15550100', otp: '' });
    expect(requestsTo('get-otp')).toHaveLength(0);
  });

  it('lets the shopper switch to e-mail, and offers no phone without the add-on', async () => {
    await mountApp('/login', withOtp());
    await userEvent.click(await screen.findByRole('button', { name: 'Use Email Instead' }));
    expect(screen.getByLabelText('Email address')).toBeInTheDocument();
    expect(screen.queryByLabelText('Phone')).not.toBeInTheDocument();
  });

  it('shows only e-mail and password without the add-on', async () => {
    await mountApp('/login');
    expect(await screen.findByLabelText('Email address')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use Phone Instead' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Phone')).not.toBeInTheDocument();
  });
});

describe('/login with the shop’s reCAPTCHA on (is_recaptcha_activated)', () => {
  jest.setTimeout(20_000);
  const withRecaptcha = (over: Partial<ReturnType<typeof shell>> = {}, settings: Record<string, unknown> = {}) =>
    shell(over, { is_recaptcha_activated: '1', recaptcha_Site_key: 'site-key-1', ...settings });
  /** The message under the box (the form's summary also reads it out). */
  const notTicked = () => screen.findByText(NOT_TICKED, { selector: '.sf-field__error' });
  const NOT_TICKED = 'Please tick the “I’m not a robot” box first.';
  const UNAVAILABLE = /could not be loaded, so this form cannot be sent/;

  /** A stand-in for Google's grecaptcha: records what the widget asks of it; `tick` plays the shopper. */
  function stubGrecaptcha() {
    type Params = Parameters<Grecaptcha['render']>[1];
    const rendered: Array<{ container: HTMLElement; params: Params }> = [];
    const api = {
      render: jest.fn((container: HTMLElement, params: Params) => rendered.push({ container, params }) - 1),
      getResponse: jest.fn(() => ''),
      reset: jest.fn(),
    };
    window.grecaptcha = api;
    const last = () => rendered[rendered.length - 1];
    return {
      api,
      last,
      tick: (token: string) => act(() => last().params.callback?.(token)),
      expire: () => act(() => last().params['expired-callback']?.()),
    };
  }

  afterEach(() => {
    delete window.grecaptcha;
    document.head.querySelectorAll('script[src*="recaptcha"]').forEach((tag) => tag.remove());
  });

  async function fillIn() {
    await userEvent.type(await screen.findByLabelText('Email address'), 'customer@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'password123');
  }

  it('shows Google’s box with the shop’s key, blocks the submit until it is ticked, then sends the token as `captcha`', async () => {
    const google = stubGrecaptcha();
    loginAnswers(success());
    await mountApp('/login', withRecaptcha());
    await waitFor(() => expect(google.api.render).toHaveBeenCalledTimes(1));
    expect(google.last().params.sitekey).toBe('site-key-1');
    // Rendered into an element of the page itself, where Google's script can reach it.
    expect(document.body.contains(google.last().container)).toBe(true);
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await notTicked()).toBeInTheDocument();
    // A tick that expires counts as no tick.
    google.tick('token-1');
    google.expire();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await notTicked()).toBeInTheDocument();
    await settled();
    expect(requestsTo('login')).toHaveLength(0);
    google.tick('token-2');
    await waitFor(() => expect(screen.queryByText(NOT_TICKED, { selector: '.sf-field__error' })).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(window.location.pathname).toBe('/user/dashboard'));
    await settled();
    expect(requestsTo('login').map((r) => r.body)).toEqual([
      { email: 'customer@example.com', password: 'password123', remember: 0, captcha: 'token-2' },
    ]);
  });

  it('unticks the box after a refused sign-in, so the next attempt needs a new tick', async () => {
    const google = stubGrecaptcha();
    loginAnswers(login('wrong-password'));
    await mountApp('/login', withRecaptcha());
    await waitFor(() => expect(google.api.render).toHaveBeenCalled());
    await fillIn();
    google.tick('token-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await findNotice('Invalid Credentials');
    expect(google.api.reset).toHaveBeenCalledWith(0);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await notTicked()).toBeInTheDocument();
    await settled();
    expect(requestsTo('login')).toHaveLength(1);
  });

  it('asks for a new tick when the server answers that the captcha is missing', async () => {
    const google = stubGrecaptcha();
    loginAnswers(login('captcha'));
    await mountApp('/login', withRecaptcha());
    await waitFor(() => expect(google.api.render).toHaveBeenCalled());
    await fillIn();
    google.tick('token-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await findNotice(NOT_TICKED);
    expect(google.api.reset).toHaveBeenCalled();
    expect(window.location.pathname).toBe('/login');
  });

  it('shows no box on the phone form, which sends no captcha (the original asks none of it)', async () => {
    const google = stubGrecaptcha();
    loginAnswers(fixtureAnswer('session/get-otp', 'sent'), 200, 'get-otp');
    await mountApp('/login', withRecaptcha({ add_ons: [...shell().add_ons, 'otp_system'] }, { disable_otp: false }));
    await userEvent.type(await screen.findByLabelText('Phone'), '+15550100');
    await userEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(await screen.findByLabelText('Enter Your OTP')).toBeInTheDocument();
    expect(google.api.render).not.toHaveBeenCalled();
    await settled();
    expect(requestsTo('get-otp')[0].body).toEqual({ phone: '+15550100', otp: '' });
  });

  it('asks Google for the box in the shop’s language (Arabic)', async () => {
    const arabic = { id: 2, name: 'Arabic', locale: 'ar', text_direction: 'rtl' as const };
    await mountApp('/login', withRecaptcha({ active_language: arabic }));
    const tag = await waitFor(() => {
      const found = document.head.querySelector<HTMLScriptElement>('script[src*="recaptcha"]');
      if (!found) throw new Error('no script yet');
      return found;
    });
    expect(new URL(tag.src).searchParams.get('hl')).toBe('ar');
    act(() => void tag.dispatchEvent(new Event('error')));
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
  });

  it('says the form cannot be sent when Google’s script does not load, and loads it again on request', async () => {
    await mountApp('/login', withRecaptcha());
    const tag = await waitFor(() => {
      const found = document.head.querySelector<HTMLScriptElement>('script[src^="https://www.google.com/recaptcha/api.js?"]');
      if (!found) throw new Error('no script yet');
      return found;
    });
    expect(new URL(tag.src).searchParams.get('render')).toBe('explicit');
    act(() => void tag.dispatchEvent(new Event('error')));
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await settled();
    expect(requestsTo('login')).toHaveLength(0);
    // Try again: a new tag; this time Google answers.
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const google = stubGrecaptcha();
    await waitFor(() => expect(document.head.querySelector('script[src*="recaptcha"]')).not.toBeNull());
    act(() => window.storefrontRecaptchaReady?.());
    await waitFor(() => expect(google.api.render).toHaveBeenCalled());
    expect(screen.queryByText(UNAVAILABLE)).not.toBeInTheDocument();
  });
});
