import { formatTable, summarise, unmetGoals, type Run } from './table.mjs';

const run = (performance: number, lcpMs: number, tbtMs: number): Run => ({ performance, accessibility: 100, fcpMs: 900, lcpMs, tbtMs });
const page = { name: 'home', path: '/' };

test('each figure is the median of the runs, with the lowest and highest beside it', () => {
  const row = summarise(page, [run(96, 1900, 120), run(91, 2600, 310), run(97, 1800, 90), run(95, 2000, 140), run(96, 1950, 100)]);
  expect(row).toMatchObject({ performance: 96, lcpMs: 1950, tbtMs: 120 });
  expect(row.spread.tbtMs).toEqual([90, 310]);
  const table = formatTable([row]);
  expect(table).toContain('120 (90–310)');
  expect(table).toContain('1.95 (1.80–2.60)');
  // Every run agreed on accessibility: no range to print.
  expect(table).toMatch(/ 100 /);
  expect(table).not.toContain('100 (100–100)');
});

test('the goals a page misses are named; a page within all of them misses none', () => {
  expect(unmetGoals(summarise(page, [run(96, 1900, 120)]))).toEqual([]);
  expect(unmetGoals(summarise(page, [run(94, 2460, 164)]))).toEqual([
    'performance 94 < 95',
    'LCP 2460 ms > 2000 ms',
    'TBT 164 ms > 150 ms',
  ]);
});
