// Types for size-baseline.mjs (a plain node script), so its test is type-checked.
export interface Baseline {
  homeBytes: number;
}
export const HOME_GROWTH_ALLOWANCE: number;
export function readBaseline(file: string): Baseline | null;
export function writeBaseline(file: string, homeBytes: number): void;
export function baselineProblem(homeBytes: number, baseline: Baseline | null, allowance?: number): string | null;
