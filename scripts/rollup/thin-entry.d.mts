// Types for thin-entry.mjs, so TypeScript tests can import it.
import type { GetModuleInfo, Plugin } from 'rollup';

export function staticImportsOf(entryId: string, getModuleInfo: GetModuleInfo): Set<string>;
export function firstLoadGroups(grouped: string[], core: Set<string>, getModuleInfo: GetModuleInfo): Map<string, string>;
export function thinEntry(options?: { name?: string; grouped?: string[] }): Plugin;
