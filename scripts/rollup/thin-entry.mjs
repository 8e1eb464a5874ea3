/**
 * Keeps the app entry chunk thin: only the entry module's own code stays in it; everything the
 * entry imports statically goes into one shared chunk (`core`). No other chunk then imports the
 * entry, which matters because the loader retries a failed entry under another URL
 * (`main-….js?retry=1`: a browser caches a failed module fetch per URL for the whole document).
 * Were React and the store in the entry, every lazy screen would import `main-….js` without
 * the query and so load and run a second copy of the entry's module graph (a second React).
 * With a thin entry the retry re-runs only the entry's few lines, and every chunk shares the one
 * `core-….js`. Screens loaded with `import()` are left to rollup's normal code splitting.
 */

/** Ids of every module reachable from `entryId` through static imports, the entry excluded. */
export function staticImportsOf(entryId, getModuleInfo) {
  const seen = new Set();
  const pending = [...(getModuleInfo(entryId)?.importedIds ?? [])];
  while (pending.length) {
    const id = pending.pop();
    if (id === entryId || seen.has(id)) continue;
    seen.add(id);
    pending.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** Rollup plugin: sets `output.manualChunks` so the entry's static imports form one `name` chunk. */
export function thinEntry(name = 'core') {
  // Recomputed per build (watch mode rebuilds with a changed graph).
  let core = null;
  const manualChunks = (id, { getModuleIds, getModuleInfo }) => {
    if (!core) {
      const entries = [...getModuleIds()].filter((m) => getModuleInfo(m)?.isEntry);
      core = new Set(entries.flatMap((entry) => [...staticImportsOf(entry, getModuleInfo)]));
      for (const entry of entries) core.delete(entry);
    }
    return core.has(id) ? name : undefined;
  };
  return {
    name: 'thin-entry',
    buildStart() {
      core = null;
    },
    outputOptions(options) {
      if (options.manualChunks) this.error('thin-entry sets output.manualChunks itself; remove the other setting');
      return { ...options, manualChunks };
    },
  };
}
