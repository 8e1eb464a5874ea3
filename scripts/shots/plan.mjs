// What `npm run shots` captures and where it writes it: the screens, widths and languages, the
// command line, the file names and the gallery page. Pure functions (no browser, no files), so
// scripts/shots/plan.test.ts can check them; scripts/shots/screens.mjs knows how to reach each screen.

/** The key screens, in capture order (catalogue before account, so a product visit cannot change the home page). */
export const SCREENS = [
  { name: 'home', caption: 'Home' },
  { name: 'category', caption: 'Category listing' },
  { name: 'search', caption: 'Search results' },
  { name: 'product', caption: 'Product page (with options)' },
  { name: 'product-reviews', caption: 'Product with its reviews' },
  { name: 'shop', caption: "A seller's shop page" },
  { name: 'login', caption: 'Sign-in' },
  { name: 'cart', caption: 'Cart with lines (signed in)' },
  { name: 'checkout', caption: 'Checkout (signed in, saved address)' },
  { name: 'payment', caption: 'Payment of an unpaid order' },
  { name: 'invoice', caption: 'Order confirmation / invoice' },
  { name: 'dashboard', caption: 'Account dashboard' },
  { name: 'orders', caption: 'Order history' },
  { name: 'wishlist', caption: 'Wishlist' },
  { name: 'wallet', caption: 'Wallet' },
];

/** Desktop first, then phone; the heights are the first screen's (the shots are full-page). */
export const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];
export const LANGS = ['en', 'ar'];
/** webp: re-encoded from a PNG in the browser (Playwright takes only PNG and JPEG); about half a JPEG's size at the same quality. */
export const FORMATS = ['png', 'jpeg', 'webp'];
export const DEFAULT_OUT = '.data/shots';
export const DEFAULT_QUALITY = 70;

export const USAGE = `usage: npm run shots -- [--out <dir>] [--only <screen>[,<screen>…]] [--width 1280|390] [--lang en|ar]
                         [--format png|jpeg|webp] [--quality 1-100]
  screens: ${SCREENS.map((s) => s.name).join(', ')}`;

const list = (value) =>
  String(value)
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

function oneOf(flag, values, allowed) {
  const unknown = values.filter((value) => !allowed.map(String).includes(value));
  if (unknown.length) throw new Error(`${flag}: unknown ${unknown.join(', ')} (choose from ${allowed.join(', ')})`);
  return values;
}

/**
 * The command line (`process.argv.slice(2)`) as options; throws an Error whose message says what
 * is wrong. `--flag value` and `--flag=value` both work; lists are comma-separated or repeated.
 */
export function parseArgs(argv) {
  const options = { out: DEFAULT_OUT, only: null, widths: null, langs: null, format: 'png', quality: DEFAULT_QUALITY, help: false };
  const add = (key, values) => (options[key] = [...(options[key] ?? []), ...values]);
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') {
      options.help = true;
      continue;
    }
    const match = /^--([a-z]+)(?:=(.*))?$/.exec(arg);
    if (!match) throw new Error(`unexpected argument "${arg}"`);
    const [, flag, inline] = match;
    const value = inline ?? argv[++i];
    if (value === undefined || value === '') throw new Error(`--${flag} needs a value`);
    switch (flag) {
      case 'out':
        options.out = value;
        break;
      case 'only':
        add(
          'only',
          oneOf(
            '--only',
            list(value),
            SCREENS.map((s) => s.name),
          ),
        );
        break;
      case 'width':
        add(
          'widths',
          oneOf(
            '--width',
            list(value),
            VIEWPORTS.map((v) => v.width),
          ).map(Number),
        );
        break;
      case 'lang':
        add('langs', oneOf('--lang', list(value), LANGS));
        break;
      case 'format':
        options.format = oneOf('--format', [value === 'jpg' ? 'jpeg' : value], FORMATS)[0];
        break;
      case 'quality': {
        const quality = Number(value);
        if (!Number.isInteger(quality) || quality < 1 || quality > 100) throw new Error('--quality: a whole number from 1 to 100');
        options.quality = quality;
        break;
      }
      default:
        throw new Error(`unknown option --${flag}`);
    }
  }
  return options;
}

export const extension = (format) => ({ jpeg: 'jpg', webp: 'webp' })[format] ?? 'png';

/** `<screen>-<width>-<lang>.png` (or .jpg, .webp). */
export function fileName(screen, width, lang, format = 'png') {
  return `${screen}-${width}-${lang}.${extension(format)}`;
}

/**
 * Every shot the options ask for, in capture order: screen by screen, and within a screen each
 * language at each width (one signed-in browser per language is reused across widths).
 */
export function planShots(options = {}) {
  const format = options.format ?? 'png';
  const shots = [];
  for (const screen of SCREENS) {
    if (options.only && !options.only.includes(screen.name)) continue;
    for (const lang of LANGS) {
      if (options.langs && !options.langs.includes(lang)) continue;
      for (const viewport of VIEWPORTS) {
        if (options.widths && !options.widths.includes(viewport.width)) continue;
        shots.push({
          screen: screen.name,
          caption: screen.caption,
          lang,
          viewport,
          file: fileName(screen.name, viewport.width, lang, format),
        });
      }
    }
  }
  return shots;
}

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/**
 * The gallery page: one section per screen, its shots side by side (en | ar at desktop width,
 * then en | ar at phone width). `present(file)` says whether a file is in the folder (from this run
 * or an earlier one); `failures` maps a file to why this run could not take it.
 */
export function galleryHtml({ format = 'png', present, failures = new Map(), title = 'Storefront screens', note = '' }) {
  const sections = SCREENS.map((screen) => {
    const cells = VIEWPORTS.flatMap((viewport) =>
      LANGS.map((lang) => {
        const file = fileName(screen.name, viewport.width, lang, format);
        const label = `${viewport.width} px · ${lang === 'ar' ? 'العربية (ar)' : 'English (en)'}`;
        const body = failures.has(file)
          ? `<p class="failed">Failed: ${escapeHtml(failures.get(file))}</p>`
          : present(file)
            ? `<a href="${file}"><img src="${file}" alt="${escapeHtml(`${screen.caption}, ${label}`)}" loading="lazy"></a>`
            : '<p class="missing">Not captured</p>';
        return `<figure class="w${viewport.width}">${body}<figcaption>${escapeHtml(label)}</figcaption></figure>`;
      }),
    ).join('\n      ');
    return `  <section id="${screen.name}">
    <h2>${escapeHtml(screen.caption)} <code>${screen.name}</code></h2>
    <div class="row">
      ${cells}
    </div>
  </section>`;
  }).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 1rem; background: #f4f4f5; color: #18181b; }
  nav a { margin-inline-end: .75rem; }
  section { margin: 2rem 0; }
  .row { display: flex; gap: 1rem; align-items: flex-start; overflow-x: auto; }
  figure { margin: 0; background: #fff; padding: .5rem; border: 1px solid #d4d4d8; }
  figure.w1280 img { width: 480px; }
  figure.w390 img { width: 195px; }
  img { display: block; height: auto; }
  figcaption { margin-top: .25rem; color: #52525b; }
  .failed { color: #b91c1c; max-width: 20rem; }
  .missing { color: #71717a; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
${note ? `<p>${escapeHtml(note)}</p>\n` : ''}<nav>${SCREENS.map((s) => `<a href="#${s.name}">${escapeHtml(s.caption)}</a>`).join(' ')}</nav>
${sections}
</body>
</html>
`;
}
