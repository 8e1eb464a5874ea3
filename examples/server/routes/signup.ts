/**
 * register, register/by-phone, seller-register (test/contract/session/{register,register-by-phone,seller-register}.json), the activation link,
 * reset-password and create-new-password (test/contract/session/{reset-password,create-new-password}.json). Mails go to the development mailbox
 * (lib/dev-mail.ts). Rate limits (reference server only, like routes/auth.ts): password-reset mails
 * and failed new-password codes, sign-up OTP texts and wrong sign-up OTPs, per account and per
 * client address → 429 {message} with Retry-After.
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../lib/context';
import { demoRefusal } from '../lib/demo';
import { sendDevMail, type DevMailInput } from '../lib/dev-mail';
import { FailureLimiter } from '../lib/rate-limit';
import { fieldErrors, readBody, validationError } from '../lib/responses';
import { laravelRequest } from '../lib/validate';
import { flushSession, rotateSessionId } from '../lib/session';
import { cleanPhone, findByEmail, findByPhone } from '../services/auth';
import { fullUserOut } from '../services/auth-format';
import { deliverOtp, newOtp } from '../services/auth-otp';
import { addOns } from '../services/shell';
import {
  completeActivation,
  completeReminder,
  createReminder,
  freshUserOut,
  OriginalError,
  dropRegistrationRequests,
  phoneCodeRecentlySent,
  storeRegistrationRequest,
  registerCustomer,
  registerSeller,
  resetLink,
  userTaken,
} from '../services/signup';
import { newPasswordSchema, phoneSignUpSchema, resetPasswordSchema, signUpSchema, type UserTaken } from '../validation/signup';

const TEN_MINUTES = 10 * 60 * 1000;

const isOn = (v: unknown) => String(v ?? '') === '1' || v === true;

/** The connecting address (node-server puts the socket on env.incoming); one shared bucket otherwise. */
function clientAddress(c: Context<AppEnv>): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'local';
}

/** Laravel's throttle wording, with the wait. */
const tooManyAttempts = (seconds: number) => `Too many attempts. Please try again in ${seconds} seconds.`;

interface Limits {
  account: FailureLimiter;
  address: FailureLimiter;
}
const limits = (perAccount: number, perAddress: number): Limits => ({
  account: new FailureLimiter({ max: perAccount, windowMs: TEN_MINUTES }),
  address: new FailureLimiter({ max: perAddress, windowMs: TEN_MINUTES }),
});

/** A 429 when either bucket is full, else null. */
function throttled(c: Context<AppEnv>, l: Limits, account: string, address: string): Response | null {
  const wait = Math.max(l.account.retryAfter(account), l.address.retryAfter(address));
  return wait > 0 ? c.json({ message: tooManyAttempts(wait) }, 429, { 'Retry-After': String(wait) }) : null;
}

function count(l: Limits, account: string, address: string): void {
  l.account.fail(account);
  l.address.fail(address);
}

const emailKey = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : '');

const sendAll = (c: Context<AppEnv>, mails: DevMailInput[]) => mails.forEach((mail) => sendDevMail(mail, c));

/** unique / exists against this request's database. */
const takenIn =
  (c: Context<AppEnv>): UserTaken =>
  (column, value) =>
    userTaken(c.get('deps').db, column, value);

export function signupRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  // Per app instance. Reset mails: 5 per account, 20 per address; wrong reset codes the same.
  // Sign-up texts: 5 per phone (besides the original's one per 2 minutes), 20 per address;
  // wrong sign-up codes: 5 per phone, 20 per address.
  const resetMails = limits(5, 20);
  const resetFailures = limits(5, 20);
  const signupTexts = limits(5, 20);
  const signupCodeFailures = limits(5, 20);

  // logoutCheck: a signed-in caller is sent home (302, even for XHR).
  const logoutCheck = async (c: Context<AppEnv>, next: () => Promise<void>) => {
    if (c.get('user')) return c.redirect(`${c.get('base')}${c.get('deps').config.appPath}/`, 302);
    await next();
  };
  const loginPage = (c: Context<AppEnv>) => c.redirect(`${c.get('base')}${c.get('deps').config.appPath}/login`, 302);

  r.post('/register', logoutCheck, async (c) => {
    const body = laravelRequest(await readBody(c));
    const { db } = c.get('deps');
    const checked = await signUpSchema(body.user_type, takenIn(c)).safeParseAsync(body);
    if (!checked.success) return validationError(c, fieldErrors(checked.error, { all: true }));
    const data = checked.data;
    const refused = demoRefusal(c);
    if (refused) return refused;

    const store = await c.get('store').get();
    const phone = cleanPhone(typeof data.phone === 'string' ? data.phone : null);
    const codeAccount = `signup-code:${phone}`;
    const address = `signup-code:${clientAddress(c)}`;
    if (phone) {
      const wait = throttled(c, signupCodeFailures, codeAccount, address);
      if (wait) return wait;
    }
    let outcome;
    try {
      outcome = await db.transaction((tx) =>
        registerCustomer(
          tx,
          data,
          {
            confirmEmail: !isOn(store.settings.disable_email_confirmation),
            skipOtpCheck: isOn(store.settings.disable_otp_verification),
            affiliateAddOn: addOns(store).includes('affiliate'),
          },
          c.get('base'),
        ),
      );
    } catch (err) {
      if (!(err instanceof OriginalError)) throw err;
      if (err.message === 'OTP Doesnt Match' || err.message === 'Verification Code Needed To Verify')
        count(signupCodeFailures, codeAccount, address);
      return c.json({ error: err.message });
    }
    sendAll(c, outcome.mails);

    let authUser = null;
    if (outcome.signIn) {
      // Sentinel::login: the session now belongs to the new user (a new id defeats fixation).
      const user = (await findByPhone(db, outcome.user.phone ?? '')) ?? outcome.user;
      await rotateSessionId(c, user.id, 'browser');
      c.set('user', user);
      authUser = fullUserOut(user, c.get('base'), { affiliate: addOns(store).includes('affiliate'), lastLogin: new Date() });
    }
    return c.json({
      success: outcome.mailed ? 'Check your mail to verify your account' : 'Registration Successfully',
      migrate_msg: 'Request sent successfully. Wait for approval.',
      user: freshUserOut(outcome.user, c.get('base'), {
        forceId: outcome.byEmail,
        // The affiliate flow sets the code itself, so the model carries it.
        referralCode: data.referral_code !== undefined || data.user_type === 'affiliate-register',
        userType: data.user_type !== undefined,
      }),
      auth_user: authUser,
      type: outcome.byEmail ? 0 : 1,
    });
  });

  r.post('/register/by-phone', logoutCheck, async (c) => {
    const checked = await phoneSignUpSchema.safeParseAsync(await readBody(c));
    if (!checked.success) return validationError(c, fieldErrors(checked.error, { all: true }));
    const data = checked.data;
    const { db, config } = c.get('deps');
    const phone = cleanPhone(String(data.phone));
    const account = `signup-text:${phone}`;
    const address = `signup-text:${clientAddress(c)}`;
    const wait = throttled(c, signupTexts, account, address);
    if (wait) return wait;

    if (await phoneCodeRecentlySent(db, phone)) return c.json({ error: 'Verification Code was Already Sent' });
    const existing = await findByPhone(db, phone);
    await dropRegistrationRequests(db, phone);
    if (existing) return c.json({ error: 'This Phone Number is Already Registered' });

    count(signupTexts, account, address);
    const otp = newOtp();
    // Without the otp_system add-on the original texts nothing but still stores the code.
    if (addOns(await c.get('store').get()).includes('otp_system')) deliverOtp(config, phone, otp);
    await storeRegistrationRequest(db, { firstName: data.first_name, lastName: data.last_name, phone, otp });
    return c.json({ data: 'OTP Send Successfully' });
  });

  r.post('/seller-register', logoutCheck, async (c) => {
    const body = laravelRequest(await readBody(c));
    const { db, config } = c.get('deps');
    const checked = await signUpSchema(body.user_type, takenIn(c)).safeParseAsync(body);
    if (!checked.success) return validationError(c, fieldErrors(checked.error, { all: true }));
    const data = checked.data;
    const otpAddOn = addOns(await c.get('store').get()).includes('otp_system');
    let outcome;
    try {
      outcome = await db.transaction((tx) => registerSeller(tx, data, { otpAddOn, newOtp: () => newOtp() }, c.get('base')));
    } catch (err) {
      if (!(err instanceof OriginalError)) throw err;
      return c.json({ error: err.message });
    }
    if (outcome.otp !== null && outcome.user.phone) deliverOtp(config, outcome.user.phone, outcome.otp);
    // Sentinel::logout(); session()->flush(); session()->regenerate(): a new session and CSRF token.
    if (outcome.seller) await flushSession(c);
    sendAll(c, outcome.mails);
    return c.json({
      success: 'Check your mail to verify your account',
      migrate_msg: 'Registration is successful, Wait for the Approval',
      user: freshUserOut(outcome.user, c.get('base'), { userType: data.user_type !== undefined }),
    });
  });

  // The mail's link. The original completes the activation, flashes a toast and redirects to its
  // login page; an unknown address is an uncaught PHP error there (500), a login redirect here.
  r.get('/activation/:email/:code', async (c) => {
    const { db } = c.get('deps');
    const user = await db.transaction((tx) => completeActivation(tx, c.req.param('email'), c.req.param('code')));
    if (user?.email) {
      sendDevMail({ to: user.email, subject: 'Verify Email', text: 'Your account is active now. You can sign in.', links: [] }, c);
    }
    return loginPage(c);
  });

  r.post('/reset-password', logoutCheck, async (c) => {
    const data = laravelRequest(await readBody(c));
    const { db, config } = c.get('deps');
    const account = `reset:${emailKey(data.email)}`;
    const address = `reset:${clientAddress(c)}`;
    const wait = throttled(c, resetMails, account, address);
    if (wait) return wait;
    count(resetMails, account, address);
    const checked = await resetPasswordSchema(takenIn(c)).safeParseAsync(data);
    if (!checked.success) return validationError(c, fieldErrors(checked.error, { all: true }));

    const email = String(data.email);
    const user = await findByEmail(db, email);
    if (!user) return validationError(c, { email: ['The selected email is invalid.'] });
    const code = await createReminder(db, user.id);
    const link = resetLink(c.get('base'), config.appPath, email, code);
    sendDevMail(
      {
        to: email,
        subject: 'Forgot Password',
        text: `Someone asked to reset the password of your account. If it was you, choose a new password here:\n\n${link}\n\nThe link works once, for 4 hours. If it was not you, ignore this mail.`,
        links: [link],
      },
      c,
    );
    return c.json({ success: 'You have received an email for reset your password' });
  });

  r.post('/create-new-password', logoutCheck, async (c) => {
    const data = laravelRequest(await readBody(c));
    const { db } = c.get('deps');
    const account = `new-password:${emailKey(data.email)}`;
    const address = `new-password:${clientAddress(c)}`;
    const wait = throttled(c, resetFailures, account, address);
    if (wait) return wait;
    const checked = await newPasswordSchema.safeParseAsync(data);
    if (!checked.success) return validationError(c, fieldErrors(checked.error, { all: true }));

    const email = typeof data.email === 'string' ? data.email : '';
    const code = typeof data.resetCode === 'string' ? data.resetCode : '';
    const user = email && code ? await db.transaction((tx) => completeReminder(tx, email, code, String(data.newPassword))) : null;
    if (!user) {
      // An unknown, used or expired code: the original redirects to its login page (HTML, not JSON).
      count(resetFailures, account, address);
      return loginPage(c);
    }
    resetFailures.account.clear(account);
    sendDevMail(
      {
        to: user.email ?? email,
        subject: 'Forgot Password',
        text: 'Your password has been changed. If you did not do this, reset your password now and contact the shop.',
        links: [],
      },
      c,
    );
    return c.json({ success: 'Successfully Password Changed' });
  });

  return r;
}
