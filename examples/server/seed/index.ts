/** Seeds an empty, migrated database in one transaction. Deterministic for a given seed. */
import type { Db } from '../db/types';
import { insertRows, syncSequence } from '../db/insert';
import { generateCatalog } from './catalog';
import { buildSettings, COUNTRIES, CURRENCIES, generateContent, LANGUAGES, PAGES } from './content';
import { homePageContents } from './home';
import { generateUsers } from './users';
import { seedGeography } from './geography';
import { seedNotifications } from './notifications';
import { seedOrders } from './orders';
import { seedCoupons } from './coupons';
import { seedPickupHubs } from './pickup-hubs';
import { seedPayments } from './payments';
import { seedDigital } from './digital';
import { seedProfileAccounts } from './profile-accounts';
import { seedLists } from './lists';
import { seedLoyalty } from './loyalty';
import { seedCampaigns } from './campaigns';
import { seedVideoShops } from './video-shops';
import { seedReviews } from './reviews';
import { seedShopPages } from './shop-pages';
import { seedBlogs } from './blogs';
import { seedStaticPages } from './static-pages';
import { seedAffiliate } from './affiliate';
import { createRng } from './random';

export interface SeedOptions {
  /** Number of products to generate. */
  products: number;
  /** PRNG seed. */
  seed: number;
}

/**
 * Bumped when the seeded data changes shape (2: the original's catalogue columns, home_page_contents
 * and settings; 3: the sign-in test accounts; 4: accounts: addresses, geography, orders, notifications; 5: buying:
 * coupons, pickup hubs, payment methods, digital files, exact order money; 6: followed shops, wallet recharges, rewards; 7: campaigns, video shops, reviews, shop pages; 8: blogs, static pages, contact, affiliate programme; 9: no discount without a type). A data directory seeded in an older format is set
 * aside and seeded afresh.
 */
export const SEED_FORMAT = 9;

export async function seedDatabase(db: Db, opts: SeedOptions): Promise<void> {
  const users = await generateUsers(opts.seed);
  const reviewerIds = users.filter((u) => u.password_hash === null).map((u) => u.id);
  const catalog = generateCatalog({ seed: opts.seed, products: opts.products, reviewerIds });
  const content = generateContent(opts.seed, reviewerIds);
  const settings = buildSettings();
  const rng = createRng(opts.seed ^ 0xca7);

  await db.transaction(async (tx) => {
    await insertRows(
      tx,
      'settings',
      Object.entries(settings).map(([key, value]) => ({ key, value: JSON.stringify(value) })),
    );
    const homeLayout = homePageContents(new Map(catalog.categories.map((c) => [c.slug, c.id])));
    await tx.query(
      `INSERT INTO settings (key, value) VALUES ('home_page_contents', $1) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [JSON.stringify(homeLayout)],
    );
    await insertRows(
      tx,
      'currencies',
      CURRENCIES.map((c, i) => ({ id: i + 1, ...c, status: 1 })),
    );
    await insertRows(
      tx,
      'languages',
      LANGUAGES.map((l, i) => ({ id: i + 1, ...l, status: 1 })),
    );
    await insertRows(
      tx,
      'countries',
      COUNTRIES.map(([name, iso2, phonecode], i) => ({ id: i + 1, name, iso2, phonecode })),
    );
    await insertRows(
      tx,
      'users',
      users.map((u) => ({ ...u, created_at: '2025-01-15T10:00:00Z' })),
    );
    // The seeded pending code (seed/users.ts) is good for a day after seeding, like any code a
    // shopper asked for: it then has to be asked for again (get-otp).
    await tx.query("UPDATE users SET otp_expires_at = now() + interval '1 day' WHERE otp IS NOT NULL");

    await insertRows(tx, 'categories', catalog.categories);
    await insertRows(tx, 'brands', catalog.brands);
    await insertRows(tx, 'colors', catalog.colors);
    await insertRows(tx, 'attributes', catalog.attributes);
    await insertRows(tx, 'attribute_values', catalog.attributeValues);
    await insertRows(tx, 'sellers', catalog.sellers);
    await insertRows(
      tx,
      'products',
      catalog.products.map((p) => ({ ...p, updated_at: p.created_at })),
    );
    await insertRows(tx, 'product_stocks', catalog.stocks);
    await insertRows(
      tx,
      'reviews',
      catalog.reviews.map((r) => ({ ...r, updated_at: r.created_at })),
    );
    await insertRows(tx, 'attribute_category', catalog.attributeCategories);

    // Campaign products: a spread of discounted and regular products.
    const campaignProducts: Array<Record<string, unknown>> = [];
    for (const c of content.campaigns) {
      const picks = rng.sample(catalog.products, Math.min(catalog.products.length, rng.int(12, 24)));
      for (const p of picks) campaignProducts.push({ campaign_id: c.id, product_id: p.id });
    }
    await insertRows(tx, 'campaigns', content.campaigns);
    await insertRows(tx, 'campaign_products', campaignProducts);
    await insertRows(tx, 'flash_sales', content.flashSales);

    await insertRows(tx, 'blog_categories', content.blogCategories);
    await insertRows(tx, 'blogs', content.blogs);
    await insertRows(tx, 'blog_comments', content.blogComments);
    await insertRows(
      tx,
      'pages',
      PAGES.map((p, i) => ({ id: i + 1, ...p })),
    );
    await insertRows(
      tx,
      'video_shops',
      content.videoShops.map((v) => ({
        ...v,
        product_ids: rng.sample(catalog.products, Math.min(catalog.products.length, 6)).map((p) => p.id),
      })),
    );
    await insertRows(tx, 'sliders', content.sliders);
    await insertRows(tx, 'banners', content.banners);
    await insertRows(tx, 'services', content.services);

    for (const t of [
      'currencies',
      'languages',
      'countries',
      'users',
      'categories',
      'brands',
      'colors',
      'attributes',
      'attribute_values',
      'sellers',
      'products',
      'product_stocks',
      'reviews',
      'campaigns',
      'flash_sales',
      'blog_categories',
      'blogs',
      'blog_comments',
      'pages',
      'video_shops',
      'sliders',
      'banners',
      'services',
    ])
      await syncSequence(tx, t);

    // Accounts: one file each.
    const accountSeed = { seed: opts.seed, productIds: catalog.products.map((p) => p.id).sort((a, b) => a - b) };
    await seedProfileAccounts(tx, accountSeed);
    await seedGeography(tx, accountSeed);
    await seedOrders(tx, accountSeed);
    await seedNotifications(tx, accountSeed);
    // Buying: one file each.
    await seedCoupons(tx, accountSeed);
    await seedPickupHubs(tx, accountSeed);
    await seedPayments(tx, accountSeed);
    await seedDigital(tx, accountSeed);
    // Lists and loyalty.
    await seedLists(tx, accountSeed);
    await seedLoyalty(tx, accountSeed);
    // The whole catalogue.
    await seedCampaigns(tx, accountSeed);
    await seedVideoShops(tx, accountSeed);
    await seedReviews(tx, accountSeed);
    await seedShopPages(tx, accountSeed);
    // Content and partners.
    await seedBlogs(tx, accountSeed);
    await seedStaticPages(tx, accountSeed);
    await seedAffiliate(tx, accountSeed);

    await tx.query("INSERT INTO app_meta (key, value) VALUES ('seeded', $1)", [
      JSON.stringify({ products: opts.products, seed: opts.seed, format: SEED_FORMAT }),
    ]);
  });
  // Fresh tables have no statistics: the planner then guesses one row per filter and walks the
  // whole catalogue through the wrong index (a 10,000-product listing answered 2.7× slower). VACUUM
  // sets the visibility map, so counting a listing reads only products_listed_category_idx.
  await db.query('VACUUM ANALYZE');
}
