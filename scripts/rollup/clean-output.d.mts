// Types for clean-output.mjs, so TypeScript tests can import it.
import type { Plugin } from 'rollup';

export function cleanOutput(): Plugin;
