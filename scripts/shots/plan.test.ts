import { fileName, galleryHtml, parseArgs, planShots, SCREENS } from './plan.mjs';

describe('npm run shots: what it captures', () => {
  it('plans the 15 key screens at 1280 and 390 px in English and Arabic: 60 distinct files', () => {
    const shots = planShots();
    expect(SCREENS).toHaveLength(15);
    expect(shots).toHaveLength(60);
    expect(new Set(shots.map((s) => s.file)).size).toBe(60);
    expect(shots.slice(0, 4).map((s) => s.file)).toEqual(['home-1280-en.png', 'home-390-en.png', 'home-1280-ar.png', 'home-390-ar.png']);
    for (const name of ['home', 'category', 'search', 'product', 'product-reviews', 'cart', 'checkout', 'payment', 'invoice', 'login'])
      expect(shots.filter((s) => s.screen === name)).toHaveLength(4);
  });

  it('names files <screen>-<width>-<lang> with the format’s extension', () => {
    expect(fileName('product-reviews', 390, 'ar')).toBe('product-reviews-390-ar.png');
    expect(fileName('cart', 1280, 'en', 'jpeg')).toBe('cart-1280-en.jpg');
    expect(fileName('cart', 1280, 'en', 'webp')).toBe('cart-1280-en.webp');
  });

  it('narrows the plan by screen, width and language', () => {
    const options = parseArgs(['--only', 'cart,wallet', '--width=390', '--lang', 'ar', '--format', 'jpeg']);
    expect(planShots(options).map((s) => s.file)).toEqual(['cart-390-ar.jpg', 'wallet-390-ar.jpg']);
    // The docs' compact set: every screen at 390 px in both languages, then 1280 px in English.
    expect(planShots(parseArgs(['--width', '390']))).toHaveLength(30);
    expect(planShots(parseArgs(['--width', '1280', '--lang', 'en']))).toHaveLength(15);
  });
});

describe('npm run shots: its command line', () => {
  it('defaults to PNG in .data/shots/, everything', () => {
    expect(parseArgs([])).toEqual({ out: '.data/shots', only: null, widths: null, langs: null, format: 'png', quality: 70, help: false });
  });

  it('takes an output folder, a format and a quality', () => {
    expect(parseArgs(['--out', 'docs/x', '--format=jpg', '--quality', '55'])).toMatchObject({ out: 'docs/x', format: 'jpeg', quality: 55 });
  });

  it.each([
    [['--only', 'basket'], '--only: unknown basket'],
    [['--width', '768'], '--width: unknown 768'],
    [['--lang', 'fr'], '--lang: unknown fr'],
    [['--format', 'gif'], '--format: unknown gif'],
    [['--quality', '0'], '--quality'],
    [['--out'], '--out needs a value'],
    [['--colour', 'red'], 'unknown option --colour'],
    [['cart'], 'unexpected argument "cart"'],
  ])('refuses %j, saying why', (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(message);
  });
});

describe('npm run shots: the gallery page', () => {
  it('lays each screen out en | ar at desktop then phone width, with captions, and says which shots failed or are missing', () => {
    const html = galleryHtml({
      format: 'jpeg',
      present: (file) => file.startsWith('cart-') && file !== 'cart-390-ar.jpg',
      failures: new Map([['cart-390-ar.jpg', 'timed out <waiting>']]),
    });
    const cart = html.slice(html.indexOf('<section id="cart">'), html.indexOf('</section>', html.indexOf('<section id="cart">')));
    expect([...cart.matchAll(/src="([^"]+)"/g)].map((m) => m[1])).toEqual(['cart-1280-en.jpg', 'cart-1280-ar.jpg', 'cart-390-en.jpg']);
    expect([...cart.matchAll(/<figcaption>([^<]+)<\/figcaption>/g)].map((m) => m[1])).toEqual([
      '1280 px · English (en)',
      '1280 px · العربية (ar)',
      '390 px · English (en)',
      '390 px · العربية (ar)',
    ]);
    expect(cart).toContain('Failed: timed out &lt;waiting&gt;');
    expect(html).toContain('<section id="wallet">');
    expect(html.slice(html.indexOf('<section id="wallet">'))).toContain('Not captured');
  });
});
