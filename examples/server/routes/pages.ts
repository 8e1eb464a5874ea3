/**
 * Static pages, the contact page and the contact form (test/contract/content/{others-page,contact-page,send-message}.json):
 * `home/others-page/{slug}`, `home/contact-page`, `send-message`.
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../lib/context';
import { FailureLimiter } from '../lib/rate-limit';
import { z } from 'zod';
import { businessError, fieldErrors, readBody, validationError } from '../lib/responses';
import { required } from '../lib/validate';
import { contactPage, pageBySlug, storeContact, tooLongColumn } from '../services/pages';
import { sessionLocale } from '../services/shell';

const TEN_MINUTES = 10 * 60 * 1000;

/** The connecting address (node-server puts the socket on env.incoming); one shared bucket otherwise. */
function clientAddress(c: Context<AppEnv>): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'local';
}

/**
 * send-message: name, email, subject and message required (Laravel 8 wording, in this order). What
 * PHP would insert: a number or boolean as text; an array or object passes `required` and then
 * cannot be bound as a column value (undefined here, answered as the original's error).
 */
const insertable = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : undefined;
const contactBody = z.object({
  name: required('name').transform(insertable),
  email: required('email').transform(insertable),
  subject: required('subject').transform(insertable),
  message: required('message').transform(insertable),
});

/** Laravel's ThrottleRequests answer (the original has no throttle on this route; the reference server does). */
const tooManyAttempts = (c: Context<AppEnv>, seconds: number) =>
  c.json({ message: 'Too Many Attempts.' }, 429, { 'Retry-After': String(seconds) });

export function pageRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  // Per app instance: messages are stored and may mail a seller, so a session sends at most 5, and
  // one address 20, in 10 minutes. Only messages that pass validation count, so fixing a typo is free.
  const sends = {
    session: new FailureLimiter({ max: 5, windowMs: TEN_MINUTES }),
    address: new FailureLimiter({ max: 20, windowMs: TEN_MINUTES }),
  };

  r.get('/home/others-page/:slug', async (c) => {
    // Laravel's $request->slug: an input value (even an empty one) wins over the route parameter.
    const query = c.req.query('slug');
    const slug = query !== undefined ? query.trim() || null : c.req.param('slug');
    const data = await c.get('store').get();
    const answer = await pageBySlug(c.get('deps').db, slug, sessionLocale(c.get('session'), data));
    if (answer.kind === 'crash') return c.json({ message: 'Server Error' }, 500);
    if (answer.kind === 'error') return businessError(c, answer.message);
    return c.json({ page: answer.page });
  });

  r.get('/home/contact-page', async (c) => {
    const data = await c.get('store').get();
    const contact = await contactPage(c.get('deps').db, sessionLocale(c.get('session'), data));
    if (!contact) return businessError(c, 'Attempt to read property "phone" on null');
    return c.json({ contact });
  });

  r.post('/send-message', async (c) => {
    const body = await readBody(c);
    const parsed = contactBody.safeParse(body);
    if (!parsed.success) return validationError(c, fieldErrors(parsed.error));
    const values = parsed.data;

    const sessionKey = `contact:${c.get('session').id}`;
    const addressKey = `contact:${clientAddress(c)}`;
    const wait = Math.max(sends.session.retryAfter(sessionKey), sends.address.retryAfter(addressKey));
    if (wait > 0) return tooManyAttempts(c, wait);
    sends.session.fail(sessionKey);
    sends.address.fail(addressKey);

    if (Object.values(values).some((v) => v === undefined)) return businessError(c, 'Array to string conversion');
    const rawSeller = body.seller_id;
    let sellerId: number | string | null = null;
    if (typeof rawSeller === 'number' || (typeof rawSeller === 'string' && rawSeller.trim() !== '')) {
      sellerId = typeof rawSeller === 'string' ? rawSeller.trim() : rawSeller;
      if (!/^\d+$/.test(String(sellerId)))
        return businessError(
          c,
          `SQLSTATE[HY000]: General error: 1366 Incorrect integer value: '${String(sellerId).slice(0, 40)}' for column 'seller_id' at row 1`,
        );
    }
    const input = {
      seller_id: sellerId,
      name: values.name as string,
      email: values.email as string,
      subject: values.subject as string,
      message: values.message as string,
    };
    const long = tooLongColumn(input);
    // MySQL strict mode's text; the original goes on to quote the whole insert, which is left out here.
    if (long) return businessError(c, `SQLSTATE[22001]: String data, right truncated: 1406 Data too long for column '${long}' at row 1`);
    const contact = await storeContact(c.get('deps').db, input);
    return c.json({ contact, success: 'Message Sent Successfully' });
  });

  return r;
}
