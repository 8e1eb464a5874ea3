import type { Http } from '../../lib/http/client';
import type { User } from '../../types/account';

/** commerce.md §3.1: the success answer (errors arrive as ApiError from the client). */
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
}

/** `POST login` by e-mail, or by phone when the shop turned the OTP off (`{phone, otp: ""}`). */
export async function login(http: Http, body: EmailLogin | { phone: string; otp: '' }): Promise<LoginAnswer> {
  const { data } = await http.post('login', body);
  return data;
}

/** `POST get-otp` (§3.2): sends the code; `{success: "Otp send successfully"}`. */
export async function getOtp(http: Http, phone: string): Promise<{ success?: string }> {
  const { data } = await http.post('get-otp', { phone, otp: '' });
  return data;
}

/** `POST submit-otp`: the same action as login, answered the same way. */
export async function submitOtp(http: Http, phone: string, otp: string): Promise<LoginAnswer> {
  const { data } = await http.post('submit-otp', { phone, otp });
  return data;
}
