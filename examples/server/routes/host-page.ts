/**
 * The host page: every GET under APP_PATH that no API/asset route claimed renders what the
 * original's frontend/master.blade.php does, for our widget (src/contract.ts): `<html lang dir>`
 * from the active language, the marker, the hidden inputs (token, base_url, app_path, and the
 * Pusher fields), the boot props as JSON, and the loader script. Registered last.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Hono, type Context } from 'hono';
import { PAGE_FIELDS, SHELL_DATA_ID } from '../../../src/contract';
import type { AppEnv } from '../lib/context';
import { escapeHtml, jsonForScript } from '../lib/html';
import { absolutize } from '../lib/images';
import { productNameBySlug } from '../services/products';
import { buildShellData } from '../services/shell';

/** Whether a stored setting is on (PHP's `== 1`). */
const isOn = (v: unknown) => v === true || v === 1 || v === '1';

/**
 * config('app.app_path'): the original renders APP_URL's path without slashes ("shop"), or "/"
 * for the site root. We render "/shop" unless the `prefixless-app-path` quirk asks for the original's form.
 */
export function appPathField(appPath: string, prefixless: boolean): string {
  if (!appPath) return '/';
  return prefixless ? appPath.replace(/^\/+|\/+$/g, '') : appPath;
}

/** The site's hostname and port, from APP_URL (for the realtime fields and the CSP). */
export interface RequestOrigin {
  hostname: string;
  port: number;
  /** Served over HTTPS: the page's socket must then be wss:. */
  secure: boolean;
}

export function siteHostPort(c: Context<AppEnv>): RequestOrigin {
  // From configuration (APP_URL), not from the request: a forged Host header must not reach the
  // page's realtime fields or its policy.
  const url = new URL(c.get('deps').config.appUrl);
  const secure = url.protocol === 'https:';
  return { hostname: url.hostname.replace(/^\[|\]$/g, ''), port: url.port ? Number(url.port) : secure ? 443 : 80, secure };
}

/** A fresh nonce per page (128 bits): the loader's tag carries it, and the widget gives it to what it injects. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** Where the browser sends the policy's violation reports (routes/csp-reports.ts). */
export const CSP_REPORT_PATH = '/_dev/csp-reports';

/**
 * The host page's policy: nonce-based, nothing inline allowed without the nonce, no eval.
 * `'strict-dynamic'` lets the nonced loader import the app's chunks; `'self'` stays for browsers
 * without it. Styles: the widget's own are constructable stylesheets (not governed by CSP); the
 * only `<style>` it may add (notistack's, or the fallback for old browsers) carries the nonce.
 * Images may come from any https host (product images on a CDN) and as blob: (a review photo's
 * preview); video embeds from the three players the video pages use. With the shop's reCAPTCHA on,
 * Google's script and its box's frame (the e-mail sign-in) as the README asks of a host page.
 */
export function contentSecurityPolicy({ hostname, port, secure }: RequestOrigin, nonce: string, recaptcha = false): string {
  const host = hostname.includes(':') ? `[${hostname}]` : hostname;
  const googleScripts = recaptcha ? ' https://www.google.com https://www.gstatic.com' : '';
  const googleFrames = recaptcha ? ' https://www.google.com' : '';
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self'${googleScripts}`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob: https:",
    "media-src 'self'",
    `frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://www.facebook.com${googleFrames}`,
    `connect-src 'self' ${secure ? 'wss' : 'ws'}://${host}:${port}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');
}

/**
 * The shop's theme colours as the original's page carries them (1.6.7 resources/views/frontend/master.blade.php): custom
 * properties on :root, each from its setting. Only values that are colours are printed (a hex code or
 * a colour name), so no stored text can end the style block; the widget reads them (src/app/shop-theme.ts).
 */
const THEME_COLOURS: [string, string][] = [
  ['--primary-color', 'primary_color'],
  ['--menu-active-color', 'menu_active_color'],
  ['--menu-bg-color', 'menu_background_color'],
  ['--menu-text-color', 'menu_text_color'],
  ['--btn-bg-color', 'button_background_color'],
  ['--btn-txt-color', 'button_text_color'],
  ['--btn-bdr-color', 'button_border_color'],
];
const isColour = (value: unknown): value is string => typeof value === 'string' && /^(#[0-9a-f]{3,8}|[a-z]{3,20})$/i.test(value.trim());

export function themeColoursStyle(settings: Record<string, unknown>, nonce: string): string {
  const lines = THEME_COLOURS.filter(([, key]) => isColour(settings[key])).map(
    ([property, key]) => `${property}: ${String(settings[key]).trim()};`,
  );
  return lines.length ? `<style id="shop-theme-colours" nonce="${nonce}">:root { ${lines.join(' ')} }</style>\n` : '';
}

const hidden = (name: string, value: string | number) => `<input type="hidden" id="${name}" name="${name}" value="${escapeHtml(value)}">`;

/** The mount element; matches MARKER_SELECTOR ('[data-storefront]'). */
const MARKER = '<div id="storefront" data-storefront></div>';

async function pageTitle(c: Context<AppEnv>, appPath: string, systemName: string): Promise<string> {
  const rel = c.req.path.slice(appPath.length);
  const m = /^\/product\/([^/]+)/.exec(rel);
  if (m) {
    const name = await productNameBySlug(c.get('deps').db, decodeURIComponent(m[1]));
    if (name !== null) return `${name} | ${systemName}`;
  }
  return systemName;
}

/**
 * What a page adds to embed the widget (the README's contract): the marker, the hidden fields, the
 * shell data and the one loader tag, with a fresh nonce for the page's policy.
 */
export async function embedTags(
  c: Context<AppEnv>,
  appPath: string,
  built?: Awaited<ReturnType<typeof buildShellData>>,
): Promise<{ tags: string; nonce: string }> {
  const { config } = c.get('deps');
  const { hostname, port, secure } = siteHostPort(c);
  const data = await c.get('store').get();
  const shell = built ?? (await buildShellData(c, data, config.hostQuirks));
  const loaderBuilt = existsSync(join(config.distDir, 'loader.js'));
  // The stock original renders the Pusher inputs only for signed-in users; we render them for
  // guests too, so that a sign-in inside the page can connect without a reload. Like the stock
  // page, no f_pusher_channel: the widget finds the channel itself (REALTIME_CHANNEL=public has no
  // broadcasting/auth route, as a stock shop).
  const pusherOn = isOn(data.settings.pushar_activated);
  const fields = [
    hidden(PAGE_FIELDS.token, c.get('session').csrf_token),
    hidden(PAGE_FIELDS.baseUrl, c.get('base')),
    hidden(PAGE_FIELDS.appPath, appPath),
  ];
  if (pusherOn) {
    fields.push(
      hidden(PAGE_FIELDS.pusherKey, config.pusher.key),
      hidden(PAGE_FIELDS.pusherCluster, config.pusher.cluster),
      hidden(PAGE_FIELDS.pusherHost, hostname),
      hidden(PAGE_FIELDS.pusherPort, port),
      hidden(PAGE_FIELDS.pusherScheme, secure ? 'https' : 'http'),
    );
  }
  const nonce = newNonce();
  const tags = `${MARKER}
${fields.join('\n')}
${loaderBuilt ? '' : '<p role="alert">The widget is not built. Run npm run build first.</p>\n'}<script type="application/json" id="${SHELL_DATA_ID}">${jsonForScript(shell)}</script>
<script async nonce="${nonce}" src="/assets/loader.js"></script>`;
  return { tags, nonce };
}

export async function renderHostPage(c: Context<AppEnv>): Promise<Response> {
  const { config } = c.get('deps');
  // A page asked for under another host name (localhost for 127.0.0.1, a bare IP for the domain)
  // moves to the configured origin: its links, cookies and API calls all live there.
  const asked = new URL(c.req.url);
  if (asked.origin !== config.appUrl) return c.redirect(`${config.appUrl}${asked.pathname}${asked.search}`, 308);
  // A sessionless path (lib/session.ts: files, assets) that no route served is a missing file, not a page.
  if (!c.get('session')) return c.body(null, 404);
  const data = await c.get('store').get();
  const base = c.get('base');
  const shell = await buildShellData(c, data, config.hostQuirks);
  const lang = shell.active_language;
  const origin = siteHostPort(c);
  const systemName = String(data.settings.system_name ?? 'Storefront');
  const { tags, nonce } = await embedTags(c, appPathField(config.appPath, config.hostQuirks.includes('prefixless-app-path')), shell);
  const favicon = absolutize(base, data.settings.favicon);
  const html = `<!doctype html>
<html lang="${escapeHtml(lang?.locale ?? 'en')}" dir="${lang?.text_direction === 'rtl' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(await pageTitle(c, config.appPath, systemName))}</title>
<meta name="base_url" content="${escapeHtml(base)}">
${typeof favicon === 'string' ? `<link rel="icon" href="${escapeHtml(favicon)}" type="image/svg+xml">\n` : ''}${themeColoursStyle(data.settings, nonce)}</head>
<body>
${tags}
</body>
</html>
`;
  c.header('Content-Security-Policy', contentSecurityPolicy(origin, nonce, isOn(data.settings.is_recaptcha_activated)));
  c.header('Cache-Control', 'no-store');
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'same-origin');
  return c.html(html);
}

/**
 * `/favicon.ico`, which browsers ask for on any page without a `<link rel="icon">` (a gateway's page,
 * a downloaded file). It is sessionless (lib/session.ts), so it must not fall through to the host
 * page: it points at the shop's favicon setting, or is not found.
 */
async function favicon(c: Context<AppEnv>): Promise<Response> {
  const icon = absolutize(c.get('base'), (await c.get('store').get()).settings.favicon);
  return typeof icon === 'string' && icon ? c.redirect(icon, 302) : c.body(null, 404);
}

export function hostPageRoutes(appPath: string): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.get('/favicon.ico', favicon);
  if (appPath) {
    r.get('/', (c) => c.redirect(`${appPath}/`, 302));
    r.get(appPath, renderHostPage);
    r.get(`${appPath}/*`, renderHostPage);
  } else {
    r.get('*', renderHostPage);
  }
  return r;
}
