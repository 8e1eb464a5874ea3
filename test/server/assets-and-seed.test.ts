import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createApp } from '../../examples/server/app';
import { testConfig } from '../../examples/server/config';
import type { Db } from '../../examples/server/db/types';
import { isHashedAsset } from '../../examples/server/routes/assets';
import { generateCatalog } from '../../examples/server/seed/catalog';

const dist = mkdtempSync(join(tmpdir(), 'storefront-dist-'));
const js = `export const hello = ${JSON.stringify('x'.repeat(2000))};\n`;
beforeAll(() => {
  mkdirSync(join(dist, 'app', 'chunks'), { recursive: true });
  writeFileSync(join(dist, 'loader.js'), js);
  writeFileSync(join(dist, 'main-3f2a1b9c.js'), js);
  writeFileSync(join(dist, 'app', 'chunks', 'page.js'), js);
  writeFileSync(join(dist, 'style.css'), 'body{color:red}');
  writeFileSync(join(dist, 'loader.js.map'), '{"version":3}');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

// Assets never touch the database.
const app = createApp({ db: {} as Db, config: testConfig({ distDir: dist }) });
const get = (path: string, headers: Record<string, string> = {}) => app.request(`http://127.0.0.1:8080${path}`, { headers });

describe('assets', () => {
  test('loader.js: javascript, no-cache with ETag and 304', async () => {
    const res = await get('/assets/loader.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    expect(await res.text()).toBe(js);
    const again = await get('/assets/loader.js', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
  });

  test('hashed names and chunks are immutable', async () => {
    for (const path of ['/assets/main-3f2a1b9c.js', '/assets/app/chunks/page.js']) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    expect(isHashedAsset('main-3f2a1b9c.js')).toBe(true);
    expect(isHashedAsset('main-3f2a1b9c.js.map')).toBe(true);
    expect(isHashedAsset('loader.js')).toBe(false);
    expect(isHashedAsset('some-filename.js')).toBe(false);
  });

  test('brotli and gzip when accepted', async () => {
    const br = await get('/assets/loader.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(js);
    const gz = await get('/assets/loader.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(js);
    const plain = await get('/assets/loader.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  test("the build's own .br and .gz copies are sent as they are, unless older than the file", async () => {
    // The copies here decode to a marked text, so the answer shows which bytes were sent.
    const copied = join(dist, 'app', 'chunks', 'copied.js');
    writeFileSync(copied, js);
    writeFileSync(`${copied}.br`, brotliCompressSync('built br copy'));
    writeFileSync(`${copied}.gz`, gzipSync('built gz copy'));
    const br = await get('/assets/app/chunks/copied.js', { 'Accept-Encoding': 'br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe('built br copy');
    const gz = await get('/assets/app/chunks/copied.js', { 'Accept-Encoding': 'gzip' });
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe('built gz copy');

    // A copy left from an earlier build must not stand in for a newer file.
    const stale = join(dist, 'app', 'chunks', 'stale.js');
    writeFileSync(stale, js);
    writeFileSync(`${stale}.br`, brotliCompressSync('old build'));
    const hourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(`${stale}.br`, hourAgo, hourAgo);
    const fresh = await get('/assets/app/chunks/stale.js', { 'Accept-Encoding': 'br' });
    expect(brotliDecompressSync(Buffer.from(await fresh.arrayBuffer())).toString()).toBe(js);
  });

  test('content types, 404s and no path traversal', async () => {
    expect((await get('/assets/style.css')).headers.get('content-type')).toMatch(/^text\/css/);
    expect((await get('/assets/loader.js.map')).headers.get('content-type')).toMatch(/^application\/json/);
    expect((await get('/assets/missing.js')).status).toBe(404);
    expect((await get('/assets/app')).status).toBe(404);
    // (Plain and %2e%2e dot segments are normalised away by URL parsing before routing.)
    for (const path of [
      '/assets/..%2fpackage.json',
      '/assets/app/..%2f..%2fpackage.json',
      '/assets/..%5cpackage.json',
      '/assets/%2fetc%2fpasswd',
    ]) {
      expect((await get(path)).status).toBe(404);
    }
  });
});

describe('seed', () => {
  test('is deterministic for a seed and differs across seeds', () => {
    const opts = { products: 50, reviewerIds: [3, 4, 5, 6, 7, 8] };
    const a = generateCatalog({ seed: 42, ...opts });
    const b = generateCatalog({ seed: 42, ...opts });
    const other = generateCatalog({ seed: 43, ...opts });
    expect(a.products.slice(0, 10).map((p) => p.product_name)).toEqual(b.products.slice(0, 10).map((p) => p.product_name));
    expect(a).toEqual(b);
    expect(other.products.map((p) => p.product_name)).not.toEqual(a.products.map((p) => p.product_name));
  });

  test('has the catalogue shape the widget needs', () => {
    const cat = generateCatalog({ seed: 20240601, products: 600, reviewerIds: [3, 4, 5, 6, 7, 8, 9, 10] });
    expect(cat.products).toHaveLength(600);
    expect(new Set(cat.products.map((p) => p.slug)).size).toBe(600);
    expect(cat.categories.length).toBeGreaterThanOrEqual(30);
    expect(cat.categories.filter((c) => c.parent_id === null).length).toBeGreaterThanOrEqual(8);
    expect(cat.brands.length).toBeGreaterThanOrEqual(15);
    expect(cat.sellers.length).toBeGreaterThanOrEqual(12);
    expect(cat.products.some((p) => p.current_stock === 0)).toBe(true);
    expect(cat.products.some((p) => p.minimum_order_quantity > 1)).toBe(true);
    expect(cat.products.filter((p) => p.minimum_order_quantity === 1).length).toBeGreaterThan(450);
    const discounted = cat.products.filter((p) => p.special_discount_check > 0);
    expect(discounted.some((p) => p.special_discount_type === 'flat')).toBe(true);
    expect(discounted.some((p) => p.special_discount_type === 'percentage')).toBe(true);
    expect(discounted.every((p) => p.special_discount_check < p.price)).toBe(true);
    const variant = cat.products.filter((p) => p.has_variant);
    expect(variant.length).toBeGreaterThan(30);
    for (const p of variant.slice(0, 20)) {
      const stocks = cat.stocks.filter((s) => s.product_id === p.id);
      expect(stocks.length).toBeGreaterThan(1);
      expect(stocks.reduce((n, s) => n + s.current_stock, 0)).toBe(p.current_stock);
      for (const s of stocks) expect(s.variant_ids?.split('-')).toHaveLength(s.name.split('-').length);
    }
  });
});
