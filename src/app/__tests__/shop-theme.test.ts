import { contrast, parseHex, readShopColours, shopThemeCss, shopTokens } from '../shop-theme';

const WHITE = [255, 255, 255] as const;
const rgb = (hex: string) => parseHex(hex)!;

describe("the shop's colours as the widget's tokens", () => {
  it("the demo shop's orange primary gets near-black text (white reads at 3:1 only) and a darker link colour that reads on white", () => {
    const tokens = shopTokens({ primary: '#ff5a24' });
    expect(tokens['--sf-primary']).toBe('#ff5a24');
    expect(tokens['--sf-primary-text']).toBe('#111111');
    expect(contrast(rgb('#ff5a24'), rgb(tokens['--sf-primary-text']))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(rgb(tokens['--sf-link']), [...WHITE])).toBeGreaterThanOrEqual(4.5);
  });

  it('a dark primary gets white text and is its own link colour', () => {
    expect(shopTokens({ primary: '#b5322c' })).toEqual({
      '--sf-primary': '#b5322c',
      '--sf-primary-text': '#ffffff',
      '--sf-link': '#b5322c',
    });
    // The original's stock primary (its StoreFront seeder).
    expect(shopTokens({ primary: '#000' })['--sf-primary-text']).toBe('#ffffff');
  });

  it("keeps the shop's menu text colour when it reads on the menu, else picks one that does", () => {
    expect(shopTokens({ menuBackground: '#333333', menuText: '#ffffff' })).toEqual({
      '--sf-menu-bg': '#333333',
      '--sf-menu-text': '#ffffff',
    });
    expect(shopTokens({ menuBackground: '#333333', menuText: '#444444' })['--sf-menu-text']).toBe('#ffffff');
    expect(shopTokens({ menuBackground: '#f5f5f5' })['--sf-menu-text']).toBe('#111111');
  });

  it('sets nothing for what is not a colour (no rule at all when nothing is)', () => {
    expect(shopTokens({ primary: 'red;}x{', menuBackground: '', menuText: '#fff' })).toEqual({});
    expect(shopThemeCss({})).toBe('');
    expect(shopThemeCss(shopTokens({ primary: '#b5322c' }))).toBe(
      ':host,[data-storefront]{--sf-primary:#b5322c;--sf-primary-text:#ffffff;--sf-link:#b5322c}',
    );
  });

  it("reads the page's theme properties on the marker, the menu from settings_data when the page has none", () => {
    const marker = document.createElement('div');
    marker.style.setProperty('--primary-color', ' #ff5a24');
    document.body.append(marker);
    expect(readShopColours(marker, { menu_background_color: '#333333' })).toEqual({
      primary: '#ff5a24',
      menuBackground: '#333333',
      menuText: undefined,
    });
    marker.remove();
  });
});
