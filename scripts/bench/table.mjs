// Medians per page and the printed table. Each column is its own median over the runs (with three
// runs: the middle value), so one slow run cannot move any figure.

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
}

export function summarise(page, runs) {
  const of = (key) => median(runs.map((run) => run[key]));
  return {
    page: page.name,
    path: page.path,
    performance: of('performance'),
    accessibility: of('accessibility'),
    lcpMs: of('lcpMs'),
    fcpMs: of('fcpMs'),
    tbtMs: of('tbtMs'),
    runs: runs.map(({ performance, accessibility, lcpMs, fcpMs, tbtMs }) => ({ performance, accessibility, lcpMs, fcpMs, tbtMs })),
  };
}

export function formatTable(rows) {
  const header = ['page', 'path', 'performance', 'accessibility', 'FCP', 'LCP', 'TBT'];
  const body = rows.map((row) => [
    row.page,
    row.path,
    String(row.performance),
    String(row.accessibility),
    `${(row.fcpMs / 1000).toFixed(1)} s`,
    `${(row.lcpMs / 1000).toFixed(1)} s`,
    `${row.tbtMs} ms`,
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...body.map((cells) => cells[i].length)));
  // Text columns left-aligned, figures right-aligned.
  const line = (cells) =>
    cells
      .map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}
