/**
 * Links that come from data (banners, sliders, menus, settings) may point anywhere. Only two
 * kinds are followed: store paths, which stay in the app, and http(s) URLs. The original treats
 * any link without "http" as a router path, so "campaign/x" means "/campaign/x"; anything with
 * another scheme (javascript:, data:, mailto: …) or a protocol-relative "//host" is dropped.
 */
export type DataLink = { kind: 'route'; to: string } | { kind: 'external'; href: string };

export function dataLink(raw: unknown): DataLink | null {
  if (typeof raw !== 'string') return null;
  const url = raw.trim();
  if (!url || url === '#' || /^javascript:/i.test(url)) return null;
  if (/^https?:\/\//i.test(url)) return { kind: 'external', href: url };
  if (url.startsWith('//') || url.startsWith('\\') || /^[a-z][a-z\d+.-]*:/i.test(url)) return null;
  return { kind: 'route', to: url.startsWith('/') ? url : `/${url}` };
}

/** decodeURIComponent that keeps malformed sequences such as "100%-off" as they are. */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * A readable name for a link that has only an image ("/campaign/tech-fest" → "Tech fest"),
 * so a screen reader does not announce an unnamed link.
 */
export function linkLabel(url: string): string {
  const last = url.split(/[?#]/)[0].split('/').filter(Boolean).pop() ?? '';
  const words = safeDecode(last).replace(/[-_]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : url;
}
