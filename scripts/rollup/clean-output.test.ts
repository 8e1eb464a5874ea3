import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rollup } from 'rollup';
import { cleanOutput } from './clean-output.mjs';

describe('cleanOutput', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'sf-clean-output-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** Builds `code` with a lazy chunk into dir/out under hashed names, as the app build does. */
  async function build(code: string, write = true) {
    writeFileSync(join(dir, 'main.js'), `export const lazy = () => import('./lazy.js');\n`);
    writeFileSync(join(dir, 'lazy.js'), code);
    const bundle = await rollup({ input: join(dir, 'main.js'), plugins: [cleanOutput()] });
    const output = { dir: join(dir, 'out'), format: 'es' as const, chunkFileNames: 'chunks/[name]-[hash].js' };
    if (write) await bundle.write(output);
    else await bundle.generate(output);
    await bundle.close();
  }
  const chunks = () => readdirSync(join(dir, 'out', 'chunks'));

  it("leaves only the new build's files, so an earlier build's chunks and copies are gone", async () => {
    await build(`export default 1;\n`);
    const [first] = chunks();
    writeFileSync(join(dir, 'out', 'chunks', `${first}.br`), 'a compressed copy');
    await build(`export default 2;\n`);
    expect(chunks()).toHaveLength(1);
    expect(chunks()[0]).not.toBe(first);
    expect(existsSync(join(dir, 'out', 'chunks', `${first}.br`))).toBe(false);
  });

  it('deletes nothing when the build is only generated, not written', async () => {
    await build(`export default 1;\n`);
    const before = chunks();
    await build(`export default 2;\n`, false);
    expect(chunks()).toEqual(before);
  });
});
