import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rollup, type OutputChunk } from 'rollup';
import { thinEntry } from './thin-entry.mjs';

const SMALL_APP: Record<string, string> = {
  'main.js': `import { react } from './react.js';\nimport { store, screen } from './store.js';\nexport const mount = () => [react(store), screen];\n`,
  'react.js': `export const react = (s) => s + 1;\n`,
  'store.js': `import { react } from './react.js';\nexport const store = react(1);\nexport const screen = () => import('./screen.js');\n`,
  'screen.js': `import { react } from './react.js';\nimport { store } from './store.js';\nexport default () => react(store);\n`,
};

// Three lazy screens: `home` and `listing` are first screens; `search` is not. Each tiny module
// would be a chunk of its own under rollup's splitting: `card` (all three), `pager` (listing and
// search), `filters` (listing only), `hero` (home only).
const SCREENS_APP: Record<string, string> = {
  'main.js': `import { react } from './react.js';\nexport const screens = [() => import('./home.js'), () => import('./listing.js'), () => import('./search.js')];\nexport const mount = () => react(1);\n`,
  'react.js': `export const react = (s) => s + 1;\n`,
  'card.js': `import { react } from './react.js';\nexport const card = (p) => react(p);\n`,
  'pager.js': `export const pager = (n) => n * 2;\n`,
  'filters.js': `export const filters = (n) => n * 3;\n`,
  'hero.js': `export const hero = (n) => n * 4;\n`,
  'home.js': `import { card } from './card.js';\nimport { hero } from './hero.js';\nexport default () => card(hero(1));\n`,
  'listing.js': `import { card } from './card.js';\nimport { pager } from './pager.js';\nimport { filters } from './filters.js';\nexport default () => card(pager(filters(1)));\n`,
  'search.js': `import { card } from './card.js';\nimport { pager } from './pager.js';\nexport default () => card(pager(2));\n`,
};

/** Builds a small app shaped like ours: an entry with static imports and lazy screens sharing them. */
async function build(plugins: ReturnType<typeof thinEntry>[], files = SMALL_APP, grouped: string[] = []) {
  const dir = mkdtempSync(join(tmpdir(), 'sf-thin-entry-'));
  try {
    if (grouped.length) plugins = [thinEntry({ grouped: grouped.map((name) => join(dir, name)) })];
    for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code);
    const bundle = await rollup({ input: join(dir, 'main.js'), preserveEntrySignatures: 'allow-extension', plugins });
    const { output } = await bundle.generate({ format: 'es', entryFileNames: 'main-[hash].js', chunkFileNames: 'chunks/[name]-[hash].js' });
    await bundle.close();
    const chunks = output.filter((o): o is OutputChunk => o.type === 'chunk');
    const name = (id: string) => id.slice(dir.length + 1);
    return {
      entry: chunks.find((c) => c.isEntry)!,
      chunks,
      modulesOf: (c: OutputChunk) => Object.keys(c.modules).map(name).sort(),
      chunkOf: (module: string) => chunks.find((c) => Object.keys(c.modules).map(name).includes(module))!,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('thinEntry', () => {
  it('keeps only the entry module in the entry chunk; no chunk imports the entry', async () => {
    const { entry, chunks, modulesOf } = await build([thinEntry()]);
    expect(modulesOf(entry)).toEqual(['main.js']);
    const core = chunks.find((c) => c.fileName.startsWith('chunks/core-'))!;
    expect(modulesOf(core)).toEqual(['react.js', 'store.js']);
    expect(entry.imports).toEqual([core.fileName]);
    const screen = chunks.find((c) => c.facadeModuleId?.endsWith('screen.js'))!;
    expect(modulesOf(screen)).toEqual(['screen.js']);
    for (const chunk of chunks) expect(chunk.imports).not.toContain(entry.fileName);
  });

  it('without it, the lazy screen imports the entry (what made a retried entry load twice)', async () => {
    const { entry, chunks } = await build([]);
    const screen = chunks.find((c) => c.facadeModuleId?.endsWith('screen.js'))!;
    expect(screen.imports).toContain(entry.fileName);
  });

  it('puts each first screen in one chunk with what only it imports, and what they share in one screen-kit', async () => {
    const { chunks, chunkOf, modulesOf } = await build([], SCREENS_APP, ['home.js', 'listing.js']);
    expect(modulesOf(chunkOf('home.js'))).toEqual(['hero.js', 'home.js']);
    expect(modulesOf(chunkOf('listing.js'))).toEqual(['filters.js', 'listing.js', 'pager.js']);
    const kit = chunkOf('card.js');
    expect(kit.fileName).toMatch(/^chunks\/screen-kit-/);
    expect(modulesOf(kit)).toEqual(['card.js']);
    // A first screen then needs its own chunk and the kit, beside core.
    expect(chunkOf('home.js').imports.filter((c) => !c.startsWith('chunks/core-'))).toEqual([kit.fileName]);
    // Another screen loads the groups it uses, whole: search takes pager from the listing's chunk.
    expect(modulesOf(chunkOf('search.js'))).toEqual(['search.js']);
    expect(chunkOf('search.js').imports).toContain(chunkOf('listing.js').fileName);
    expect(chunks).toHaveLength(6); // main, core, home, listing, screen-kit, search
  });

  it('without grouping, rollup gives every shared module a chunk of its own', async () => {
    const { chunks, chunkOf, modulesOf } = await build([thinEntry()], SCREENS_APP);
    expect(modulesOf(chunkOf('card.js'))).toEqual(['card.js']);
    expect(modulesOf(chunkOf('pager.js'))).toEqual(['pager.js']);
    expect(chunkOf('listing.js').imports.filter((c) => !c.startsWith('chunks/core-'))).toHaveLength(2);
    expect(chunks).toHaveLength(7);
  });

  it('fails the build when a grouped module is not in it, rather than quietly not grouping', async () => {
    await expect(build([], SCREENS_APP, ['gone.js'])).rejects.toThrow(/grouped module .*gone\.js is not in the build/);
    // Two groups of one name would become one chunk.
    await expect(build([], SCREENS_APP, ['home.js', 'home.js'])).rejects.toThrow(/distinct file names/);
  });
});
