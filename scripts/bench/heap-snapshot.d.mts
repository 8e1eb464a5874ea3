// Types for heap-snapshot.mjs, so TypeScript tests can import it.
export interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings?: string[];
}
export function codeBytes(snapshot: HeapSnapshot): number;
export function takeHeapSnapshot(cdp: unknown): Promise<HeapSnapshot>;
export function detachedNodes(snapshot: HeapSnapshot): number;
