// Medians per page and the printed table. Each column is its own median over the runs, so one slow
// run cannot move any figure; beside it the spread (lowest–highest) says how much the runs disagreed,
// so a reader can tell a change from noise: a difference smaller than the spread is not one.

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
}

const FIGURES = ['performance', 'accessibility', 'fcpMs', 'lcpMs', 'tbtMs'];

export function summarise(page, runs) {
  const row = { page: page.name, path: page.path, spread: {} };
  for (const key of FIGURES) {
    const values = runs.map((run) => run[key]);
    row[key] = median(values);
    row.spread[key] = [Math.min(...values), Math.max(...values)];
  }
  row.runs = runs.map((run) => Object.fromEntries(FIGURES.map((key) => [key, run[key]])));
  return row;
}

/** The goals for a store page; each unmet one is named. */
export const GOALS = { performance: 95, accessibility: 100, lcpMs: 2000, tbtMs: 150 };

export function unmetGoals(row) {
  const unmet = [];
  if (row.performance < GOALS.performance) unmet.push(`performance ${row.performance} < ${GOALS.performance}`);
  if (row.accessibility < GOALS.accessibility) unmet.push(`accessibility ${row.accessibility} < ${GOALS.accessibility}`);
  if (row.lcpMs > GOALS.lcpMs) unmet.push(`LCP ${row.lcpMs} ms > ${GOALS.lcpMs} ms`);
  if (row.tbtMs > GOALS.tbtMs) unmet.push(`TBT ${row.tbtMs} ms > ${GOALS.tbtMs} ms`);
  return unmet;
}

const seconds = (ms) => (ms / 1000).toFixed(2);
const cell = {
  performance: (v) => String(v),
  accessibility: (v) => String(v),
  fcpMs: (v) => seconds(v),
  lcpMs: (v) => seconds(v),
  tbtMs: (v) => String(v),
};
/** "median (low–high)", or just the median when every run agreed. */
function withSpread(row, key) {
  const [low, high] = row.spread?.[key] ?? [row[key], row[key]];
  const show = cell[key];
  return low === high ? show(row[key]) : `${show(row[key])} (${show(low)}–${show(high)})`;
}

export function formatTable(rows) {
  const header = ['page', 'path', 'performance', 'accessibility', 'FCP s', 'LCP s', 'TBT ms'];
  const body = rows.map((row) => [row.page, row.path, ...FIGURES.map((key) => withSpread(row, key))]);
  const widths = header.map((title, i) => Math.max(title.length, ...body.map((cells) => cells[i].length)));
  // Text columns left-aligned, figures right-aligned.
  const line = (cells) =>
    cells
      .map((text, i) => (i < 2 ? text.padEnd(widths[i]) : text.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}
