/**
 * The original's sign-in decisions (Admin/LoginController@postlogin and @getOtp, 1.6.7), in the
 * order it makes them: the first hit answers. See commerce.md §3.1 and §3.2.
 */
import type { UserRow } from '../lib/context';
import type { Db } from '../db/types';
import { verifyPassword } from '../lib/password';

/** TrimStrings + ConvertEmptyStringsToNull: what the controller sees for one input. */
export function input(body: Record<string, unknown>, key: string): string | null {
  const v = body[key];
  if (v === undefined || v === null) return null;
  const s = String(v).trim();
  return s === '' ? null : s;
}

export const has = (body: Record<string, unknown>, key: string) => Object.prototype.hasOwnProperty.call(body, key);

/** The original strips spaces from phone numbers before looking them up. */
export const cleanPhone = (phone: string | null) => (phone ? phone.replace(/ /g, '') : '');

export async function findByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return (await db.query<UserRow>('SELECT * FROM users WHERE lower(email) = lower($1)', [email])).rows[0];
}

export async function findByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  return (await db.query<UserRow>('SELECT * FROM users WHERE phone = $1 ORDER BY id LIMIT 1', [phone])).rows[0];
}

export type LoginOutcome =
  | { kind: 'captcha' }
  | { kind: 'error'; message: string; /** counts towards the lock-out (unknown account, wrong secret) */ failure: boolean }
  | { kind: 'ok'; user: UserRow };

export interface LoginSettings {
  recaptcha: boolean;
  sellerSystem: boolean;
  /** settingHelper('disable_otp_verification') == 1: the server skips the OTP comparison. */
  skipOtpCheck: boolean;
}

export async function decideLogin(db: Db, body: Record<string, unknown>, settings: LoginSettings): Promise<LoginOutcome> {
  const err = (message: string, failure = false): LoginOutcome => ({ kind: 'error', message, failure });
  if (settings.recaptcha && !has(body, 'phone') && !input(body, 'captcha')) return { kind: 'captcha' };

  const email = input(body, 'email');
  const phone = cleanPhone(input(body, 'phone'));
  let user: UserRow | undefined;
  if (has(body, 'email') && email) user = await findByEmail(db, email);
  else if (has(body, 'phone') && phone) user = await findByPhone(db, phone);

  if (!user) return err('User Not found', true);
  if (user.status === 0) return err('You Are not Activated Yet');
  if (user.is_deleted === 1) return err('User Not found', true);
  if (user.is_user_banned === 1) return err('You Are Banned From The Admin');
  if (user.user_type === 'seller') {
    if (!user.seller_verified_at) return err('Registration is successful, Wait for the Approval');
    if (!settings.sellerSystem) return err('You Are Not Allowed to Login');
  }
  // PHP's loose `!=`: an empty code (null after ConvertEmptyStringsToNull) matches a user without one.
  if (has(body, 'otp') && !settings.skipOtpCheck) {
    const otp = input(body, 'otp');
    const stored = user.otp === null || user.otp === undefined ? null : String(user.otp);
    if (stored !== otp) return err('OTP did not match. Please provide correct OTP', true);
  }
  if (user.status === 2) return err('Your account is suspend');
  if (has(body, 'email')) {
    const password = input(body, 'password') ?? '';
    if (!user.password_hash || !(await verifyPassword(password, user.password_hash))) return err('Invalid Credentials', true);
  }
  // The original passes an undefined $credentials to authenticateAndRemember on this path (PHP 8 wording).
  if (String(body.remember ?? '') === '1' && has(body, 'phone') && !has(body, 'email')) return err('Undefined variable $credentials');
  return { kind: 'ok', user };
}

export type OtpOutcome = { kind: 'error'; message: string; failure: boolean } | { kind: 'send'; user: UserRow };

export async function decideOtp(db: Db, phone: string, otpAddOn: boolean): Promise<OtpOutcome> {
  const user = await findByPhone(db, phone);
  if (!user || user.is_deleted === 1) return { kind: 'error', message: 'User Not found', failure: true };
  if (user.status === 0) return { kind: 'error', message: 'Your account status is inactive', failure: false };
  if (user.status === 2) return { kind: 'error', message: 'Your account is suspend', failure: false };
  if (!otpAddOn) return { kind: 'error', message: 'Service is unavailable', failure: false };
  return { kind: 'send', user };
}
