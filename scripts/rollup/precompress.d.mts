// Types for precompress.mjs, so TypeScript tests can import it.
import type { Plugin } from 'rollup';

export function precompress(options?: { minBytes?: number }): Plugin;
