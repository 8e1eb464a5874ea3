/**
 * Video shopping (test/contract/catalogue/{video-shops,video-shops-details}.json): the list, a video's page, and the local sample videos.
 */
import { stat, open } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Hono, type Context } from 'hono';
import { findRepoRoot } from '../config';
import type { AppEnv } from '../lib/context';
import { sessionLocale } from '../services/shell';
import { videoDetails, videoList, type VideoContext } from '../services/video-shops';

/** The committed sample files (examples/server/assets/videos/generate.sh makes them). */
const VIDEO_DIR = resolve(findRepoRoot(process.cwd()), 'examples/server/assets/videos');
const VIDEO_FILE = /^[a-z0-9-]{1,40}\.(mp4|webm)$/;
const VIDEO_TYPES: Record<string, string> = { mp4: 'video/mp4', webm: 'video/webm' };

/** One byte range of `bytes=a-b`, `bytes=a-` or `bytes=-n`; null = unsatisfiable, 'all' = ignore the header. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | 'all' {
  if (!header) return 'all';
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges or another unit: answering the whole file is allowed (RFC 9110 §14.2).
  if (!m || (!m[1] && !m[2])) return 'all';
  let start: number;
  let end: number;
  if (!m[1]) {
    const suffix = Number(m[2]);
    if (suffix === 0) return null;
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] ? Math.min(Number(m[2]), size - 1) : size - 1;
  }
  if (start >= size || start > end) return null;
  return { start, end };
}

export function videoShopRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  const context = async (c: Context<AppEnv>): Promise<VideoContext> => {
    const data = await c.get('store').get();
    return {
      base: c.get('base'),
      locale: sessionLocale(c.get('session'), data),
      sellerSystem: Number(data.settings.seller_system ?? 1) === 1,
      userId: c.get('user')?.id ?? null,
    };
  };

  r.get('/get/video-shops', async (c) => {
    const videos = await videoList(c.get('deps').db, await context(c), c.req.query('page'));
    return c.json({ videos });
  });

  r.get('/get/video-shops-details/:slug', async (c) => {
    const video = await videoDetails(c.get('deps').db, await context(c), c.req.param('slug'));
    // The add-on's shopBySlug reads the row it did not find: 1.6.7 catches the warning and sends its
    // text (1.5.3 sends "Oops...Something Went Wrong"), with HTTP 200 like every caught error.
    if (!video) return c.json({ error: 'Attempt to read property "id" on null' });
    return c.json({ video });
  });

  // The sample videos: Range requests (browsers seek and read the duration with them), a long cache.
  r.get('/videos/:file', async (c) => {
    const name = c.req.param('file');
    const m = VIDEO_FILE.exec(name);
    if (!m) return c.json({ message: 'Not found' }, 404);
    const file = resolve(VIDEO_DIR, name);
    let size: number;
    try {
      const st = await stat(file);
      if (!st.isFile()) return c.json({ message: 'Not found' }, 404);
      size = st.size;
    } catch {
      return c.json({ message: 'Not found' }, 404);
    }
    const headers: Record<string, string> = {
      'Content-Type': VIDEO_TYPES[m[1]],
      'Accept-Ranges': 'bytes',
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
    };
    const range = parseRange(c.req.header('range'), size);
    if (range === null) return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${size}` });
    const { start, end } = range === 'all' ? { start: 0, end: size - 1 } : range;
    const length = end - start + 1;
    const buf = Buffer.alloc(length);
    const fh = await open(file, 'r');
    try {
      await fh.read(buf, 0, length, start);
    } finally {
      await fh.close();
    }
    headers['Content-Length'] = String(length);
    if (range === 'all') return c.body(new Uint8Array(buf), 200, headers);
    return c.body(new Uint8Array(buf), 206, { ...headers, 'Content-Range': `bytes ${start}-${end}/${size}` });
  });
  return r;
}
