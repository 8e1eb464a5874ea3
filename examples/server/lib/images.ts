/**
 * Generated placeholder images. Every image field is an absolute URL of the form
 *   {base}/images/{kind}/{id}-{w}x{h}.svg
 * rendered on request as an SVG with a colour derived from kind+id and a short label.
 */

export type ImageKind =
  | 'product'
  | 'category'
  | 'brand'
  | 'shop'
  | 'shop-banner'
  | 'campaign'
  | 'blog'
  | 'video'
  | 'slider'
  | 'banner'
  | 'service'
  | 'logo'
  | 'popup'
  | 'user'
  | 'flag';

export const IMAGE_KINDS: ReadonlySet<string> = new Set<ImageKind>([
  'product',
  'category',
  'brand',
  'shop',
  'shop-banner',
  'campaign',
  'blog',
  'video',
  'slider',
  'banner',
  'service',
  'logo',
  'popup',
  'user',
  'flag',
]);

export function imageUrl(base: string, kind: ImageKind, id: number | string, w: number, h: number): string {
  return `${base}/images/${kind}/${id}-${w}x${h}.svg`;
}

/** Turns the site-relative `/images/...` paths stored in settings into absolute URLs. */
export function absolutize(base: string, value: unknown): unknown {
  if (typeof value === 'string' && value.startsWith('/images/')) return base + value;
  return value;
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function initials(label: string): string {
  const words = label
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (!words.length) return '?';
  if (words.length === 1) return words[0].slice(0, 2).toUpperCase();
  return (words[0][0] + words[1][0]).toUpperCase();
}

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Renders the SVG. `label` is a short title shown under the initials when there is room. */
export function renderSvg(kind: string, id: string, w: number, h: number, label: string): string {
  const hue = hash(`${kind}:${id}`) % 360;
  const bg = `hsl(${hue} 55% 62%)`;
  const bg2 = `hsl(${(hue + 40) % 360} 60% 48%)`;
  const min = Math.min(w, h);
  const big = Math.max(8, Math.round(min * 0.32));
  const small = Math.max(7, Math.round(Math.min(w / 16, h / 8)));
  const short = label.length > 28 ? `${label.slice(0, 26)}…` : label;
  const showLabel = h >= 60 && w >= 80;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(label)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${bg2}"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>` +
    `<text x="50%" y="${showLabel ? '46%' : '50%'}" dominant-baseline="middle" text-anchor="middle" font-family="system-ui,Segoe UI,Arial,sans-serif" font-size="${big}" font-weight="700" fill="#fff">${esc(initials(label))}</text>` +
    (showLabel
      ? `<text x="50%" y="${Math.round(h * 0.46 + big * 0.9)}" text-anchor="middle" font-family="system-ui,Segoe UI,Arial,sans-serif" font-size="${small}" fill="#fff" fill-opacity="0.9">${esc(short)}</text>`
      : '') +
    `</svg>`
  );
}
