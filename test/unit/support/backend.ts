import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { BASE_URL, card, detail, sizeAttribute, usd, eur, cartLine } from './fixtures';

const api = (path: string) => `${BASE_URL}/${path}`;

/** Every request the widget made, for assertions on method, path, query, headers and body. */
export interface Seen { method: string; url: URL; headers: Headers; body: unknown }
export const seen: Seen[] = [];

async function record(request: Request): Promise<void> {
  let body: unknown = null;
  if (request.method !== 'GET') {
    const text = await request.clone().text();
    try { body = JSON.parse(text); } catch { body = text; }
  }
  seen.push({ method: request.method, url: new URL(request.url), headers: request.headers, body });
}

/** Requests whose bodies are still being read are included once read; await settled() if needed. */
export async function settled(): Promise<void> {
  await Promise.all(pending.splice(0));
}

export function requestsTo(path: string): Seen[] {
  return seen.filter((r) => r.url.pathname === `/${path}`);
}

const simple = card(1);
const variantProduct = card(2, { has_variant: 1, product_name: 'Variant Tee' });

/** A small, believable backend speaking the original contract. Tests override single routes with server.use. */
export const defaultHandlers: RequestHandler[] = [
  http.get(api('resources/lang/en.json'), () => HttpResponse.json({ add_to_cart: 'Add to cart', Error: 'Error' })),
  http.get(api('home/page'), ({ request }) => {
    const page = Number(new URL(request.url).searchParams.get('page'));
    if (page === 1) {
      return HttpResponse.json({
        components: { 'latest_products-0': [simple, variantProduct], 'brands-1': [{ id: 1, slug: 'acme', title: 'Acme', image_130x93: '' }] },
        component_names: ['latest_products-0', 'brands-1'],
        has_more_data: true,
      });
    }
    return HttpResponse.json({ components: { 'best_selling_product-2': [card(3, { product_name: 'Best Seller' })] }, component_names: ['best_selling_product-2'], has_more_data: false });
  }),
  http.get(api('home/filter_data'), () => HttpResponse.json({
    categories: [{ id: 1, title: 'Shoes', slug: 'shoes', total_products: 2 }],
    brands: { data: [{ id: 5, slug: 'acme', title: 'Acme', image_130x93: '' }] },
    attributes: [sizeAttribute],
    colors: { data: [{ id: 3, name: 'Red', code: '#f00' }] },
    price_range: { min: 0, max: 500 },
  })),
  http.get(api('home/filtered_products'), ({ request }) => {
    const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
    const products = page === 1 ? [card(1), card(2, { has_variant: 1, product_name: 'Variant Tee' })] : [card(4, { product_name: 'Page Two Item' })];
    return HttpResponse.json({
      type: 'category', slug: 'shoes', page: { title: 'Shoes' },
      products: { data: products, total: 3, per_page: 2, current_page: page, last_page: 2, next_page_url: page === 1 ? api('home/filtered_products?page=2') : null },
    });
  }),
  http.get(api('home/product-details/:slug'), ({ params }) => {
    if (params.slug === 'product-2') {
      return HttpResponse.json({ product: detail(variantProduct, { product_stock: null }), attributes: [sizeAttribute] });
    }
    if (params.slug === 'product-1') return HttpResponse.json({ product: detail(simple), attributes: [] });
    return HttpResponse.json({ message: 'Product not found' }, { status: 404 });
  }),
  http.post(api('home/product-view'), () => HttpResponse.json({ products: true, viewProduct: [] })),
  http.post(api('find/products-variants'), async ({ request }) => {
    const body = (await request.json()) as { variant_ids: number[] };
    if (body.variant_ids.includes(72)) return HttpResponse.json({ product_stock: '', msg: 'Out of stock' });
    return HttpResponse.json({ product_stock: { discount_percentage: 0, price: 25, current_stock: 4, sku: 'TEE-S', special_discount_check: 0, variant_ids: '71', name: 'S' } });
  }),
  http.post(api('user/addToCart'), async ({ request }) => {
    const body = (await request.json()) as { id: number; quantity: number; variants_name: string };
    return HttpResponse.json({ success: 'Product added to cart', carts: [cartLine(body.id, body.quantity, { variant: body.variants_name || null })], checkouts: {}, coupons: [] });
  }),
  http.get(api('cart/list'), () => HttpResponse.json({ carts: [], checkouts: {}, coupons: [] })),
  http.get(api('change/currency/:code'), ({ params }) => {
    if (params.code === 'EUR') return HttpResponse.json({ success: 'Currency changed', active_currency: eur });
    if (params.code === 'USD') return HttpResponse.json({ success: 'Currency changed', active_currency: usd });
    return HttpResponse.json({ error: 'Currency not found' });
  }),
  http.get(api('viewed-products'), () => HttpResponse.json({ viewed_products: [] })),
  http.post(api('home/subscribers'), () => HttpResponse.json({ success: 'You have subscribed successfully' })),
  http.get(api('logout'), () => HttpResponse.json({ success: 'Logout successfully', token: 'fresh-token' })),
];

export const server = setupServer(...defaultHandlers);
// Lifecycle events see every request, including those answered by a test's own server.use().
const pending: Promise<void>[] = [];
server.events.on('request:start', ({ request }) => { pending.push(record(request)); });

/** Call in a test file: starts msw, fails on any request the handlers do not know. */
export function useBackend(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => { server.resetHandlers(); seen.length = 0; });
  afterAll(() => server.close());
}
