import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { rollup } from 'rollup';
import { appEntryConstant, cssModules, minifyCss } from './plugins.mjs';

const STYLESHEET = resolve(__dirname, '../../src/styles/base.css');
const REGISTRY = resolve(__dirname, '../../src/styles/style-registry.ts');

describe('CSS minification', () => {
  it('keeps the descendant combinator before a pseudo-class and still minifies', () => {
    const css = `
      /* focus ring */
      .sf-root :focus-visible { outline: 3px solid var(--sf-focus); }
      .sf-root :not(.sf-plain) > a:hover { color: #ff0000; }
      .sf-root ::placeholder { opacity: .7; }
    `;
    expect(minifyCss(css, 'snippet.css')).toBe(
      '.sf-root :focus-visible{outline:3px solid var(--sf-focus)}.sf-root :not(.sf-plain)>a:hover{color:red}.sf-root ::placeholder{opacity:.7}',
    );
  });

  it('leaves logical properties and dir-based rules as written (the widget marks rtl with dir, not lang)', () => {
    const out = minifyCss('.a { inset-inline-start: 8px; margin-inline: auto } .b:dir(rtl) { color: blue }', 'snippet.css');
    expect(out).toBe('.a{margin-inline:auto;inset-inline-start:8px}.b:dir(rtl){color:#00f}');
    expect(out).not.toContain(':lang(');
  });

  it('fails the build on a syntax error instead of emitting broken CSS', () => {
    expect(() => minifyCss('.a { color: red; } }{', 'broken.css')).toThrow();
  });

  it('compiles the base stylesheet into the importing chunk through the rollup plugin with `.sf-root :focus-visible` intact', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sf-css-'));
    try {
      const entry = join(dir, 'entry.js');
      writeFileSync(entry, `import ${JSON.stringify(STYLESHEET)};\n`);
      const bundle = await rollup({
        input: entry,
        external: [REGISTRY],
        plugins: [cssModules(REGISTRY)],
        onwarn: (w) => {
          throw new Error(w.message);
        },
      });
      const { output } = await bundle.generate({ format: 'es' });
      await bundle.close();
      const code = output[0].code;
      const css = JSON.parse(/registerStyles\(("(?:[^"\\]|\\.)*")\)/.exec(code)?.[1] ?? '""') as string;
      expect(css).toContain('.sf-root :focus-visible{');
      expect(css).not.toContain('.sf-root:focus-visible');
      expect(css).not.toMatch(/\n|\/\*/);
      expect(css.length).toBeLessThan(readFileSync(STYLESHEET, 'utf8').length);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the loader plan (appEntryConstant)', () => {
  // A manifest shaped like the build's: the entry, core, the client, the three first screens with
  // the kit they share, and the sanitiser, loaded lazily by a module in core.
  const chunk = (modules: string[], imports: string[] = [], dynamicImports: string[] = []) => ({ modules, imports, dynamicImports });
  const manifestWith = (sanitizer: boolean) => ({
    entry: 'main.js',
    chunks: {
      'main.js': chunk(['src/main.ts'], ['chunks/core.js']),
      'chunks/core.js': chunk(['src/app/store.ts', 'src/components/SafeHtml.tsx'], [], sanitizer ? ['chunks/sanitize-html.js'] : []),
      'chunks/client.js': chunk(['src/lib/http/client.ts'], ['chunks/core.js']),
      'chunks/screen-kit.js': chunk(['src/components/ProductCard.tsx'], ['chunks/core.js']),
      'chunks/HomeScreen.js': chunk(['src/features/catalog/screens/HomeScreen.tsx'], ['chunks/core.js', 'chunks/screen-kit.js']),
      'chunks/ListingScreen.js': chunk(['src/features/catalog/screens/ListingScreen.tsx'], ['chunks/core.js', 'chunks/screen-kit.js']),
      'chunks/ProductScreen.js': chunk(['src/features/product/screens/ProductScreen.tsx'], ['chunks/core.js', 'chunks/screen-kit.js']),
      ...(sanitizer ? { 'chunks/sanitize-html.js': chunk(['src/components/sanitize-html.ts']) } : {}),
    },
  });
  const plan = (manifest: object) => {
    const dir = mkdtempSync(join(tmpdir(), 'sf-plan-'));
    try {
      writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
      const plugin = appEntryConstant(join(dir, 'manifest.json'), './app/');
      const transform = plugin.transform as (this: unknown, code: string) => { code: string };
      const context = {
        error(message: string) {
          throw new Error(message);
        },
      };
      const { code } = transform.call(context, 'x(__APP_ENTRY__, __APP_PRELOAD__, __SCREEN_PRELOAD__)');
      return JSON.parse(code.replace(/^x\((.*)\)$/, '[$1]')) as [string, string[], Record<string, string[]>];
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  it("gives each first screen its chunks beyond the entry's, and the product page its sanitiser", () => {
    const [entry, modules, screens] = plan(manifestWith(true));
    expect(entry).toBe('./app/main.js');
    expect(modules).toEqual(['./app/chunks/core.js', './app/chunks/client.js']);
    expect(screens).toEqual({
      home: ['./app/chunks/HomeScreen.js', './app/chunks/screen-kit.js'],
      listing: ['./app/chunks/ListingScreen.js', './app/chunks/screen-kit.js'],
      product: ['./app/chunks/ProductScreen.js', './app/chunks/screen-kit.js', './app/chunks/sanitize-html.js'],
    });
  });

  it('fails the build when the product screen no longer loads the sanitiser, rather than fetch it for nothing', () => {
    expect(() => plan(manifestWith(false))).toThrow(/ProductScreen\.tsx no longer loads src\/components\/sanitize-html\.ts lazily/);
  });
});
