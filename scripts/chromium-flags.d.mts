// Types for chromium-flags.mjs (a plain node module), for the browser tests' TypeScript config.
export const BROWSER_FLAGS: string[];
export const BENCH_FLAGS: string[];
