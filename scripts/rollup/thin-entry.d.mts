// Types for thin-entry.mjs, so TypeScript tests can import it.
import type { GetModuleInfo, Plugin } from 'rollup';

export function staticImportsOf(entryId: string, getModuleInfo: GetModuleInfo): Set<string>;
export function thinEntry(name?: string): Plugin;
