/**
 * Digital downloads (test/contract/commerce/digital-product-order-list.json): the shopper's paid digital lines and the signed,
 * expiring URLs of their files. A URL is `file-download/{file}?od={line}&response=yes&token=&u={user}
 * &expires={unix}&signature={hex}`, the original's keys; the signature is an HMAC-SHA256 (the
 * server's secret) over the file id, line, user and expiry, so none of them can be changed, and
 * the link stops working after 60 minutes.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/types';
import { dMY } from './format';

export const DOWNLOAD_LINK_MINUTES = 60;
export const DIGITAL_PER_PAGE = 10;

function signature(secret: string, fileId: number, detailId: number, userId: number, expires: number): string {
  return createHmac('sha256', secret).update(`file-download/${fileId}|${detailId}|${userId}|${expires}`).digest('hex');
}

export function signedDownloadUrl(
  base: string,
  secret: string,
  p: { fileId: number; detailId: number; userId: number },
  now = Date.now(),
): string {
  const expires = Math.floor(now / 1000) + DOWNLOAD_LINK_MINUTES * 60;
  const sig = signature(secret, p.fileId, p.detailId, p.userId, expires);
  return `${base}/file-download/${p.fileId}?od=${p.detailId}&response=yes&token=&u=${p.userId}&expires=${expires}&signature=${sig}`;
}

/** Checks a file-download request's signature and expiry. */
export function verifyDownload(
  secret: string,
  fileId: number,
  q: { od?: string; u?: string; expires?: string; signature?: string },
  now = Date.now(),
): { detailId: number; userId: number } | null {
  const detailId = Number.parseInt(q.od ?? '', 10);
  const userId = Number.parseInt(q.u ?? '', 10);
  const expires = Number.parseInt(q.expires ?? '', 10);
  if (![detailId, userId, expires].every(Number.isFinite) || !q.signature) return null;
  if (expires * 1000 < now) return null;
  const expected = Buffer.from(signature(secret, fileId, detailId, userId, expires));
  const given = Buffer.from(q.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { detailId, userId };
}

/**
 * The lines that qualify (test/contract/commerce/digital-product-order-list.json): the user's own paid, completed, not deleted orders;
 * the product is digital and has a file; no approved or processed refund. One row per order (its
 * first such line), newest first.
 */
const QUALIFYING = `
  FROM order_details d JOIN orders o ON o.id = d.order_id JOIN products p ON p.id = d.product_id
  WHERE o.user_id = $1 AND o.payment_status = 'paid' AND o.is_deleted = '0' AND o.status = 1
    AND p.is_digital = 1 AND p.product_file_id IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.order_detail_id = d.id AND r.status IN ('approved', 'processed'))`;

export interface DownloadRow {
  id: number;
  url: string;
  product_name: string;
  date: string;
  total: number;
}

export async function digitalOrders(
  db: Queryable,
  base: string,
  secret: string,
  userId: number,
  page: number,
): Promise<{ download_urls: DownloadRow[]; next_page_url: boolean }> {
  const total = (await db.query<{ n: number }>(`SELECT count(DISTINCT d.order_id)::int AS n ${QUALIFYING}`, [userId])).rows[0].n;
  const rows = (
    await db.query<{ id: number; product_file_id: number; product_name: string; updated_at: string; total: string }>(
      `SELECT * FROM (
         SELECT DISTINCT ON (d.order_id) d.id, d.order_id, p.product_file_id, p.product_name, o.updated_at,
           -- The original's per-unit figure: (price + tax + shipping) − (discount + coupon), not × quantity.
           ((d.price + d.tax + coalesce((d.shipping_cost->>'total_cost')::numeric, 0))
             - (d.discount + coalesce((d.coupon_discount->>'discount')::numeric, 0)))::text AS total
         ${QUALIFYING} ORDER BY d.order_id, d.id) x
       ORDER BY x.order_id DESC LIMIT $2 OFFSET $3`,
      [userId, DIGITAL_PER_PAGE, (page - 1) * DIGITAL_PER_PAGE],
    )
  ).rows;
  return {
    download_urls: rows.map((r) => ({
      id: r.id,
      url: signedDownloadUrl(base, secret, { fileId: r.product_file_id, detailId: r.id, userId }),
      product_name: r.product_name,
      date: dMY(r.updated_at),
      total: Number(r.total),
    })),
    // The original's test: page × 10 ≤ total (true also when the next page is empty).
    next_page_url: page * DIGITAL_PER_PAGE <= total,
  };
}

/** The file of a verified link, if the line still qualifies (its order paid, not refunded) and is the file's product. */
export async function downloadableFile(
  db: Queryable,
  fileId: number,
  detailId: number,
  userId: number,
): Promise<{ name: string; mime: string; content: Uint8Array } | null> {
  const row = (
    await db.query<{ name: string; mime: string; content: Uint8Array }>(
      `SELECT f.name, f.mime, f.content ${QUALIFYING.replace('FROM order_details d', 'FROM product_files f, order_details d')}
         AND d.id = $2 AND p.product_file_id = f.id AND f.id = $3`,
      [userId, detailId, fileId],
    )
  ).rows[0];
  return row ?? null;
}

/**
 * check-auth's `download_urls`: whether the user has a paid, completed order line of a digital
 * product with a file and no granted refund, as the downloads list counts them.
 */
export async function hasDownloads(db: Queryable, userId: number): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM order_details d JOIN orders o ON o.id = d.order_id JOIN products p ON p.id = d.product_id
     WHERE o.user_id = $1 AND o.payment_status = 'paid' AND o.is_deleted = '0' AND o.status = 1 AND p.is_digital = 1
       AND p.product_file_id IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.order_detail_id = d.id AND r.status IN ('approved', 'processed')) LIMIT 1`,
    [userId],
  );
  return rows.rows.length > 0;
}
