import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { rollup } from 'rollup';
import { cssModules, minifyCss } from './plugins.mjs';

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
