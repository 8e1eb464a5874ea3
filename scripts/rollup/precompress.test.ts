import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { rollup } from 'rollup';
import { precompress } from './precompress.mjs';

/** A module big enough to be worth compressing, and varied enough not to shrink to nothing. */
const bigModule = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${JSON.stringify(`text ${i * 7919}`)};`).join('\n');

async function buildInto(dir: string, files: Record<string, string>, sourcemap: boolean) {
  for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code);
  const bundle = await rollup({ input: join(dir, 'main.js'), plugins: [precompress()] });
  await bundle.write({ dir: join(dir, 'out'), format: 'es', sourcemap, chunkFileNames: '[name].js' });
  await bundle.close();
  return join(dir, 'out');
}

describe('precompress', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'sf-precompress-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes .br and .gz copies that decode to the very bytes on disk, source-map comment included', async () => {
    const out = await buildInto(
      dir,
      { 'main.js': `${bigModule}\nexport const lazy = () => import('./big.js');\n`, 'big.js': bigModule },
      true,
    );
    for (const name of ['main.js', 'big.js']) {
      const bytes = readFileSync(join(out, name));
      expect(bytes.toString()).toContain('//# sourceMappingURL=');
      expect(brotliDecompressSync(readFileSync(join(out, `${name}.br`)))).toEqual(bytes);
      expect(gunzipSync(readFileSync(join(out, `${name}.gz`)))).toEqual(bytes);
      expect(readFileSync(join(out, `${name}.br`)).length).toBeLessThan(bytes.length / 2);
    }
    // Source maps are for developers' tools, not for the shopper's first load.
    expect(existsSync(join(out, 'main.js.map.br'))).toBe(false);
  });

  it('leaves files under 1 KiB alone', async () => {
    const out = await buildInto(dir, { 'main.js': `export const tiny = 1;\n` }, false);
    expect(existsSync(join(out, 'main.js'))).toBe(true);
    expect(existsSync(join(out, 'main.js.br'))).toBe(false);
    expect(existsSync(join(out, 'main.js.gz'))).toBe(false);
  });
});
