/**
 * Reads the host page's hidden inputs and shell data into a MountConfig.
 * Pure: no console, no side effects. `problems` holds one message per missing or
 * malformed field; `config` is null when a required field has a problem.
 */
import { FLASH_TYPES, PAGE_FIELDS, SHELL_DATA_ID } from '../src/contract';
import type { HostShellData, MountConfig, PageFlash, RealtimeConfig } from '../src/contract';

export interface PageConfig {
  config: MountConfig | null;
  problems: string[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v == 'object' && v !== null && !Array.isArray(v);

function httpUrl(v: string): URL | null {
  try {
    const u = new URL(v);
    return /^https?:$/.test(u.protocol) ? u : null;
  } catch {
    return null;
  }
}

const trimSlashes = (v: string) => v.replace(/\/+$/, '');

/** Absolute http(s) URL → origin + path without trailing slashes; anything else → null. */
export function normaliseBaseUrl(v: string): string | null {
  const u = httpUrl(v);
  return u && trimSlashes(u.origin + u.pathname);
}

/**
 * "/" → "", "/shop/" → "/shop", "https://any.host/shop/" → "/shop"; anything else → null.
 * The original renders APP_URL's path without slashes ("shop"), so a missing leading slash is added.
 */
export function normaliseAppPath(v: string): string | null {
  const u = httpUrl(v);
  const path = u ? u.pathname : /^[^/\\:]/.test(v) && !/^[a-z][a-z\d+.-]*:/i.test(v) ? '/' + v : v;
  return /^\/(?!\/)[^?#\s\\]*$/.test(path) ? trimSlashes(path) : null;
}

const input = (doc: Document, name: string) =>
  doc.querySelector<HTMLInputElement>('input#' + name) || doc.querySelector<HTMLInputElement>(`input[name="${name}"]`);

/** Value of `input#name`, else `input[name="name"]`, trimmed; '' when absent. */
function field(doc: Document, name: string): string {
  const el = input(doc, name);
  return el ? el.value.trim() : '';
}

function readShell(doc: Document): HostShellData | string {
  const what = `shell data (#${SHELL_DATA_ID}) is `;
  const text = doc.getElementById(SHELL_DATA_ID)?.textContent?.trim();
  if (!text) return what + 'missing';
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return what + 'malformed: not valid JSON';
  }
  if (!isObject(data)) return what + 'malformed: expected a JSON object';
  // The view's prop name, or the controller's variable name; the app repairs everything else.
  if (!isObject(data.settings_data) && !isObject(data.settings)) return what + 'malformed: expected "settings_data" to be an object';
  return data;
}

export function readConfig(doc: Document): PageConfig {
  const F = PAGE_FIELDS;
  const problems: string[] = [];
  const missing = (name: string) => problems.push(`page field "${name}" is missing`);
  const bad = (name: string, why: string) => problems.push(`page field "${name}" is malformed: ${why}`);
  const required = (name: string, normalise: (v: string) => string | null, why: string) => {
    const v = field(doc, name);
    const r = v ? normalise(v) : null;
    if (!v) missing(name);
    else if (r == null) bad(name, why);
    return r;
  };

  const token = required(F.token, (v) => v, '');
  const baseUrl = required(F.baseUrl, normaliseBaseUrl, 'expected an absolute http(s) URL');
  // An app_path input that is present but empty means the site root (templates often render it so).
  const appPath =
    input(doc, F.appPath) && !field(doc, F.appPath)
      ? ''
      : required(F.appPath, normaliseAppPath, 'expected a path starting with "/" or an absolute http(s) URL');
  const shell = readShell(doc);
  if (typeof shell == 'string') problems.push(shell);
  const fatal = problems.length;

  // Optional realtime fields: problems here only switch live notifications off.
  const key = field(doc, F.pusherKey);
  const cluster = field(doc, F.pusherCluster);
  const host = field(doc, F.pusherHost);
  const port = field(doc, F.pusherPort);
  const scheme = field(doc, F.pusherScheme).toLowerCase();
  const channel = field(doc, F.pusherChannel).toLowerCase();
  if (key && !cluster) missing(F.pusherCluster);
  if (cluster && !key) missing(F.pusherKey);
  if (host && !/^[a-z\d]([a-z\d.-]*[a-z\d])?$/i.test(host)) {
    bad(F.pusherHost, 'expected a host name without scheme, port or path');
  }
  if (port && !(/^\d{1,5}$/.test(port) && +port > 0 && +port < 65536)) bad(F.pusherPort, 'expected a port number');
  if (scheme && scheme != 'http' && scheme != 'https') bad(F.pusherScheme, 'expected "http" or "https"');
  // Absent: auto (private, or public on a shop without broadcasting/auth); the two names force one.
  if (channel && channel != 'auto' && channel != 'private' && channel != 'public')
    bad(F.pusherChannel, 'expected "auto", "private" or "public"');

  let realtime: RealtimeConfig | null = null;
  if (key && cluster && problems.length == fatal) {
    realtime = { key, cluster, tls: scheme != 'http', channel: channel == 'public' || channel == 'private' ? channel : 'auto' };
    if (host) realtime.host = host;
    if (port) realtime.port = +port;
  }

  // Optional flash message: a problem here only leaves it out.
  const flashType = field(doc, F.flashType).toLowerCase() as PageFlash['type'];
  const flashMessage = field(doc, F.flashMessage);
  const known = (FLASH_TYPES as readonly string[]).includes(flashType);
  if (flashType && flashMessage && !known) bad(F.flashType, 'expected "info", "success", "warning" or "error"');

  const config: MountConfig | null = fatal
    ? null
    : { token: token!, baseUrl: baseUrl!, appPath: appPath ?? '', realtime, shell: shell as HostShellData };
  if (config && known && flashMessage) config.flash = { type: flashType, message: flashMessage };
  return { config, problems };
}
