/** Digital downloads: user/digital-product-order-list and the signed file-download/{id} (test/contract/commerce/digital-product-order-list.json). */
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context';
import { loginCheck } from '../lib/login-check';
import { pageParams } from '../lib/paginate';
import { toInt } from '../lib/responses';
import { digitalOrders, downloadableFile, verifyDownload } from '../services/downloads';

const forbidden = () =>
  new Response(JSON.stringify({ message: 'Invalid signature.' }), {
    status: 403,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });

export function downloadRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.get('/user/digital-product-order-list', loginCheck(), async (c) => {
    const { page } = pageParams({ page: c.req.query('page') }, 10, 10);
    const deps = c.get('deps');
    return c.json(await digitalOrders(deps.db, c.get('base'), deps.config.downloadKey, c.get('user')!.id, page));
  });

  // The signed link works without a session (it is the proof), until it expires: 403 otherwise, as
  // Laravel's `signed` middleware answers. The file comes as an attachment.
  r.get('/file-download/:file', async (c) => {
    const deps = c.get('deps');
    const fileId = toInt(c.req.param('file'), -1);
    const ok = verifyDownload(deps.config.downloadKey, fileId, {
      od: c.req.query('od'),
      u: c.req.query('u'),
      expires: c.req.query('expires'),
      signature: c.req.query('signature'),
    });
    if (!ok) return forbidden();
    const file = await downloadableFile(deps.db, fileId, ok.detailId, ok.userId);
    if (!file) return forbidden();
    const name = file.name.replace(/["\\\r\n]/g, '_');
    return new Response(new Uint8Array(file.content), {
      status: 200,
      headers: {
        'Content-Type': file.mime,
        'Content-Disposition': `attachment; filename="${name}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });
  return r;
}
