/** Invoices and tracking: user/get-invoices/{trx}, user/invoice/{code}, user/invoice/download/{id}, user/mail-order/{trx} (commerce.md §7.1–7.3, §7.9). */
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context';

export function invoiceRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  return r;
}
