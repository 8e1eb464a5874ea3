import { codeBytes, detachedNodes, type HeapSnapshot } from './heap-snapshot.mjs';

// The layout V8 writes: each node is `node_fields.length` numbers in a row, its type an index into node_types[0].
const snapshot = (nodes: number[][]): HeapSnapshot => ({
  snapshot: {
    meta: {
      node_fields: ['type', 'name', 'id', 'self_size', 'edge_count'],
      node_types: [['hidden', 'array', 'string', 'object', 'code', 'closure'], 'string', 'number'],
    },
  },
  nodes: nodes.flat(),
});

describe('codeBytes', () => {
  it('adds up the self size of the compiled-code nodes only', () => {
    const heap = snapshot([
      [3, 0, 1, 400, 0], // object
      [4, 0, 3, 1000, 0], // code
      [2, 0, 5, 64, 0], // string
      [4, 0, 7, 250, 0], // code
      [5, 0, 9, 32, 0], // closure
    ]);
    expect(codeBytes(heap)).toBe(1250);
  });

  it('refuses a snapshot whose layout it does not know, rather than report 0', () => {
    const heap = snapshot([[3, 0, 1, 400, 0]]);
    heap.snapshot.meta.node_fields = ['kind', 'name', 'id', 'self_size', 'edge_count'];
    expect(() => codeBytes(heap)).toThrow(/no type, self_size or code/);
  });
});

describe('detachedNodes', () => {
  it('counts the nodes V8 marks detached (detachedness 2), not attached or unknown ones', () => {
    const heap: HeapSnapshot = {
      snapshot: {
        meta: {
          node_fields: ['type', 'name', 'id', 'self_size', 'edge_count', 'detachedness'],
          node_types: [['hidden', 'native'], 'string', 'number'],
        },
      },
      nodes: [
        [1, 0, 1, 40, 0, 1], // attached
        [1, 1, 3, 40, 0, 2], // detached
        [1, 1, 5, 40, 0, 2], // detached
        [0, 2, 7, 16, 0, 0], // unknown
      ].flat(),
      strings: ['<div>', 'Detached <li>', 'system'],
    };
    expect(detachedNodes(heap)).toBe(2);
  });

  it('falls back to the "Detached" names in a snapshot without the field', () => {
    const heap = snapshot([
      [3, 0, 1, 400, 0],
      [3, 1, 3, 400, 0],
    ]);
    heap.strings = ['HTMLDivElement', 'Detached HTMLDivElement'];
    expect(detachedNodes(heap)).toBe(1);
  });
});
