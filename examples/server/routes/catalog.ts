/** Home sections, listing and its filters, search suggestions, the mega-menu categories. */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../lib/context';
import { readBody } from '../lib/responses';
import { brandsPage, categoryTree } from '../services/directory';
import { HomeError, homePage } from '../services/home';
import { followedShopIds } from '../services/follow';
import { filterData, filteredProducts, UndefinedKey, type ListingContext, type ListingQuery } from '../services/listing';
import { searchSuggestions, wishlistSet } from '../services/products';
import { activeCurrencyRow } from '../services/shell';
import type { CategoryRow, StoreData } from '../services/store';

/** The request's query in the shape the listing reads (`name[]` arrays as axios 0.x sends them). */
function listingQuery(c: Context<AppEnv>): ListingQuery {
  const url = new URL(c.req.url);
  return {
    get: (name) => url.searchParams.get(name) ?? undefined,
    list: (name) =>
      [...url.searchParams.getAll(`${name}[]`), ...url.searchParams.getAll(name)].flatMap((v) => v.split(',')).filter((v) => v !== ''),
    has: (name) => url.searchParams.has(name),
    url: c.req.url,
  };
}

async function listingContext(c: Context<AppEnv>): Promise<ListingContext> {
  const store = c.get('store');
  const data = await store.get();
  return {
    db: c.get('deps').db,
    data,
    base: c.get('base'),
    userId: c.get('user')?.id ?? null,
    rate: Number(activeCurrencyRow(c, data)?.exchange_rate ?? 1) || 1,
    subtree: (id) => store.subtree(data, id),
  };
}

/** SidebarCategoryResource / NestedCategoryResource (nested key `categories`, active only). */
function nested(c: CategoryRow, data: StoreData): Record<string, unknown> {
  return {
    id: c.id,
    slug: c.slug,
    title: c.title,
    icon: c.icon,
    categories: (data.childrenOf.get(c.id) ?? []).filter((x) => x.status === 1).map((x) => nested(x, data)),
  };
}

export function catalogRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.get('/home/page', async (c) => {
    const store = c.get('store');
    const data = await store.get();
    const { db } = c.get('deps');
    try {
      return c.json(
        await homePage(
          {
            db,
            data,
            base: c.get('base'),
            wishlist: await wishlistSet(db, c.get('user')?.id),
            followed: await followedShopIds(db, c.get('user')?.id),
            subtree: (id) => store.subtree(data, id),
          },
          c.req.query('page'),
        ),
      );
    } catch (e) {
      if (e instanceof HomeError) return c.json({ error: e.message });
      throw e;
    }
  });

  r.get('/home/filter_data', async (c) => c.json(await filterData(await listingContext(c), listingQuery(c))));

  r.get('/home/filtered_products', async (c) => {
    try {
      return c.json(await filteredProducts(await listingContext(c), listingQuery(c)));
    } catch (e) {
      // The original answers its PHP warnings (a missing key, an unknown category) as 200 {error}.
      if (e instanceof UndefinedKey || (e instanceof Error && e.message.startsWith('Attempt to read property')))
        return c.json({ error: e.message });
      throw e;
    }
  });

  // Not paginated: the original's answer has no next_page_url (its SPA reads one that never comes).
  r.get('/home/categories', async (c) => c.json({ categories: categoryTree(await c.get('store').get(), c.get('base')) }));

  r.get('/sidebar/categories', async (c) => {
    const data = await c.get('store').get();
    const tops = (data.childrenOf.get(null) ?? [])
      .filter((x) => x.status === 1)
      .sort((a, b) => a.ordering - b.ordering || a.id - b.id)
      .slice(0, 9);
    return c.json({
      categories: tops.map((x) => ({
        id: x.id,
        parent_id: x.parent_id,
        slug: x.slug,
        title: x.title,
        icon: x.icon,
        child_categories: (data.childrenOf.get(x.id) ?? []).filter((ch) => ch.status === 1).map((ch) => nested(ch, data)),
      })),
    });
  });

  r.get('/home/brands', async (c) =>
    c.json({ brands: brandsPage(await c.get('store').get(), c.get('base'), c.req.query('page'), c.req.url) }),
  );

  r.post('/search/product', async (c) => {
    const body = await readBody(c);
    const key = typeof body.key === 'string' ? body.key : typeof body.key === 'number' ? String(body.key) : '';
    if (!key) return c.json({ products: [] });
    const { db } = c.get('deps');
    return c.json({ products: await searchSuggestions(db, c.get('base'), key, await wishlistSet(db, c.get('user')?.id)) });
  });
  return r;
}
