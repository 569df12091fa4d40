import type { HttpMethod } from '@/lib/core/route-contract';
import { routeContracts } from './routes';

/** Served outside the documented API: Inngest's own protocol and the document itself. */
const undocumentedRoutes: { method: HttpMethod; path: string }[] = [
  { method: 'GET', path: '/api/openapi.json' },
  { method: 'GET', path: '/api/inngest' },
  { method: 'POST', path: '/api/inngest' },
  { method: 'PUT', path: '/api/inngest' },
];

/** Path parameters that take the rest of the path (a `[...name]` folder). */
export const catchAllPaths = new Set(['/api/avatars/{key}']);

type Segment = { kind: 'static'; text: string } | { kind: 'param' } | { kind: 'rest' };
type Entry = { path: string; segments: Segment[]; methods: Set<string> };

function parse(path: string): Segment[] {
  const parts = path.split('/').filter(Boolean);
  return parts.map((part, index) => {
    if (!/^\{\w+\}$/.test(part)) return { kind: 'static', text: part };
    return index === parts.length - 1 && catchAllPaths.has(path) ? { kind: 'rest' } : { kind: 'param' };
  });
}

const entries: Entry[] = (() => {
  const byPath = new Map<string, Entry>();
  for (const { method, path } of [...routeContracts, ...undocumentedRoutes]) {
    const entry = byPath.get(path) ?? { path, segments: parse(path), methods: new Set<string>() };
    entry.methods.add(method);
    byPath.set(path, entry);
  }
  return [...byPath.values()];
})();

/** How well an entry matches, segment by segment (static beats a parameter, which beats the rest). */
function score(entry: Entry, parts: string[]): number[] | null {
  const ranks: number[] = [];
  for (const [index, segment] of entry.segments.entries()) {
    if (segment.kind === 'rest') return index < parts.length ? [...ranks, 0] : null;
    const part = parts[index];
    if (part === undefined) return null;
    if (segment.kind === 'static' && segment.text !== part) return null;
    ranks.push(segment.kind === 'static' ? 2 : 1);
  }
  return ranks.length === parts.length ? ranks : null;
}

const better = (a: number[], b: number[]) => {
  for (let index = 0; index < Math.min(a.length, b.length); index++)
    if (a[index] !== b[index]) return a[index]! > b[index]!;
  return a.length > b.length;
};

/** Entries by their number of segments (a catch-all also under every longer count): a lookup scores a few, not all. */
const bySegmentCount = (() => {
  const longest = Math.max(...entries.map((entry) => entry.segments.length)) + 8;
  const buckets = new Map<number, Entry[]>();
  for (const entry of entries) {
    const rest = entry.segments.at(-1)?.kind === 'rest';
    const counts = rest ? Array.from({ length: longest }, (_, index) => index + entry.segments.length) : [entry.segments.length];
    for (const count of counts) buckets.set(count, [...(buckets.get(count) ?? []), entry]);
  }
  return (count: number) => buckets.get(count) ?? entries.filter((entry) => entry.segments.at(-1)?.kind === 'rest');
})();

/** The route Next.js would pick for a pathname (static segments first), or null when none exists. */
export function findApiRoute(pathname: string): { path: string; methods: string[] } | null {
  const parts = pathname.split('/').filter(Boolean);
  let best: { entry: Entry; ranks: number[] } | null = null;
  for (const entry of bySegmentCount(parts.length)) {
    const ranks = score(entry, parts);
    if (ranks && (!best || better(ranks, best.ranks))) best = { entry, ranks };
  }
  return best && { path: best.entry.path, methods: [...best.entry.methods].sort() };
}

/** The Allow header of a route: what it serves, plus what Next.js answers by itself. */
export function allowedMethods(methods: string[]): string[] {
  const allowed = new Set([...methods, 'OPTIONS']);
  if (allowed.has('GET')) allowed.add('HEAD');
  return [...allowed].sort();
}
