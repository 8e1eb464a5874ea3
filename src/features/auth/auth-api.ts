import type { Http } from '../../lib/http/client';
import type { User } from '../../types/account';

/** test/contract/session/login.json: the success answer (errors arrive as ApiError from the client). */
export interface LoginAnswer {
  success?: string;
  user?: User;
  wishlists?: number;
  compare_list?: number;
  carts?: unknown[];
  /** recaptcha on and no token sent: `{captcha: "Recaptcha Verification is Required"}`, nothing else. */
  captcha?: string;
}

export interface EmailLogin {
  email: string;
  password: string;
  remember: 0 | 1;
  /** Always sent, '' when the shop has no reCAPTCHA, as login.vue's form holds it. */
  captcha: string;
}

/** `POST login` by e-mail, or by phone when the shop turned the OTP off (`{phone, otp: ""}`). */
export async function login(http: Http, body: EmailLogin | { phone: string; otp: '' }): Promise<LoginAnswer> {
  const { data } = await http.post('login', body);
  return data;
}

/** `POST get-otp` (test/contract/session/get-otp.json): sends the code; `{success: "Otp send successfully"}`. */
export async function getOtp(http: Http, phone: string): Promise<{ success?: string }> {
  const { data } = await http.post('get-otp', { phone, otp: '' });
  return data;
}

/** `POST submit-otp`: the same action as login, answered the same way. */
export async function submitOtp(http: Http, phone: string, otp: string): Promise<LoginAnswer> {
  const { data } = await http.post('submit-otp', { phone, otp });
  return data;
}

/** The new account as `register`/`seller-register` send it (a fresh model: see the fixtures); the widget does not read it. */
export type NewAccount = Partial<User> & { id: number };

/** test/contract/session/register.json: `type` 0 = an e-mail was given (go to login), 1 = the new user is signed in (`auth_user`). */
export interface RegisterAnswer {
  success?: string;
  migrate_msg?: string;
  user?: NewAccount;
  auth_user?: User | null;
  type?: 0 | 1;
}

export interface EmailRegistration {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
  /** From the page's `?referral_code=`; left out when absent. */
  referral_code?: string;
}

/** The phone form: no e-mail (the original posts `email: null`; a phone and an e-mail together fail). */
export interface PhoneRegistration {
  first_name: string;
  last_name: string;
  phone: string;
  otp: string;
  referral_code?: string;
}

/** `POST register` (test/contract/session/register.json). */
export async function register(http: Http, body: EmailRegistration | PhoneRegistration): Promise<RegisterAnswer> {
  const { data } = await http.post('register', body);
  return data;
}

/** `POST register/by-phone` (test/contract/session/register-by-phone.json): texts the sign-up code; the answer's key is `data`. */
export async function registerByPhone(
  http: Http,
  body: { first_name: string; last_name: string; phone: string },
): Promise<{ data?: string }> {
  const { data } = await http.post('register/by-phone', body);
  return data;
}

export interface SellerRegistration {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  password: string;
  password_confirmation: string;
  shop_name: string;
  address: string;
  user_type: 'seller';
}

/** `POST seller-register` (test/contract/session/seller-register.json). The backend logs out and flushes the session: the page token changes. */
export async function sellerRegister(
  http: Http,
  body: SellerRegistration,
): Promise<{ success?: string; migrate_msg?: string; user?: NewAccount }> {
  const { data } = await http.post('seller-register', body);
  return data;
}

/** `POST reset-password` (test/contract/session/reset-password.json): mails the reset link. */
export async function resetPassword(http: Http, email: string): Promise<{ success?: string }> {
  const { data } = await http.post('reset-password', { email });
  return data;
}

export interface NewPassword {
  email: string;
  resetCode: string;
  newPassword: string;
  confirmPassword: string;
}

/** `POST create-new-password` (test/contract/session/create-new-password.json). A used or unknown code is a redirect to the login page (a `session` ApiError). */
export async function createNewPassword(http: Http, body: NewPassword): Promise<{ success?: string }> {
  const { data } = await http.post('create-new-password', body);
  return data;
}
