/** The newsletter sign-up. Blogs: routes/blogs.ts; static pages and contact: routes/pages.ts. */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../lib/context';
import { fieldErrors, readBody, validationError } from '../lib/responses';

const REQUIRED = 'The email field is required.';
const INVALID = 'The email must be a valid email address.';

/**
 * home/subscribers: `email` required|email (Laravel 8 messages). Laravel trims input and turns ""
 * into null before validating, so blank counts as missing; a non-string is not an address.
 */
const subscriberBody = z.object({
  email: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined)),
    z
      .unknown()
      .refine((v) => v !== undefined, REQUIRED)
      .pipe(z.email(INVALID)),
  ),
});

/** subscribers.email is a 50-character column: a longer address fails the insert. */
const EMAIL_COLUMN_LENGTH = 50;

export function contentRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.post('/home/subscribers', async (c) => {
    const parsed = subscriberBody.safeParse(await readBody(c));
    if (!parsed.success) return validationError(c, fieldErrors(parsed.error));
    const { email } = parsed.data;
    const { db } = c.get('deps');
    // unique:subscribers — MySQL's default collation compares case-insensitively.
    const taken = (await db.query('SELECT 1 FROM subscribers WHERE lower(email) = lower($1)', [email])).rows.length > 0;
    if (taken) return validationError(c, { email: ['The email has already been taken.'] });
    // The original's repository reports a failed insert as subscribe:false, still with the success text.
    const stored =
      email.length <= EMAIL_COLUMN_LENGTH &&
      (await db.query('INSERT INTO subscribers (email) VALUES ($1) ON CONFLICT DO NOTHING RETURNING id', [email])).rows.length > 0;
    return c.json({ subscribe: stored, success: 'You have subscribed successfully' });
  });

  // get/country-list: routes/addresses.ts (the 1.6.7 CountryResource).
  return r;
}
