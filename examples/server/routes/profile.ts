/**
 * update-profile, change-password, user-to-seller (test/contract/account/{change-password,update-profile,user-to-seller}.json), and the public uploads
 * (profile pictures, shop logos and banners) at `GET /uploads/{users|shops}/{file}`.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../lib/context';
import { demoRefusal } from '../lib/demo';
import { loginCheck } from '../lib/login-check';
import { FailureLimiter } from '../lib/rate-limit';
import { fieldErrors, readBody, validationError } from '../lib/responses';
import { flushSession } from '../lib/session';
import { fullUserOut } from '../services/auth-format';
import {
  becomeSeller,
  changePassword,
  hasShop,
  profileChanges,
  profileLookups,
  profileWriteRefusal,
  saveProfile,
  shopApplication,
  signOutOtherSessions,
} from '../services/profile';
import type { ProfileUserRow } from '../services/profile-format';
import { uploadStoreFor } from '../services/profile-uploads';
import { addOns } from '../services/shell';
import { passwordChangeSchema, profileSchema, shopApplicationSchema } from '../validation/profile';

const TEN_MINUTES = 10 * 60 * 1000;
const MB = 1024 * 1024;

/** A request body over the limit (PHP's post_max_size is 8 MB by default): 413, nothing read further. */
const limitBody = (maxSize: number) =>
  bodyLimit({ maxSize, onError: (c) => c.json({ message: 'The uploaded files are too large.' }, 413) });

const uploadsOf = (c: Context<AppEnv>) => uploadStoreFor(c.get('deps'), c.get('deps').config.dataDir);

async function userAnswer(c: Context<AppEnv>, row: ProfileUserRow) {
  const affiliate = addOns(await c.get('store').get()).includes('affiliate');
  return fullUserOut(row, c.get('base'), { affiliate });
}

export function profileRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  // Wrong current passwords (and "same as the current one", which also tells a guess apart) per
  // account, per app instance: 5 in 10 minutes, then 429 until the window frees up.
  const passwordFailures = new FailureLimiter({ max: 5, windowMs: TEN_MINUTES });

  r.post('/user/update-profile', loginCheck(), limitBody(8 * MB), async (c) => {
    const refused = demoRefusal(c);
    if (refused) return refused;
    const user = c.get('user')!;
    const body = await readBody(c);
    const checked = await profileSchema(user.email, profileLookups(c.get('deps').db, user)).safeParseAsync(body);
    if (!checked.success) return validationError(c, fieldErrors(checked.error));
    const changes = await profileChanges(checked.data);
    // Only the session's own `id` is written (the original writes whichever is posted).
    const refusal = profileWriteRefusal(user, body, changes);
    if (refusal) return c.json(refusal.body, refusal.status);
    const row = await saveProfile(c.get('deps').db, user, changes, uploadsOf(c));
    return c.json({ user: await userAnswer(c, row), success: 'Profile Updated Successfully' });
  });

  r.post('/user/change-password', loginCheck(), async (c) => {
    const refused = demoRefusal(c);
    if (refused) return refused;
    const user = c.get('user') as ProfileUserRow;
    const key = `password:${user.id}`;
    const wait = passwordFailures.retryAfter(key);
    if (wait > 0) {
      return c.json({ message: `Too many attempts. Please try again in ${wait} seconds.` }, 429, { 'Retry-After': String(wait) });
    }
    const { db } = c.get('deps');
    const checked = await passwordChangeSchema((user.is_password_set ?? 1) === 1).safeParseAsync(await readBody(c));
    if (!checked.success) return validationError(c, fieldErrors(checked.error, { all: true }));
    const passwords = { current: checked.data.current_password as string | null, next: checked.data.new_password as string };
    const outcome = await changePassword(db, user, passwords);
    switch (outcome.kind) {
      case 'same':
        passwordFailures.fail(key);
        return c.json({ error: 'New password cannot be same as current password' });
      case 'mismatch':
        passwordFailures.fail(key);
        return c.json({ error: 'Current Password does not match with old password' });
      case 'changed':
      case 'set':
        passwordFailures.clear(key);
        // Other devices signed in with the old password are signed out (the original keeps them).
        await signOutOtherSessions(db, user.id, c.get('session').id);
        if (outcome.kind === 'changed') return c.json({ success: 'Password Changed Successfully' });
        return c.json({ success: 'Password Set Successfully', data: await userAnswer(c, outcome.user) });
    }
  });

  r.post('/user/user-to-seller', loginCheck(), limitBody(12 * MB), async (c) => {
    // The original validates in its FormRequest, before the controller's demo check.
    const checked = await shopApplicationSchema.safeParseAsync(await readBody(c));
    if (!checked.success) return validationError(c, fieldErrors(checked.error));
    const refused = demoRefusal(c);
    if (refused) return refused;
    const { db } = c.get('deps');
    const user = c.get('user')!;
    const settings = (await c.get('store').get()).settings;
    // Not in the original (it hides the link only, and would add a second shop): refused here.
    if (String(settings.seller_system ?? '') !== '1') return c.json({ error: 'The seller system is turned off' });
    if (await hasShop(db, user)) return c.json({ error: 'This account already has a shop' });
    const row = await becomeSeller(db, user, await shopApplication(checked.data), uploadsOf(c));
    const answer = {
      success: 'Registration Successfully',
      migrate_msg: 'Request sent successfully. Wait for approval.',
      user: await userAnswer(c, row),
      auth_user: null,
      type: 1,
    };
    // Sentinel::logout() and session()->flush(): a new session and CSRF token. The JSON stays the
    // original's; the new token also travels in a header, as the page's token is now stale.
    const fresh = await flushSession(c);
    return c.json(answer, 200, { 'X-CSRF-TOKEN': fresh.csrf_token });
  });

  r.get('/uploads/:folder/:file', async (c) => {
    const file = await uploadsOf(c).get(c.req.param('folder'), c.req.param('file'));
    if (!file) return c.json({ message: 'Not found' }, 404);
    return c.body(new Uint8Array(file.bytes), 200, {
      'Content-Type': file.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
      'Content-Disposition': 'inline',
    });
  });
  return r;
}
