/**
 * The full «User» the original returns from login, submit-otp and check-auth (1.6.7 app/Models/User.php,
 * test/contract/session/check-auth.json): the boot prop's user plus the columns only the boot prop hides.
 */
import type { UserRow } from '../lib/context';
import { profileHiddenFields } from './profile-format';
import { eloquentTime } from './shell';
import { userOut } from './shell-format';

/** MySQL's raw DATETIME text, as `last_login` arrives. */
export const mysqlTime = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');

export function fullUserOut(u: UserRow, base: string, opts: { affiliate?: boolean; lastLogin?: Date | null } = {}) {
  const out = userOut(u, base, { affiliate: opts.affiliate });
  const created = u.created_at ?? new Date();
  return {
    ...out,
    permissions: [],
    is_user_banned: u.is_user_banned ?? 0,
    newsletter_enable: 0,
    otp: u.otp ?? null,
    firebase_auth_id: null,
    ...profileHiddenFields(u),
    last_login: opts.lastLogin ? mysqlTime(opts.lastLogin) : out.last_login,
    created_at: eloquentTime(created),
    updated_at: eloquentTime(u.updated_at ?? created),
  };
}
