/** The newsletter sign-up. Blogs: routes/blogs.ts; static pages and contact: routes/pages.ts. */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../lib/context';
import { fieldErrors, readBody, validationError } from '../lib/responses';
import { requiredEmail } from '../lib/validate';
import { addSubscriber, isSubscribed } from '../services/subscribers';

/** home/subscribers: `email` required|email; a non-string is not an address. */
const subscriberBody = z.object({ email: requiredEmail('email') });

export function contentRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.post('/home/subscribers', async (c) => {
    const parsed = subscriberBody.safeParse(await readBody(c));
    if (!parsed.success) return validationError(c, fieldErrors(parsed.error));
    const { email } = parsed.data;
    const { db } = c.get('deps');
    if (await isSubscribed(db, email)) return validationError(c, { email: ['The email has already been taken.'] });
    // The original's repository reports a failed insert as subscribe:false, still with the success text.
    const stored = await addSubscriber(db, email);
    return c.json({ subscribe: stored, success: 'You have subscribed successfully' });
  });

  // get/country-list: routes/addresses.ts (the 1.6.7 CountryResource).
  return r;
}
