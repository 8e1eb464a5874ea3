/**
 * Keeps the app entry chunk thin: only the entry module's own code stays in it; everything the
 * entry imports statically goes into one shared chunk (`core`). No other chunk then imports the
 * entry, which matters because the loader retries a failed entry under another URL
 * (`main-….js?retry=1`: a browser caches a failed module fetch per URL for the whole document).
 * Were React and the store in the entry, every lazy screen would import `main-….js` without
 * the query and so load and run a second copy of the entry's module graph (a second React).
 * With a thin entry the retry re-runs only the entry's few lines, and every chunk shares the one
 * `core-….js`. Screens loaded with `import()` are left to rollup's normal code splitting, but for
 * the three a shopper usually lands on (firstLoadGroups below).
 */
import { basename, extname, resolve } from 'node:path';

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

/**
 * One chunk for each of the `grouped` modules (the first screens: home, a category, a product, and
 * a lazy part they all show) with the modules only it imports, and one `screen-kit` chunk with
 * those two or more of them share. Left to rollup, every set of the sixty lazy screens that shares
 * a module got a chunk of its own: a category page then waited for fifteen chunks of a few hundred
 * bytes, which a phone's browser fetches six at a time over HTTP/1.1, one level of imports at a
 * time. Grouped, each first screen is two chunks the loader can start beside the entry
 * (loader/preload.ts). Other screens that use one of these modules load its group whole: a few KiB
 * more for them, none for the first screens.
 */
export function firstLoadGroups(grouped, core, getModuleInfo) {
  // A group's chunk is named after its module's file; rollup would merge two groups of one name.
  const nameOf = new Map(grouped.map((top) => [top, basename(top, extname(top))]));
  const names = [...nameOf.values()];
  if (new Set(names).size < grouped.length) throw new Error(`thin-entry: grouped modules need distinct file names (${names.join(', ')})`);
  const owners = new Map();
  for (const top of grouped) {
    if (!getModuleInfo(top)) throw new Error(`thin-entry: the grouped module ${top} is not in the build`);
    for (const id of [top, ...staticImportsOf(top, getModuleInfo)]) {
      if (!core.has(id)) owners.set(id, [...(owners.get(id) ?? []), top]);
    }
  }
  const groups = new Map();
  for (const [id, by] of owners) groups.set(id, by.length > 1 ? 'screen-kit' : nameOf.get(by[0]));
  return groups;
}

/**
 * Rollup plugin: sets `output.manualChunks` so the entry's static imports form one `name` chunk,
 * and the `grouped` modules (paths) are chunked as firstLoadGroups says.
 */
export function thinEntry({ name = 'core', grouped = [] } = {}) {
  // Recomputed per build (watch mode rebuilds with a changed graph).
  let groups = null;
  const manualChunks = (id, { getModuleIds, getModuleInfo }) => {
    if (!groups) {
      const entries = [...getModuleIds()].filter((m) => getModuleInfo(m)?.isEntry);
      const core = new Set(entries.flatMap((entry) => [...staticImportsOf(entry, getModuleInfo)]));
      for (const entry of entries) core.delete(entry);
      groups = firstLoadGroups(
        grouped.map((path) => resolve(path)),
        core,
        getModuleInfo,
      );
      for (const id of core) groups.set(id, name);
    }
    return groups.get(id);
  };
  return {
    name: 'thin-entry',
    buildStart() {
      groups = null;
    },
    outputOptions(options) {
      if (options.manualChunks) this.error('thin-entry sets output.manualChunks itself; remove the other setting');
      return { ...options, manualChunks };
    },
  };
}
