/**
 * The directories' behaviour (shapes: test/contract/catalogue/{brands,sellers,categories}.json):
 * all brands, all sellers and the category tree, with the original's paging and sorting quirks.
 */
import { createApp } from '../../examples/server/app';
import { Client, startTestServer, type TestServer } from '../../examples/server/testing/helpers';

let srv: TestServer;
let c: Client;
beforeAll(async () => {
  srv = await startTestServer();
  c = new Client(srv.app);
  await c.boot();
}, 30_000);
afterAll(async () => {
  await srv?.close();
});

type Shop = { id: number; shop_name: string; rating_count: number; join_date: string; is_followed: boolean };
type Page<T> = { data: T[]; total: number; count: number; current_page: number; next_page_url: string | null; has_more_data: boolean };

/** A client on a fresh app over the same database (the catalogue cache is per app). */
async function freshClient(settings: Record<string, unknown> = {}): Promise<Client> {
  const app = createApp({ db: srv.db, config: { ...srv.config, settingsOverrides: settings }, pusher: srv.pusher });
  const client = new Client(app);
  await client.boot();
  return client;
}

describe('home/brands', () => {
  test('active brands, newest first, 30 a page whatever `paginate` says; beyond the last page is empty', async () => {
    const { rows } = await srv.db.query<{ n: number }>('SELECT count(*)::int AS n FROM brands WHERE status = 1');
    const first = (await c.getJson('/home/brands?page=1&paginate=5')).brands as Page<{ id: number }>;
    expect(first.data.length).toBe(Math.min(30, rows[0].n));
    expect(first.total).toBe(rows[0].n);
    const ids = first.data.map((b) => b.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const beyond = (await c.getJson('/home/brands?page=9')).brands as Page<unknown>;
    expect(beyond).toMatchObject({ data: [], count: 0, current_page: 9, next_page_url: null, has_more_data: false });
  });

  test('a second page when there are more than 30; an inactive brand is left out', async () => {
    await srv.db.query(
      `INSERT INTO brands (title, slug, position, status) SELECT 'Extra ' || g, 'extra-' || g, 100 + g, 1 FROM generate_series(1, 20) g`,
    );
    await srv.db.query("INSERT INTO brands (title, slug, position, status) VALUES ('Hidden brand', 'hidden-brand', 200, 0)");
    try {
      const client = await freshClient();
      const one = (await client.getJson('/home/brands?page=1')).brands as Page<{ id: number; slug: string }>;
      const two = (await client.getJson('/home/brands?page=2')).brands as Page<{ id: number; slug: string }>;
      expect(one.data).toHaveLength(30);
      expect(one.next_page_url).toMatch(/\/home\/brands\?page=2$/);
      expect(two.data).toHaveLength(one.total - 30);
      expect(two.next_page_url).toBeNull();
      const all = [...one.data, ...two.data];
      expect(new Set(all.map((b) => b.id)).size).toBe(all.length);
      expect(all.some((b) => b.slug === 'hidden-brand')).toBe(false);
    } finally {
      await srv.db.query("DELETE FROM brands WHERE slug LIKE 'extra-%' OR slug = 'hidden-brand'");
    }
  });
});

describe('home/sellers', () => {
  const joined = (s: Shop) => Date.parse(s.join_date);
  const list = async (query: string, client = c) => (await client.getJson(`/home/sellers?${query}`)).sellers as Page<Shop>;

  test('newest first when no sort is given, and for sort=newest', async () => {
    for (const query of ['page=1&paginate=24', 'sort=newest&page=1&paginate=24']) {
      const { data } = await list(query);
      expect(data.length).toBeGreaterThan(2);
      expect(data.map(joined)).toEqual([...data.map(joined)].sort((a, b) => b - a));
    }
  });

  test('oldest, top_rated and top_selling orders', async () => {
    const oldest = (await list('sort=oldest&paginate=24')).data;
    expect(oldest.map(joined)).toEqual([...oldest.map(joined)].sort((a, b) => a - b));
    const rated = (await list('sort=top_rated&paginate=24')).data.map((s) => s.rating_count);
    expect(rated).toEqual([...rated].sort((a, b) => b - a));
    const { rows } = await srv.db.query<{ id: number }>(
      'SELECT id FROM sellers WHERE verified_at IS NOT NULL ORDER BY total_sale DESC, id',
    );
    expect((await list('sort=top_selling&paginate=24')).data.map((s) => s.id)).toEqual(rows.map((r) => r.id));
  });

  test('12 a page by default; page 2 goes on where page 1 stopped; paginate is read', async () => {
    const one = await list('sort=newest&page=1');
    const two = await list('sort=newest&page=2');
    expect(one.data).toHaveLength(12);
    expect(one.has_more_data).toBe(one.total > 12);
    expect(two.data).toHaveLength(one.total - 12);
    expect(two.next_page_url).toBeNull();
    expect(new Set([...one.data, ...two.data].map((s) => s.id)).size).toBe(one.total);
    expect((await list('sort=newest&paginate=16')).data).toHaveLength(Math.min(16, one.total));
  });

  test('is_followed is true for a shop the signed-in customer follows', async () => {
    const client = new Client(srv.app);
    await client.boot();
    await client.login();
    const target = (await list('sort=newest', client)).data[1];
    await client.get(`/user/follow-shop?id=${target.id}`);
    const after = (await list('sort=newest', client)).data;
    expect(after.find((s) => s.id === target.id)?.is_followed).toBe(true);
    expect(after.filter((s) => s.is_followed)).toHaveLength(1);
    await client.get(`/user/remove-followed?id=${target.id}`);
  });

  test('a shop whose owner is banned is not listed', async () => {
    const { rows } = await srv.db.query<{ id: number; user_id: number }>('SELECT id, user_id FROM sellers WHERE id = 2');
    await srv.db.query(
      `INSERT INTO users (id, first_name, last_name, email, user_type, status, is_user_banned)
       VALUES ($1, 'Banned', 'Owner', 'banned.owner@example.com', 'seller', 1, 1)`,
      [rows[0].user_id],
    );
    try {
      const ids = (await list('sort=newest&paginate=24')).data.map((s) => s.id);
      expect(ids).not.toContain(2);
    } finally {
      await srv.db.query('DELETE FROM users WHERE id = $1', [rows[0].user_id]);
    }
  });

  test('with the seller system off the answer is a bare empty list', async () => {
    const client = await freshClient({ seller_system: '0' });
    expect(await client.getJson('/home/sellers?sort=newest&page=1')).toEqual({ sellers: [] });
  });
});

describe('home/categories', () => {
  test('active top-level categories, newest first, with their active children; not paginated', async () => {
    const answer = await c.getJson('/home/categories');
    expect(Object.keys(answer)).toEqual(['categories']);
    const { rows } = await srv.db.query<{ n: number }>('SELECT count(*)::int AS n FROM categories WHERE parent_id IS NULL AND status = 1');
    expect(answer.categories).toHaveLength(rows[0].n);
    const fashion = answer.categories.find((x: { slug: string }) => x.slug === 'fashion');
    expect(fashion.all_popular_image).toMatch(/190x230/);
    expect(fashion.child_categories.some((x: { categories: unknown[] }) => x.categories.length > 0)).toBe(true);
  });

  test('an inactive child is left out', async () => {
    const { rows } = await srv.db.query<{ id: number; slug: string }>(
      "SELECT c.id, c.slug FROM categories c JOIN categories p ON p.id = c.parent_id WHERE p.slug = 'fashion' ORDER BY c.id LIMIT 1",
    );
    await srv.db.query('UPDATE categories SET status = 0 WHERE id = $1', [rows[0].id]);
    try {
      const client = await freshClient();
      const { categories } = await client.getJson('/home/categories');
      const fashion = categories.find((x: { slug: string }) => x.slug === 'fashion');
      expect(fashion.child_categories.map((x: { slug: string }) => x.slug)).not.toContain(rows[0].slug);
    } finally {
      await srv.db.query('UPDATE categories SET status = 1 WHERE id = $1', [rows[0].id]);
    }
  });
});
