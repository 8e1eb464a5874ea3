/**
 * GET /assets/* — the built widget from DIST_DIR. Content types, ETag/304, brotli or gzip
 * (compressed bytes cached in memory), immutable caching for content-hashed names. The build's
 * own .br and .gz copies (scripts/rollup/precompress.mjs, stronger than a per-request setting)
 * are sent when they are at least as new as the file; other files are compressed on first use.
 */
import { readFile, stat } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { extname, relative, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.map', '.json', '.html', '.txt']);

/** `main-3f2a1b9c.js`, `chunk-Ab12_xYz.js.map`, or anything under app/chunks/. */
export function isHashedAsset(relPath: string): boolean {
  const path = relPath.replace(/\\/g, '/');
  if (/^app\/chunks\//.test(path)) return true;
  const name = path.split('/').pop() ?? '';
  const m = /-([A-Za-z0-9_]{8,})\.[A-Za-z0-9]+(\.map)?$/.exec(name);
  if (!m) return false;
  return /\d/.test(m[1]) || /^[a-f0-9]+$/i.test(m[1]);
}

interface Entry {
  mtimeMs: number;
  size: number;
  raw: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

/** A compressed copy written beside `file` by the build, unless it is older than the file. */
async function builtCopy(file: string, mtimeMs: number): Promise<Buffer | undefined> {
  try {
    return (await stat(file)).mtimeMs >= mtimeMs ? await readFile(file) : undefined;
  } catch {
    return undefined;
  }
}

export function assetRoutes(distDir: string): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const root = resolve(distDir);
  const cache = new Map<string, Entry>();

  r.get('/assets/*', async (c) => {
    let rel: string;
    try {
      rel = decodeURIComponent(c.req.path.slice('/assets/'.length));
    } catch {
      return c.json({ message: 'Not found' }, 404);
    }
    if (!rel || rel.includes('\0') || rel.split(/[\\/]/).some((seg) => seg === '..')) return c.json({ message: 'Not found' }, 404);
    const file = resolve(root, rel);
    const within = relative(root, file);
    if (!within || within.startsWith('..') || within.startsWith(sep) || resolve(root, within) !== file)
      return c.json({ message: 'Not found' }, 404);

    let st;
    try {
      st = await stat(file);
    } catch {
      return c.json({ message: 'Not found' }, 404);
    }
    if (!st.isFile()) return c.json({ message: 'Not found' }, 404);

    let entry = cache.get(file);
    if (!entry || entry.mtimeMs !== st.mtimeMs || entry.size !== st.size) {
      const raw = await readFile(file);
      entry = {
        mtimeMs: st.mtimeMs,
        size: st.size,
        raw,
        etag: `"${createHash('sha1').update(raw).digest('base64url').slice(0, 22)}"`,
        br: await builtCopy(`${file}.br`, st.mtimeMs),
        gzip: await builtCopy(`${file}.gz`, st.mtimeMs),
      };
      cache.set(file, entry);
    }
    const ext = extname(file).toLowerCase();
    const headers: Record<string, string> = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      ETag: entry.etag,
      'Cache-Control': isHashedAsset(within) ? 'public, max-age=31536000, immutable' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      'Access-Control-Allow-Origin': '*',
    };
    if (COMPRESSIBLE.has(ext)) headers.Vary = 'Accept-Encoding';

    const inm = c.req.header('if-none-match');
    if (
      inm &&
      inm
        .split(',')
        .map((s) => s.trim().replace(/^W\//, ''))
        .includes(entry.etag)
    ) {
      return new Response(null, { status: 304, headers });
    }

    let body: Buffer = entry.raw;
    const accept = (c.req.header('accept-encoding') ?? '').toLowerCase();
    if (COMPRESSIBLE.has(ext) && entry.raw.length > 256) {
      if (/\bbr\b/.test(accept)) {
        entry.br ??= brotliCompressSync(entry.raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } });
        body = entry.br;
        headers['Content-Encoding'] = 'br';
      } else if (/\bgzip\b/.test(accept)) {
        entry.gzip ??= gzipSync(entry.raw, { level: 9 });
        body = entry.gzip;
        headers['Content-Encoding'] = 'gzip';
      }
    }
    headers['Content-Length'] = String(body.length);
    return new Response(new Uint8Array(body), { status: 200, headers });
  });
  return r;
}
