/** Home sections, listing, filters, categories, brands, search suggestions. */
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context';
import { pageParams, paginate } from '../lib/paginate';
import { readBody } from '../lib/responses';
import { brandOut, categoryOut, productCard } from '../services/format';
import { HOME_SECTIONS_PER_PAGE, homeSection } from '../services/home';
import { filterData, filteredProducts } from '../services/listing';
import { queryCards, wishlistSet, Where } from '../services/products';

export function catalogRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.get('/home/page', async (c) => {
    const { db } = c.get('deps');
    const store = c.get('store');
    const data = await store.get();
    const keys = (data.settings.home_components as string[] | undefined) ?? [];
    const page = Math.max(1, Number.parseInt(c.req.query('page') ?? '1', 10) || 1);
    const start = (page - 1) * HOME_SECTIONS_PER_PAGE;
    const slice = keys.slice(start, start + HOME_SECTIONS_PER_PAGE);
    const wishlist = await wishlistSet(db, c.get('user')?.id);
    const components: Record<string, unknown> = {};
    const names: string[] = [];
    for (let i = 0; i < slice.length; i++) {
      const name = `${slice[i]}-${start + i}`;
      components[name] = await homeSection(db, data, c.get('base'), slice[i], wishlist, (id) => store.subtree(data, id));
      names.push(name);
    }
    return c.json({ components, component_names: names, has_more_data: start + HOME_SECTIONS_PER_PAGE < keys.length, page });
  });

  r.get('/home/filter_data', async (c) => c.json(await filterData(c)));
  r.get('/home/filtered_products', async (c) => c.json(await filteredProducts(c)));

  r.get('/home/categories', async (c) => {
    const data = await c.get('store').get();
    const categories = (data.childrenOf.get(null) ?? []).map((x) => categoryOut(x, data, c.get('base'), true));
    return c.json({ categories, next_page_url: null });
  });

  r.get('/sidebar/categories', async (c) => {
    const data = await c.get('store').get();
    return c.json({ categories: (data.childrenOf.get(null) ?? []).slice(0, 9).map((x) => categoryOut(x, data, c.get('base'), true)) });
  });

  r.get('/home/brands', async (c) => {
    const data = await c.get('store').get();
    const { page, perPage, offset } = pageParams({ page: c.req.query('page'), paginate: c.req.query('paginate') }, 30);
    const items = data.brands.slice(offset, offset + perPage).map((b) => brandOut(b, c.get('base')));
    return c.json({ brands: paginate(items, data.brands.length, page, perPage, c.req.url) });
  });

  r.post('/search/product', async (c) => {
    const body = await readBody(c);
    const key = typeof body.key === 'string' ? body.key.trim() : '';
    if (!key) return c.json({ products: [] });
    const { db } = c.get('deps');
    const where = new Where().add("p.product_name ILIKE ? ESCAPE '\\'", `%${key.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
    const rows = await queryCards(db, where, 'p.total_sale DESC, p.id', 8, 0);
    const wishlist = await wishlistSet(db, c.get('user')?.id);
    return c.json({ products: rows.map((p) => productCard(p, c.get('base'), wishlist)) });
  });
  return r;
}
