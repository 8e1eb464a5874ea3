import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every stylesheet of the widget (src/**\/*.css). */
function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

describe('the widget stylesheets', () => {
  // `rem` follows the host page's <html> font size, which the widget does not control: a host
  // with `html { font-size: 30px }` would blow up every rem-sized box (src/styles/base.css).
  it('size nothing in rem', () => {
    const offenders = stylesheets('src').flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${file}:${i + 1}` }))
        .filter(({ line }) => /(^|[^\w.-])-?\d*\.?\d+rem\b/.test(line) && !line.trim().startsWith('*'))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});
