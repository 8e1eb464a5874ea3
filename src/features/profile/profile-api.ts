import type { Http } from '../../lib/http/client';
import type { User } from '../../types/account';

/** The «User» columns the profile form edits (test/contract/session/check-auth.json); the shared User type leaves them out. */
export interface ProfileUser extends User {
  gender?: string | null;
  date_of_birth?: string | null;
  /** `{facebook, twitter, …}`, `[]` or null. */
  socials?: Record<string, string | null> | unknown[] | null;
  user_profile_image?: string | null;
  country_id?: number | string | null;
}

/** test/contract/account/update-profile.json: `{user, success}`; errors arrive as ApiError from the client. */
export interface UpdateProfileAnswer {
  user?: ProfileUser;
  success?: string;
}

/** `POST user/update-profile`, multipart (the browser sets the boundary). */
export async function updateProfile(http: Http, form: FormData): Promise<UpdateProfileAnswer> {
  const { data } = await http.post('user/update-profile', form);
  return data;
}

export interface PasswordChange {
  current_password?: string;
  new_password: string;
  confirm_password: string;
  is_password_set: number;
}

/** test/contract/account/change-password.json: `{success}` after a change, `{success, data: «User»}` after setting a first password. */
export interface ChangePasswordAnswer {
  success?: string;
  data?: ProfileUser;
}

export async function changePassword(http: Http, body: PasswordChange): Promise<ChangePasswordAnswer> {
  const { data } = await http.post('user/change-password', body);
  return data;
}

/** test/contract/account/user-to-seller.json: `{success, migrate_msg, user, auth_user: null, type}`. */
export interface UserToSellerAnswer {
  success?: string;
  migrate_msg?: string;
  user?: ProfileUser;
  auth_user?: ProfileUser | null;
  type?: number;
}

/**
 * `POST user/user-to-seller`, multipart. The backend signs the account out and flushes the session;
 * the reference server sends the new CSRF token in an `X-CSRF-TOKEN` header (the original sends
 * none), returned here as `token`.
 */
export async function userToSeller(http: Http, form: FormData): Promise<{ answer: UserToSellerAnswer; token: string | null }> {
  const response = await http.post('user/user-to-seller', form);
  const header: unknown = response.headers?.['x-csrf-token'];
  return { answer: response.data, token: typeof header === 'string' && header !== '' ? header : null };
}
