import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rollup, type OutputChunk } from 'rollup';
import { thinEntry } from './thin-entry.mjs';

/** Builds a small app shaped like ours: an entry with static imports and a lazy screen sharing them. */
async function build(plugins: ReturnType<typeof thinEntry>[]) {
  const dir = mkdtempSync(join(tmpdir(), 'sf-thin-entry-'));
  try {
    const files: Record<string, string> = {
      'main.js': `import { react } from './react.js';\nimport { store, screen } from './store.js';\nexport const mount = () => [react(store), screen];\n`,
      'react.js': `export const react = (s) => s + 1;\n`,
      'store.js': `import { react } from './react.js';\nexport const store = react(1);\nexport const screen = () => import('./screen.js');\n`,
      'screen.js': `import { react } from './react.js';\nimport { store } from './store.js';\nexport default () => react(store);\n`,
    };
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
});
