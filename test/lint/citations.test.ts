/**
 * Comments, docs and fixture sources cite only what a reader of this repository can open: a contract
 * fixture (test/contract/…), the original's file with its version ("1.6.7 app/Models/User.php:38"),
 * or a page in docs/. Notes kept elsewhere (the shape notes, the spec, issue threads, numbered
 * corrections, briefs under /tmp) are not in the repository, so a citation of them is a dead end.
 * This test lists every such citation as file:line.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

/** What points outside the repository, each with the words a reader would see. */
const OUTSIDE: Array<[RegExp, string]> = [
  [/\bcommerce\.md\b/, 'the commerce shape notes'],
  [/\bcatalogue\.md\b/, 'the catalogue shape notes'],
  [/\bcontent-partners(-realtime)?\b/, 'the content shape notes'],
  [/\bshapes\//, 'the shape notes'],
  [/\b[Ss]pec §/, 'the spec'],
  // A section sign is how those notes were cited; standards cited by name are removed first (STANDARDS).
  [/§\s?\d/, 'a numbered section of a document outside the repository'],
  [/\b[Ii]ssues? #?\d+/, 'an issue number'],
  [/\b[Cc]orrections? \d+/, 'a numbered correction'],
  [/\/tmp\/brief/, 'a brief under /tmp'],
];

/** Sections of published standards, which anyone can open: RFC 9110 §14.2, CSS Scoping §3.3. */
const STANDARDS = /\b(RFC \d+|CSS [A-Z][\w -]*?) §\s?[\d.]+/g;

const TEXT_FILE = /\.(ts|tsx|mjs|cjs|js|css|md|html|php|sh|yml|yaml)$/;
const SCANNED = /^(src|loader|examples|test|scripts|docs)\/|^[^/]+\.(md|js|mjs|json)$/;
const SELF = 'test/lint/citations.test.ts';

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== SELF && SCANNED.test(file));
}

/** The lines of a fixture a person wrote: its sources, notes and each case's note and why. */
function fixtureProse(text: string): Array<[number, string]> {
  const lines = text.split('\n');
  const hits: Array<[number, string]> = [];
  let inSources = false;
  lines.forEach((line, index) => {
    if (/^\s*"sources": \[/.test(line)) inSources = !/]\s*,?\s*$/.test(line);
    else if (inSources && /^\s*]/.test(line)) inSources = false;
    if (inSources || /^\s*"(sources|notes|note|why)":/.test(line)) hits.push([index + 1, line]);
  });
  return hits;
}

function linesOf(file: string): Array<[number, string]> {
  if (!existsSync(join(root, file))) return []; // deleted in the working tree, not yet committed
  const text = readFileSync(join(root, file), 'utf8');
  if (/^test\/contract\/.*\.json$/.test(file)) return fixtureProse(text);
  if (!TEXT_FILE.test(file)) return [];
  return text.split('\n').map((line, index) => [index + 1, line]);
}

/** Every citation of something outside the repository, as `file:line: what — the line`. */
export function outsideCitations(files: string[], read: (file: string) => Array<[number, string]> = linesOf): string[] {
  const found: string[] = [];
  for (const file of files) {
    for (const [number, line] of read(file)) {
      const prose = line.replace(STANDARDS, '');
      const match = OUTSIDE.find(([pattern]) => pattern.test(prose));
      if (match) found.push(`${file}:${number}: cites ${match[1]} — ${line.trim().slice(0, 160)}`);
    }
  }
  return found;
}

describe('citations', () => {
  it('point only at what the repository holds (fixtures, the original’s files, docs/)', () => {
    const found = outsideCitations(trackedFiles());
    if (found.length > 0) {
      throw new Error(
        `${found.length} citation(s) of notes outside the repository. Cite the contract fixture ` +
          `(test/contract/…), the original's file and version ("1.6.7 app/Repositories/OrderRepository.php:120-140") ` +
          `or a docs/ page instead:\n${found.join('\n')}`,
      );
    }
  });

  it('catches each kind of outside citation and leaves standards and fixtures alone', () => {
    const lines: Record<string, string> = {
      'a.ts': '/** The cart (commerce.md §4). */',
      'b.ts': '// Spec §9: 2 s',
      'c.ts': '// as in issue 12',
      'd.ts': '// see correction 23',
      'e.ts': '// the answer (§2.5)',
      'f.ts': '// whole file allowed (RFC 9110 §14.2); host rules win (CSS Scoping §3.3)',
      'g.ts': '// the cart (test/contract/commerce/cart-list.json; 1.6.7 app/Traits/HomePage.php)',
    };
    const found = outsideCitations(Object.keys(lines), (file) => [[1, lines[file]]]);
    expect(found.map((hit) => hit.split(':')[0])).toEqual(['a.ts', 'b.ts', 'c.ts', 'd.ts', 'e.ts']);
  });
});
