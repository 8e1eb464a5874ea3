import { fixtureAnswer } from '../../../test/contract/support/fixtures';
import { normalizeShell } from '../normalize-shell';

type Raw = Record<string, unknown>;
const hostPage = (caseName: string) => fixtureAnswer<Raw>('shell/host-page', caseName);

function normalize(raw: Raw) {
  const problems: string[] = [];
  return { shell: normalizeShell(raw, (m) => problems.push(m)), problems };
}

describe('the original host page props, normalised in one place', () => {
  it('reads a 1.6.7 guest page: user and carts left out mean a guest with an empty cart', () => {
    const raw = hostPage('guest');
    expect(raw).not.toHaveProperty('user');
    expect(raw).not.toHaveProperty('carts');
    const { shell, problems } = normalize(raw);
    expect(shell.user).toBeNull();
    expect(shell.carts).toEqual([]);
    expect(shell.active_currency).toMatchObject({ code: 'USD', exchange_rate: 1 });
    expect(problems).toEqual([]);
  });

  it('reads a signed-in page with cart lines', () => {
    const { shell, problems } = normalize(hostPage('customer-with-cart'));
    expect(shell.user?.id).toEqual(expect.any(Number));
    expect(shell.carts.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('accepts the controller variable names (settings, addons) as well as the view prop names', () => {
    const { settings_data: settings, add_ons: addons, ...rest } = hostPage('guest');
    const { shell } = normalize({ ...rest, settings, addons: [...(addons as string[]), 'ishopet'] });
    expect(shell.settings_data.system_name).toBe((settings as Raw).system_name);
    expect(shell.add_ons).toContain('ishopet');
  });

  it('repairs a bare-id active_currency from the currency rows, or falls back to the default currency', () => {
    const raw = hostPage('quirk-bare-currency');
    expect(typeof raw.active_currency).not.toBe('object');
    expect(normalize(raw).shell.active_currency).toMatchObject({ code: 'USD', exchange_rate: 1 });
    const unknownId = normalize({ ...raw, active_currency: '99' }).shell.active_currency;
    expect(unknownId).toMatchObject({ exchange_rate: 1, symbol: '$' });
  });

  it('keeps the ishopet geo currency, which has no id or code', () => {
    const { shell } = normalize(hostPage('quirk-ishopet-currency'));
    expect(shell.active_currency).toEqual({ exchange_rate: 1, name: 'USD', symbol: '$' });
  });

  it('mirrors only for "rtl": the default text_direction "ltl" reads as ltr', () => {
    const raw = hostPage('guest');
    expect((raw.settings_data as Raw).text_direction).toBe('ltl');
    expect(normalize(raw).shell.settings_data.text_direction).toBe('ltr');
  });

  it('turns numeric-key menu children into a list', () => {
    const { shell } = normalize(hostPage('guest'));
    const pages = shell.settings_data.header_menu?.find((item) => item.children);
    expect(pages?.children?.map((c) => c.label)).toEqual(['Blogs', 'About Us']);
    expect(pages).not.toHaveProperty('0');
  });

  it('reads a 1.5.3 page (shop_follower "", string decimals, no user_wishlists)', () => {
    const { shell, problems } = normalize(hostPage('guest-1.5.3'));
    expect(shell.shop_follower).toEqual([]);
    expect(shell.user_wishlists).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('drops wrongly typed items and names them once, instead of failing the store', () => {
    const raw = hostPage('guest');
    const currencies = [...(raw.currencies as Raw[]), { id: 9, name: { en: 'x' }, symbol: {}, code: 'BAD', exchange_rate: 'abc' }];
    const { shell, problems } = normalize({ ...raw, currencies, categories: [{ id: 1, slug: 'a', title: { en: 'A' } }], sliders: 'nope' });
    expect(shell.currencies.map((c) => c.code)).not.toContain('BAD');
    expect(shell.categories).toEqual([]);
    expect(shell.sliders).toEqual([]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('1 item(s) of "currencies" dropped');
    expect(problems[0]).toContain('1 item(s) of "categories" dropped');
    expect(problems[0]).toContain('"sliders" is not a list');
  });
});
