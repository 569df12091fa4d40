import { readFileSync } from 'node:fs';

type Snapshot = {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
};

/** Live bytes of a V8 heap snapshot (taken after a full GC), by node type and constructor name. */
export function heapByConstructor(path: string): { total: number; byName: Map<string, number> } {
  const heap = JSON.parse(readFileSync(path, 'utf8')) as Snapshot;
  const fields = heap.snapshot.meta.node_fields;
  const width = fields.length;
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field)) as [
    number,
    number,
    number,
  ];
  const types = heap.snapshot.meta.node_types[0];
  const byName = new Map<string, number>();
  let total = 0;
  for (let offset = 0; offset < heap.nodes.length; offset += width) {
    const type = types[heap.nodes[offset + typeAt]!]!;
    const size = heap.nodes[offset + sizeAt]!;
    const name = type === 'object' || type === 'closure' ? heap.strings[heap.nodes[offset + nameAt]!]! : `(${type})`;
    const key = `${type}:${name.slice(0, 60)}`;
    byName.set(key, (byName.get(key) ?? 0) + size);
    total += size;
  }
  return { total, byName };
}

/** The constructors that grew most between two snapshots, in MB. */
export function heapGrowth(before: string, after: string, top = 12) {
  const [a, b] = [heapByConstructor(before), heapByConstructor(after)];
  const rows = [...b.byName].map(([name, size]) => ({ name, mb: (size - (a.byName.get(name) ?? 0)) / 2 ** 20 }));
  rows.sort((x, y) => y.mb - x.mb);
  return { beforeMb: a.total / 2 ** 20, afterMb: b.total / 2 ** 20, top: rows.slice(0, top) };
}
