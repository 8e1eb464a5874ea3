// Reads a V8 heap snapshot (the JSON that HeapProfiler.takeHeapSnapshot streams) for the memory
// bench: how much of the heap is V8's code. Snapshots type as "code" the bytecode, the machine code
// the optimising tiers emit (with its deoptimisation tables) and the type feedback they compile from.
// V8 optimises a function once it has run often enough, and a forced GC keeps code that live
// functions use, so over the first few hundred route changes this part grows, ever more slowly,
// while the app's own objects stay flat. Reporting the two apart tells a leak from a warming JIT.

/** Total self size, in bytes, of the snapshot's nodes of type `code`. */
export function codeBytes(snapshot) {
  const { node_fields: fields, node_types: nodeTypes } = snapshot.snapshot.meta;
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  const code = nodeTypes[0].indexOf('code');
  if (typeAt < 0 || sizeAt < 0 || code < 0) throw new Error('heap snapshot: no type, self_size or code in its meta');
  let total = 0;
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    if (snapshot.nodes[i + typeAt] === code) total += snapshot.nodes[i + sizeAt];
  }
  return total;
}

/** Takes a heap snapshot through a CDP session and returns it parsed. */
export async function takeHeapSnapshot(cdp) {
  const chunks = [];
  const onChunk = (event) => chunks.push(event.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  }
  return JSON.parse(chunks.join(''));
}

/**
 * How many of the snapshot's nodes are DOM nodes no longer in a document: V8 marks them in the
 * `detachedness` field (2 = detached) and names them "Detached …" (older snapshots only name them).
 */
export function detachedNodes(snapshot) {
  const { node_fields: fields } = snapshot.snapshot.meta;
  const detachedAt = fields.indexOf('detachedness');
  const nameAt = fields.indexOf('name');
  if (detachedAt < 0 && nameAt < 0) throw new Error('heap snapshot: no detachedness or name in its meta');
  let count = 0;
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    const detached =
      detachedAt >= 0 ? snapshot.nodes[i + detachedAt] === 2 : snapshot.strings[snapshot.nodes[i + nameAt]]?.startsWith('Detached ');
    if (detached) count += 1;
  }
  return count;
}
