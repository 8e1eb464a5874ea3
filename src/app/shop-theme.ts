/**
 * The shop's own colours, as the original's page carries them: custom properties on the page's
 * :root (1.6.7 resources/views/frontend/master.blade.php; fixture test/contract/shell/host-page-colours.json),
 * which inherit down to the marker. settings_data.menu_background_color stands in when the page has
 * no --menu-bg-color. They become the widget's tokens in a :host rule, so a host page's own values
 * on the marker (docs/theming.md) still win. Text on a colour is white or near-black, whichever
 * reads at WCAG AA (4.5:1); the link colour is the primary darkened until it reads on white.
 */
type Rgb = [number, number, number];

const NEAR_BLACK = '#111111';

/** #rgb, #rrggbb (an alpha part is ignored); anything else is not a colour we can weigh. */
export function parseHex(value: string): Rgb | null {
  const hex = /^#([0-9a-f]{3,8})$/i.exec(value.trim())?.[1];
  if (!hex || hex.length === 5 || hex.length === 7) return null;
  const full = hex.length <= 4 ? [...hex.slice(0, 3)].map((c) => c + c).join('') : hex.slice(0, 6);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** White or near-black, whichever reads better on `background`. */
export function readableOn(background: Rgb): string {
  return contrast(background, [255, 255, 255]) >= contrast(background, parseHex(NEAR_BLACK)!) ? '#ffffff' : NEAR_BLACK;
}

/** `colour` darkened in small steps until it reads on white at 4.5:1 (unchanged when it already does). */
export function inkOnWhite(colour: Rgb): string {
  let rgb = colour;
  for (let i = 0; i < 20 && contrast(rgb, [255, 255, 255]) < 4.5; i += 1) rgb = rgb.map((c) => c * 0.9) as Rgb;
  return toHex(rgb);
}

export interface ShopColours {
  primary?: string;
  menuBackground?: string;
  menuText?: string;
}

/** The tokens the shop's colours set (empty when it has none we can read). */
export function shopTokens({ primary, menuBackground, menuText }: ShopColours): Record<string, string> {
  const tokens: Record<string, string> = {};
  const main = primary ? parseHex(primary) : null;
  if (main) {
    tokens['--sf-primary'] = toHex(main);
    tokens['--sf-primary-text'] = readableOn(main);
    tokens['--sf-link'] = inkOnWhite(main);
  }
  const menu = menuBackground ? parseHex(menuBackground) : null;
  if (menu) {
    tokens['--sf-menu-bg'] = toHex(menu);
    // The shop's menu text colour when it reads on the menu, else white or near-black.
    const text = menuText ? parseHex(menuText) : null;
    tokens['--sf-menu-text'] = text && contrast(text, menu) >= 4.5 ? toHex(text) : readableOn(menu);
  }
  return tokens;
}

/** The :host rule for the tokens, or '' when there are none. */
export function shopThemeCss(tokens: Record<string, string>): string {
  const body = Object.entries(tokens)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return body ? `:host,[data-storefront]{${body}}` : '';
}

/** The shop's colours as the page gives them to the marker (its :root properties inherit to it). */
export function readShopColours(marker: Element, settings: Record<string, unknown>): ShopColours {
  const style = getComputedStyle(marker);
  const read = (name: string) => style.getPropertyValue(name).trim() || undefined;
  const menuSetting = typeof settings.menu_background_color === 'string' ? settings.menu_background_color : undefined;
  return { primary: read('--primary-color'), menuBackground: read('--menu-bg-color') ?? menuSetting, menuText: read('--menu-text-color') };
}
