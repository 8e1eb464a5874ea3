import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { Features, transform as transformCss } from 'lightningcss';

/**
 * The browsers the build targets. The JavaScript is compiled for ES2020 (rollup.config.mjs),
 * which these versions are the first to run in full (`export * as ns` came last, in Firefox 80
 * and Safari 14.1); the CSS is lowered for the same ones. lightningcss encodes a version as
 * major << 16 | minor << 8 | patch.
 */
export const CSS_TARGETS = {
  chrome: 80 << 16,
  edge: 80 << 16,
  firefox: 80 << 16,
  safari: (14 << 16) | (1 << 8),
  ios_saf: (14 << 16) | (1 << 8),
};

/**
 * Never lowered: lightningcss emulates logical properties and `:dir()` for old browsers with
 * `:lang(ar, he, …)` selectors, but the widget marks right-to-left on its root with `dir`, not
 * `lang` (App.tsx), so the emulation would put things on the wrong side in every browser.
 */
const KEEP_AS_WRITTEN = Features.LogicalProperties | Features.DirSelector;

/**
 * Minifies a stylesheet with a real CSS parser, so selectors keep their meaning (a descendant
 * combinator before a pseudo-class, as in `.sf-root :focus-visible`, is not whitespace to drop).
 * Warnings (e.g. an unknown at-rule) go to `warn`; a syntax error fails the build.
 */
export function minifyCss(css, filename, warn = () => {}) {
  const { code, warnings } = transformCss({
    filename,
    code: Buffer.from(css),
    minify: true,
    targets: CSS_TARGETS,
    exclude: KEEP_AS_WRITTEN,
  });
  for (const w of warnings) warn(`${w.message} (${filename}:${w.loc.line}:${w.loc.column})`);
  return code.toString();
}

/**
 * `import './x.css'` compiles the stylesheet (minified) into the importing chunk as a call to
 * `registerStyles` (src/styles/style-registry.ts), which adopts it into the widget's shadow root
 * when the chunk is evaluated. So a screen's CSS arrives with its chunk and nothing else's does:
 * rollup places each CSS module like any other module (a stylesheet two lazy screens share goes
 * to their shared chunk). scripts/size.mjs finds the CSS modules in the manifest's `modules`.
 */
export function cssModules(registry = resolve('src/styles/style-registry.ts')) {
  return {
    name: 'css-modules',
    load(id) {
      if (!id.endsWith('.css')) return null;
      const css = minifyCss(readFileSync(id, 'utf8'), id, (message) => this.warn(message));
      return {
        code: `import { registerStyles } from ${JSON.stringify(registry)};\nregisterStyles(${JSON.stringify(css)});\n`,
        // Imported for its effect only; must never be tree-shaken away.
        moduleSideEffects: 'no-treeshake',
      };
    },
  };
}

function packageSizes(modules) {
  const sizes = {};
  for (const [id, info] of Object.entries(modules)) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
    const name = match ? match[1] : id.startsWith('\0') ? '(rollup helpers)' : 'src';
    sizes[name] = (sizes[name] ?? 0) + info.renderedLength;
  }
  return Object.fromEntries(Object.entries(sizes).sort((a, b) => b[1] - a[1]));
}

/**
 * Writes dist/app/manifest.json: the entry file and, per chunk, its static and dynamic
 * imports and the module that defines it. The loader build reads the entry name from it, and
 * scripts/size.mjs walks the graph to measure what each route loads.
 */
export function manifest(file) {
  return {
    name: 'manifest',
    generateBundle(_options, bundle) {
      const chunks = {};
      const assets = [];
      let entry = null;
      for (const [fileName, item] of Object.entries(bundle)) {
        if (item.type === 'asset') {
          assets.push(fileName);
          continue;
        }
        if (item.isEntry) entry = fileName;
        chunks[fileName] = {
          imports: item.imports,
          dynamicImports: item.dynamicImports,
          facade: item.facadeModuleId ? relative(process.cwd(), item.facadeModuleId) : null,
          modules: Object.keys(item.modules)
            .map((m) => relative(process.cwd(), m))
            .filter((m) => !m.startsWith('\0')),
          // Minified bytes per package, to see what a chunk is made of.
          packages: packageSizes(item.modules),
        };
      }
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify({ entry, chunks, assets }, null, 2));
    },
  };
}

/**
 * The screens a shopper usually lands on (src/app/first-screen.ts): the build groups each one's
 * modules into few chunks (thin-entry.mjs), and the loader starts them beside the entry when the
 * page opens on that screen (loader/preload.ts).
 */
export const FIRST_SCREENS = {
  home: 'src/features/catalog/screens/HomeScreen.tsx',
  listing: 'src/features/catalog/screens/ListingScreen.tsx',
  product: 'src/features/product/screens/ProductScreen.tsx',
};
export const HOME_SCREEN = FIRST_SCREENS.home;
/**
 * A lazily loaded part every first screen shows at once: the product cards' heart and compare
 * buttons. Grouped like the screens, it is one chunk; left to rollup it was one chunk and, a round
 * trip later, the three it imports, the last requests before a category page's largest paint.
 */
export const FIRST_PARTS = ['src/features/compare/components/ListToggles.tsx'];
/**
 * Chunks a first screen asks for as soon as it runs, which the loader therefore starts with it:
 * the product screen loads the HTML sanitiser at once (its summary and description are server
 * HTML, shown as plain text until the sanitiser is in). Fetched after the shared chunk, it was the
 * last request before a product page's largest paint.
 */
export const EAGER_IMPORTS = { product: ['src/components/sanitize-html.ts'] };
/** The lazily loaded HTTP client (src/lib/http/lazy-client.ts): every page asks for it at mount. */
export const HTTP_CLIENT = 'src/lib/http/client.ts';

/** A chunk plus everything it imports statically, in the manifest's terms. */
export function staticClosure(chunks, start, seen = new Set()) {
  if (seen.has(start)) return seen;
  seen.add(start);
  for (const dep of chunks[start]?.imports ?? []) staticClosure(chunks, dep, seen);
  return seen;
}

/** The manifest's chunk that holds a module (a grouped chunk has no single facade). */
export function chunkHolding(chunks, module) {
  return Object.keys(chunks).find((name) => chunks[name].modules.includes(module));
}

/**
 * Replaces, in the loader, `__APP_ENTRY__` with the app entry's path relative to the loader,
 * `__APP_PRELOAD__` with the chunks the entry imports statically and the HTTP client's (which the
 * app asks for at mount), and `__SCREEN_PRELOAD__` with, for each first screen, its chunks and
 * its EAGER_IMPORTS' that the entry does not already bring.
 */
export function appEntryConstant(manifestFile, prefix) {
  return {
    name: 'app-entry-constant',
    transform(code) {
      if (!code.includes('__APP_ENTRY__')) return null;
      const { entry, chunks } = JSON.parse(readFileSync(manifestFile, 'utf8'));
      const entryClosure = staticClosure(chunks, entry);
      const closureOf = (name) => (name ? [...staticClosure(chunks, name)].filter((chunk) => !entryClosure.has(chunk)) : []);
      const paths = (names) => names.map((name) => `${prefix}${name}`);
      const screenChunks = (screen, module) => {
        const own = chunkHolding(chunks, module);
        const eager = (EAGER_IMPORTS[screen] ?? []).map((imported) => {
          const chunk = chunkHolding(chunks, imported);
          // A stale list would fetch a chunk the screen no longer loads, on every first visit.
          const loads = chunk && [...staticClosure(chunks, own)].some((name) => chunks[name].dynamicImports.includes(chunk));
          if (!loads) this.error(`${module} no longer loads ${imported} lazily; update EAGER_IMPORTS`);
          return chunk;
        });
        return paths([...new Set([...closureOf(own), ...eager.flatMap(closureOf)])]);
      };
      const screens = Object.fromEntries(Object.entries(FIRST_SCREENS).map(([screen, module]) => [screen, screenChunks(screen, module)]));
      return {
        code: code
          .replaceAll('__APP_ENTRY__', JSON.stringify(`${prefix}${entry}`))
          .replaceAll('__APP_PRELOAD__', JSON.stringify(paths([...chunks[entry].imports, ...closureOf(chunkHolding(chunks, HTTP_CLIENT))])))
          .replaceAll('__SCREEN_PRELOAD__', JSON.stringify(screens)),
        map: null,
      };
    },
  };
}

/**
 * react-router 7 publishes its production build beside the development one but its `exports`
 * only name the development files (extra warnings and checks, ~30 % larger). Swap them.
 */
export function reactRouterProduction() {
  return {
    name: 'react-router-production',
    async resolveId(source, importer, options) {
      if (!/react-router/.test(source) && !/react-router\/dist\/development/.test(importer ?? '')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !resolved.id.includes('/react-router/dist/development/')) return resolved;
      const production = resolved.id.replace('/dist/development/', '/dist/production/');
      return existsSync(production) ? { ...resolved, id: production } : resolved;
    },
  };
}

/**
 * axios bundles its fetch adapter beside the XHR one and picks XHR first wherever XMLHttpRequest
 * exists, which is every browser the widget supports. The widget needs XHR (it reads the final
 * URL of a followed redirect, src/lib/http/client.ts), so the fetch adapter is 4 KiB (gzip) of the
 * first load that never runs: it is replaced by a module that reports fetch as unavailable, which
 * axios's adapter list already handles.
 */
export function axiosWithoutFetchAdapter() {
  return {
    name: 'axios-without-fetch-adapter',
    load(id) {
      if (!/[\\/]node_modules[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/.test(id)) return null;
      return 'export const getFetch = () => false;\nexport default false;\n';
    },
  };
}
