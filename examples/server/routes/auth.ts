/** login, submit-otp, get-otp (test/contract/session/{login,get-otp}.json), logout (test/contract/session/logout.json), home/check-auth (test/contract/session/check-auth.json). */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../lib/context';
import { loginCheck } from '../lib/login-check';
import { FailureLimiter, throttleMessage } from '../lib/rate-limit';
import { z } from 'zod';
import { fieldErrors, readBody, validationError } from '../lib/responses';
import { required } from '../lib/validate';
import { flushSession, rotateSessionId } from '../lib/session';
import { adoptGuestSession, cleanPhone, decideLogin, decideOtp, input, OTP_LIFETIME_MINUTES } from '../services/auth';
import { fullUserOut } from '../services/auth-format';
import { lastRecharge } from '../services/recharge';
import { rewardOf, rewardOut } from '../services/rewards';
import { deliverOtp, newOtp, storeOtp } from '../services/auth-otp';
import { cartLines } from '../services/cart';
import { hasDownloads } from '../services/downloads';
import { compareRowCount, wishlistCount } from '../services/lists';
import { addOns } from '../services/shell';

const TEN_MINUTES = 10 * 60 * 1000;

/** The connecting address (node-server puts the socket on env.incoming); one shared bucket otherwise. */
function clientAddress(c: Context<AppEnv>): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'local';
}

const isOn = (v: unknown) => String(v ?? '') === '1';

/** get-otp: `phone` required; spaces are taken out as the original's controller does. */
const otpBody = z.object({ phone: required('phone').transform((v) => cleanPhone(String(v))) });

export function authRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  // Per app instance. Failed sign-ins: 5 per account, 20 per address, in 10 minutes. OTP texts cost
  // money in the original, so every send counts: 5 per phone, 20 per address.
  const loginFailures = {
    account: new FailureLimiter({ max: 5, windowMs: TEN_MINUTES }),
    address: new FailureLimiter({ max: 20, windowMs: TEN_MINUTES }),
  };
  const otpSends = {
    account: new FailureLimiter({ max: 5, windowMs: TEN_MINUTES }),
    address: new FailureLimiter({ max: 20, windowMs: TEN_MINUTES }),
  };
  const blockedFor = (limits: typeof loginFailures, account: string, address: string) =>
    Math.max(limits.account.retryAfter(account), limits.address.retryAfter(address));

  // logoutCheck: a signed-in caller is sent home (302, even for XHR).
  const logoutCheck = async (c: Context<AppEnv>, next: () => Promise<void>) => {
    if (c.get('user')) return c.redirect(`${c.get('base')}${c.get('deps').config.appPath}/`, 302);
    await next();
  };

  const login = async (c: Context<AppEnv>) => {
    const body = await readBody(c);
    const { db } = c.get('deps');
    const data = await c.get('store').get();
    const account = `login:${(input(body, 'email') ?? cleanPhone(input(body, 'phone'))).toLowerCase()}`;
    const address = `login:${clientAddress(c)}`;
    const wait = blockedFor(loginFailures, account, address);
    if (wait > 0) return c.json({ message: throttleMessage(wait) }, 429, { 'Retry-After': String(wait) });
    // Counted before the (slow) password check, so that parallel guesses each see the ones before.
    const forgive = [loginFailures.account.attempt(account), loginFailures.address.attempt(address)];

    const outcome = await decideLogin(db, body, {
      recaptcha: isOn(data.settings.is_recaptcha_activated),
      sellerSystem: isOn(data.settings.seller_system),
      otpAddOn: addOns(data).includes('otp_system'),
      skipOtpCheck: isOn(data.settings.disable_otp_verification),
    });
    if (outcome.kind !== 'error' || !outcome.failure) forgive.forEach((undo) => undo());
    if (outcome.kind === 'captcha') return c.json({ captcha: 'Recaptcha Verification is Required' });
    if (outcome.kind === 'error') return c.json({ error: outcome.message });
    loginFailures.account.clear(account);

    // A one-time code is spent by decideLogin (the original keeps it in users.otp and shows it in `user`).
    const user = outcome.user;
    const session = c.get('session');
    await adoptGuestSession(db, session, user);
    // A new session id defeats fixation; without "remember me" the cookie ends with the browser.
    await rotateSessionId(c, user.id, String(body.remember ?? '') === '1' ? 'long' : 'browser');
    c.set('user', user);

    const wishlists = await wishlistCount(db, user.id);
    const compare = await compareRowCount(db, user.id);
    const carts = await cartLines(db, c.get('base'), { userId: user.id, trx: user.cart_trx }, 'regular', data.settings);
    const affiliate = addOns(data).includes('affiliate');
    return c.json({
      success: 'Login successfully!',
      user: fullUserOut(user, c.get('base'), { affiliate, lastLogin: new Date() }),
      wishlists,
      compare_list: compare,
      carts,
    });
  };
  r.post('/login', logoutCheck, login);
  // The SPA's second OTP step posts {phone, otp} here; the original routes it to the same action.
  r.post('/submit-otp', logoutCheck, login);

  r.post('/get-otp', logoutCheck, async (c) => {
    const parsed = otpBody.safeParse(await readBody(c));
    if (!parsed.success) return validationError(c, fieldErrors(parsed.error));
    const { phone } = parsed.data;
    const account = `otp:${phone}`;
    const address = `otp:${clientAddress(c)}`;
    const wait = blockedFor(otpSends, account, address);
    if (wait > 0) return c.json({ message: throttleMessage(wait) }, 429, { 'Retry-After': String(wait) });
    otpSends.account.fail(account);
    otpSends.address.fail(address);

    const { db, config } = c.get('deps');
    const outcome = await decideOtp(db, phone, addOns(await c.get('store').get()).includes('otp_system'));
    if (outcome.kind === 'error') return c.json({ error: outcome.message });
    const otp = newOtp();
    await storeOtp(db, outcome.user.id, otp, OTP_LIFETIME_MINUTES);
    deliverOtp(config, phone, otp);
    return c.json({ success: 'Otp send successfully' });
  });

  // Behind loginCheck (a guest gets 302 → /login). The session is flushed and regenerated; the new
  // CSRF token comes back for the page's #token field.
  r.get('/logout', loginCheck(), async (c) => {
    const fresh = await flushSession(c);
    return c.json({ success: 'Logout successfully', token: fresh.csrf_token });
  });

  r.get('/home/check-auth', async (c) => {
    const user = c.get('user');
    // The original reads authUser()->reward on null and returns the PHP message.
    if (!user) return c.json({ error: 'Attempt to read property "reward" on null' });
    const affiliate = addOns(await c.get('store').get()).includes('affiliate');
    // reward: the user's Reward row with reward_details_sum_reward, or null (never earned).
    const db = c.get('deps').db;
    const reward = await rewardOf(db, user.id);
    const out = fullUserOut(user, c.get('base'), { affiliate }) as Record<string, unknown>;
    out.last_recharge = await lastRecharge(db, user.id);
    // The original reads ->reward from Sentinel's one user object, so the loaded relation is
    // serialised inside `user` too (1.6.7 app/Http/Controllers/Admin/LoginController.php, checkAuth).
    const rewardRow = reward ? rewardOut(reward, { withSum: true }) : null;
    out.reward = rewardRow;
    return c.json({ user: out, reward: rewardRow, download_urls: await hasDownloads(db, user.id) });
  });
  return r;
}
