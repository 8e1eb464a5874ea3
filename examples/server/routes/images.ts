/** GET /images/{kind}/{id}-{w}x{h}.svg — generated placeholder images (long cache). */
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context';
import { IMAGE_KINDS, renderSvg } from '../lib/images';
import { imageLabel, labelledKind } from '../services/image-labels';

const MAX_CACHE = 5000;

export function imageRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const cache = new Map<string, string>();

  r.get('/images/:kind/:file', async (c) => {
    const kind = c.req.param('kind');
    const m = /^([A-Za-z0-9.]{1,24})-(\d{1,4})x(\d{1,4})\.svg$/.exec(c.req.param('file'));
    if (!IMAGE_KINDS.has(kind) || !m) return c.json({ message: 'Not found' }, 404);
    const [, id, ws, hs] = m;
    const w = Number(ws);
    const h = Number(hs);
    if (w < 1 || h < 1 || w > 4000 || h > 4000) return c.json({ message: 'Not found' }, 404);
    const key = `${kind}/${id}-${w}x${h}`;
    let svg = cache.get(key);
    if (!svg) {
      const numericId = Number.parseInt(id, 10);
      let label = kind === 'logo' ? '' : kind === 'popup' ? 'Newsletter' : kind;
      if (kind === 'logo' || (kind === 'banner' && numericId > 100)) {
        const data = await c.get('store').get();
        label = String(data.settings.system_name ?? 'Store');
      } else if (labelledKind(kind) && Number.isFinite(numericId)) {
        label = (await imageLabel(c.get('deps').db, kind, numericId)) ?? label;
      }
      svg = renderSvg(kind, id, w, h, label);
      if (cache.size >= MAX_CACHE) cache.clear();
      cache.set(key, svg);
    }
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      // The generated SVGs use presentation attributes only: nothing inline needs allowing.
      'Content-Security-Policy': "default-src 'none'",
    });
  });
  return r;
}
