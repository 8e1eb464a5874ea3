/**
 * Video shopping (test/contract/catalogue/{video-shops,video-shops-details}.json): the list's paging, order and hidden videos, the
 * translated titles, a video's page (file URL on the requesting host, its products, related
 * products, popular videos), the not-found answer, and the sample files served with Range support.
 */
import { readdirSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { Client, startTestServer, type TestServer } from '../../examples/server/testing/helpers';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({ products: 60 });
}, 60_000);
afterAll(async () => {
  await srv?.close();
});

interface VideoCard {
  id: number;
  slug: string;
  is_live: boolean;
  thumbnail: string;
  title: string;
}
interface Page {
  videos: {
    data: VideoCard[];
    total: number;
    per_page: number;
    current_page: number;
    next_page_url: string | null;
    has_more_data: boolean;
  };
}

async function guest(): Promise<Client> {
  const c = new Client(srv.app);
  await c.boot();
  return c;
}

describe('get/video-shops', () => {
  test('12 a page whatever paginate says, newest first, no video twice, next_page_url carries only the page', async () => {
    const c = await guest();
    const one = await c.getJson<Page>('/get/video-shops?paginate=50');
    expect(one.videos.per_page).toBe(12);
    expect(one.videos.data).toHaveLength(12);
    expect(one.videos.next_page_url).toBe('http://127.0.0.1:8080/get/video-shops?page=2');
    const two = await c.getJson<Page>('/get/video-shops?page=2');
    expect(two.videos.has_more_data).toBe(false);
    expect(two.videos.next_page_url).toBeNull();
    const all = [...one.videos.data, ...two.videos.data];
    expect(all).toHaveLength(one.videos.total);
    expect(new Set(all.map((v) => v.id)).size).toBe(all.length);
    const created = (await srv.db.query<{ id: number; t: string }>('SELECT id, created_at::text AS t FROM video_shops')).rows;
    const at = new Map(created.map((r) => [r.id, r.t]));
    const times = all.map((v) => at.get(v.id) ?? '');
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.every((v) => typeof v.is_live === 'boolean')).toBe(true);
    expect(all.filter((v) => v.is_live).length).toBeGreaterThan(0);
    expect(all[0].thumbnail).toMatch(/-299x536\.svg$/);
    // A page past the end is empty, not an error.
    const beyond = await c.getJson<Page>('/get/video-shops?page=9');
    expect(beyond.videos.data).toEqual([]);
  });

  test('inactive videos and videos of unverified sellers are not listed', async () => {
    const c = await guest();
    const slugs = async () => {
      const pages = [await c.getJson<Page>('/get/video-shops'), await c.getJson<Page>('/get/video-shops?page=2')];
      return pages.flatMap((p) => p.videos.data.map((v) => v.slug));
    };
    const before = await slugs();
    expect(before).not.toContain('archived-spring-lookbook');
    expect(before).toContain('gadget-garage-picks');
    const sql = "SELECT seller_id FROM video_shops WHERE slug = 'gadget-garage-picks'";
    const { seller_id } = (await srv.db.query<{ seller_id: number }>(sql)).rows[0];
    expect(seller_id).not.toBeNull();
    await srv.db.query('UPDATE sellers SET verified_at = NULL WHERE id = $1', [seller_id]);
    try {
      expect(await slugs()).not.toContain('gadget-garage-picks');
      expect(await c.getJson('/get/video-shops-details/gadget-garage-picks')).toEqual({ error: 'Attempt to read property "id" on null' });
    } finally {
      await srv.db.query("UPDATE sellers SET verified_at = '2025-01-15T10:00:00Z' WHERE id = $1", [seller_id]);
    }
  });

  test('titles follow the session language and fall back to English', async () => {
    const c = await guest();
    await c.get('/change/locale/ar');
    const page = await c.getJson<Page>('/get/video-shops');
    const byId = new Map(page.videos.data.map((v) => [v.id, v.title]));
    expect(byId.get(11)).toBe('مباشر: العد التنازلي للتخفيضات');
    expect(byId.get(12)).toBe('Desk Setup Tour');
  });
});

describe('get/video-shops-details/{slug}', () => {
  test("a file video: its URL on the site's origin, its visible products, related ones apart from them, other popular videos", async () => {
    const c = new Client(srv.app);
    await c.boot();
    const { video } = await c.getJson('/get/video-shops-details/weekend-grill-masterclass');
    expect(video.video_type).toBe('mp4');
    expect(video.video_url).toBe('http://127.0.0.1:8080/videos/bars-vp9.mp4');
    expect(video.thumbnail).toBe('http://127.0.0.1:8080/images/video/14-299x536.svg');
    expect(video.style).toMatch(/^style_[1-4]$/);
    const row = (
      await srv.db.query<{ product_ids: number[] }>("SELECT product_ids FROM video_shops WHERE slug = 'weekend-grill-masterclass'")
    ).rows[0];
    const ids = video.products.map((p: { id: number }) => p.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id: number) => row.product_ids.includes(id))).toBe(true);
    const related = video.related_products.map((p: { id: number }) => p.id);
    expect(related.length).toBeGreaterThan(0);
    expect(related.filter((id: number) => ids.includes(id))).toEqual([]);
    const popular = video.popular_videos.map((v: VideoCard) => v.slug);
    expect(popular.length).toBeGreaterThan(0);
    expect(popular.length).toBeLessThanOrEqual(6);
    expect(popular).not.toContain('weekend-grill-masterclass');
    expect(popular).not.toContain('archived-spring-lookbook');
  });

  test('hosted videos send their id or URL as stored; a video without related products sends []', async () => {
    const c = await guest();
    expect((await c.getJson('/get/video-shops-details/trail-running-shoe-review')).video).toMatchObject({
      video_type: 'youtube',
      video_url: 'ScMzIvxBSi4',
    });
    expect((await c.getJson('/get/video-shops-details/camping-kitchen-essentials')).video).toMatchObject({
      video_type: 'vimeo',
      video_url: '76979871',
    });
    expect((await c.getJson('/get/video-shops-details/live-weekend-deals-show')).video.video_type).toBe('embedded_video');
    expect((await c.getJson('/get/video-shops-details/styling-one-jacket-three-ways')).video.related_products).toEqual([]);
  });

  test('an unknown or inactive slug answers HTTP 200 with the caught warning', async () => {
    const c = await guest();
    for (const slug of ['no-such-video', 'archived-spring-lookbook']) {
      const res = await c.get(`/get/video-shops-details/${slug}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ error: 'Attempt to read property "id" on null' });
    }
  });
});

describe('the sample videos', () => {
  const dir = resolve(process.cwd(), 'examples/server/assets/videos');
  const files = readdirSync(dir).filter((f) => f.endsWith('.mp4'));

  test('every seeded file video points at a committed, small MP4 file', async () => {
    const urls = (await srv.db.query<{ video_url: string }>("SELECT video_url FROM video_shops WHERE video_type = 'mp4'")).rows;
    expect(urls.length).toBeGreaterThan(2);
    for (const { video_url } of urls) expect(files).toContain(video_url.replace('/videos/', ''));
    for (const f of files) expect(statSync(resolve(dir, f)).size).toBeLessThanOrEqual(150 * 1024);
  });

  test('a whole file, a byte range, a suffix range, an unsatisfiable range, and names outside the folder', async () => {
    const c = await guest();
    const size = statSync(resolve(dir, 'bars-vp9.mp4')).size;
    const whole = await c.request('/videos/bars-vp9.mp4');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(bytes.length).toBe(size);
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');

    const part = await c.request('/videos/bars-vp9.mp4', { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(100, 200));

    const tail = await c.request('/videos/bars-vp9.mp4', { headers: { range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(bytes.subarray(size - 10));

    const open = await c.request('/videos/bars-vp9.mp4', { headers: { range: `bytes=${size - 5}-` } });
    expect(open.headers.get('content-range')).toBe(`bytes ${size - 5}-${size - 1}/${size}`);

    const past = await c.request('/videos/bars-vp9.mp4', { headers: { range: `bytes=${size}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${size}`);

    for (const bad of ['/videos/..%2Fgenerate.sh', '/videos/generate.sh', '/videos/missing.mp4'])
      expect((await c.request(bad)).status).toBe(404);
  });
});
