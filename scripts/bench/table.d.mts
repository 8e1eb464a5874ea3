// Types for table.mjs, so TypeScript tests can import it.
export interface Run {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
}
export interface Row extends Run {
  page: string;
  path: string;
  spread: Record<keyof Run, [number, number]>;
  runs: Run[];
}
export function median(values: number[]): number;
export function summarise(page: { name: string; path: string }, runs: Run[]): Row;
export const GOALS: { performance: number; accessibility: number; lcpMs: number; tbtMs: number };
export function unmetGoals(row: Row): string[];
export function formatTable(rows: Row[]): string;
