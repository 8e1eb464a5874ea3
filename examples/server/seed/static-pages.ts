/**
 * Static pages in the original's shape and the contact page (id 7)
 * (test/contract/content/{others-page,contact-page}.json). The main seed inserted PAGES (seed/content.ts) as ids 1–4 with title/slug/content; this
 * gives them the original's columns and language rows, and adds:
 * - 5 `summer-sale-2023`: switched off (status 0), so its link answers like an unknown page;
 * - 6 `help-center`: HTML linking to store paths and to another site (the widget routes the first);
 * - 7 `contact`: the contact page the original reads by id, with phones, e-mails and an address per language.
 * `about-us` and the contact page have an Arabic row; the others fall back to English. Fixed dates
 * keep the seed deterministic.
 */
import { insertRows, syncSequence } from '../db/insert';
import type { Queryable } from '../db/types';
import type { AccountSeedContext } from './account-context';

const CREATED = '2022-01-11T11:17:26Z';
const UPDATED = '2024-03-02T08:40:12Z';

/** The original's page types for the main seed's pages, by slug. */
const TYPES: Record<string, string> = {
  'about-us': 'about_us_page',
  'privacy-policy': 'privacy_policy_page',
  'terms-and-conditions': 'term_conditions_page',
  'refund-policy': 'refund_policy_page',
};

const HELP_CENTER =
  '<h2>Help Center</h2><p>Read our <a href="/blogs">shopping guides</a> or learn <a href="/page/about-us">who we are</a>.</p>' +
  '<p>Parcel tracking is run by our carrier: <a href="https://carrier.example.org/track">track a parcel</a>.</p>';

const EXTRA_PAGES = [
  {
    id: 5,
    title: 'Summer Sale 2023',
    slug: 'summer-sale-2023',
    content: '<h2>Summer Sale 2023</h2><p>This sale has ended.</p>',
    type: 'custom_page',
    status: 0,
  },
  { id: 6, title: 'Help Center', slug: 'help-center', content: HELP_CENTER, type: 'custom_page', status: 1 },
  {
    id: 7,
    title: 'Contact Us',
    slug: 'contact',
    content: '',
    type: 'contact_us_page',
    status: 1,
    phone: '+1 555 0100',
    optional_phone: '+1 555 0199',
    email: 'support@yoori.example',
    optional_email: 'sales@yoori.example',
  },
];

const ARABIC: Record<string, { title: string; content: string | null; address?: string }> = {
  'about-us': {
    title: 'من نحن',
    content: '<h2>من نحن</h2><p>متجر يوري التجريبي سوق يعرض فيه البائعون المستقلون كل شيء من الأجهزة إلى البقالة.</p>',
  },
  contact: { title: 'اتصل بنا', content: null, address: '221 شارع ماركت، سبرينغفيلد' },
};

export async function seedStaticPages(tx: Queryable, _ctx: AccountSeedContext): Promise<void> {
  for (const page of EXTRA_PAGES) {
    await tx.query(
      `INSERT INTO pages (id, title, slug, content, type, status, phone, optional_phone, email, optional_email)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10)`,
      [
        page.id,
        page.title,
        page.slug,
        page.content,
        page.type,
        page.status,
        page.phone ?? null,
        page.optional_phone ?? null,
        page.email ?? null,
        page.optional_email ?? null,
      ],
    );
  }
  await syncSequence(tx, 'pages');

  for (const [slug, type] of Object.entries(TYPES)) await tx.query('UPDATE pages SET type = $2 WHERE slug = $1', [slug, type]);
  await tx.query('UPDATE pages SET link = slug, created_at = $1, updated_at = $2', [CREATED, UPDATED]);

  const pages = (
    await tx.query<{ id: number; title: string; slug: string; content: string }>('SELECT id, title, slug, content FROM pages ORDER BY id')
  ).rows;
  const rows: Array<Record<string, unknown>> = [];
  for (const p of pages) {
    const contact = p.slug === 'contact';
    rows.push({
      page_id: p.id,
      lang: 'en',
      title: p.title,
      address: contact ? '221 Market Street, Springfield' : null,
      content: contact ? null : p.content,
      created_at: CREATED,
      updated_at: UPDATED,
    });
    const ar = ARABIC[p.slug];
    if (ar)
      rows.push({
        page_id: p.id,
        lang: 'ar',
        title: ar.title,
        address: ar.address ?? null,
        content: ar.content,
        created_at: CREATED,
        updated_at: UPDATED,
      });
  }
  await insertRows(tx, 'page_languages', rows);
}
