/**
 * Static pages and the contact page (test/contract/content/{others-page,contact-page}.json): reads `pages` and its
 * `page_languages` rows the way the original's Page model does (the session locale's row, else `en`).
 */
import type { Queryable } from '../db/types';
import { eloquentTime } from './shell';

interface PageRow {
  id: number;
  link: string | null;
  type: string;
  status: number;
  content: string | null;
  email: string | null;
  optional_email: string | null;
  phone: string | null;
  optional_phone: string | null;
  meta_image: unknown;
  meta_image_id: number | null;
  created_at: Date;
  updated_at: Date;
}

interface LanguageRow {
  id: number;
  page_id: number;
  lang: string;
  title: string | null;
  address: string | null;
  content: string | null;
  meta_title: string | null;
  meta_description: string | null;
  keywords: string | null;
  created_at: Date;
  updated_at: Date;
}

const PAGE_COLUMNS =
  'id, link, type, status, content, email, optional_email, phone, optional_phone, meta_image, meta_image_id, created_at, updated_at';

async function languageRows(db: Queryable, pageId: number): Promise<LanguageRow[]> {
  return (await db.query<LanguageRow>('SELECT * FROM page_languages WHERE page_id = $1 ORDER BY id', [pageId])).rows;
}

/** getTranslation / getTranslateAttribute: the locale's row, else the en row, else none. */
function translation(rows: LanguageRow[], locale: string): LanguageRow | undefined {
  return rows.find((r) => r.lang === locale) ?? rows.find((r) => r.lang === 'en');
}

export type PageAnswer =
  | { kind: 'page'; page: { title: string | null; link: string | null; content: string | null } }
  /** PHP reads a property of a missing language row: a warning the controller catches. */
  | { kind: 'error'; message: string }
  /** No active page with this link: a method call on null, which the controller does not catch. */
  | { kind: 'crash' };

export async function pageBySlug(db: Queryable, slug: string | null, locale: string): Promise<PageAnswer> {
  if (!slug) return { kind: 'crash' };
  const page = (await db.query<PageRow>(`SELECT ${PAGE_COLUMNS} FROM pages WHERE link = $1 AND status = 1 ORDER BY id LIMIT 1`, [slug]))
    .rows[0];
  if (!page) return { kind: 'crash' };
  const row = translation(await languageRows(db, page.id), locale);
  if (!row) return { kind: 'error', message: 'Attempt to read property "title" on null' };
  return { kind: 'page', page: { title: row.title, link: page.link, content: row.content } };
}

/** ContactResource (1.6.7) over the page with id 7, or null when it is missing or switched off. */
export async function contactPage(
  db: Queryable,
  locale: string,
): Promise<{
  phone: string | null;
  optional_phone: string | null;
  email: string | null;
  optional_email: string | null;
  address: string | null;
} | null> {
  const page = (await db.query<PageRow>(`SELECT ${PAGE_COLUMNS} FROM pages WHERE id = 7 AND status = 1`)).rows[0];
  if (!page) return null;
  const row = translation(await languageRows(db, page.id), locale);
  return {
    phone: page.phone,
    optional_phone: page.optional_phone,
    email: page.email,
    optional_email: page.optional_email,
    address: row?.address ?? null,
  };
}

export interface ContactInput {
  seller_id: number | string | null;
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** The original's columns are varchar(255) (MySQL counts characters); strict mode names the first one too long. */
export function tooLongColumn(input: ContactInput): string | null {
  for (const column of ['name', 'email', 'subject', 'message'] as const) {
    if ([...input[column]].length > 255) return column;
  }
  return null;
}

/** ContactUs::create: the given fillable keys in order, then Eloquent's timestamps and id. */
export async function storeContact(db: Queryable, input: ContactInput) {
  const sellerId = input.seller_id === null ? null : Number(input.seller_id);
  const row = (
    await db.query<{ id: number; created_at: Date; updated_at: Date }>(
      'INSERT INTO contact_us (seller_id, name, email, subject, message) VALUES ($1,$2,$3,$4,$5) RETURNING id, created_at, updated_at',
      [sellerId, input.name, input.email, input.subject, input.message],
    )
  ).rows[0];
  return {
    seller_id: input.seller_id,
    name: input.name,
    email: input.email,
    subject: input.subject,
    message: input.message,
    updated_at: eloquentTime(row.updated_at),
    created_at: eloquentTime(row.created_at),
    id: row.id,
  };
}
