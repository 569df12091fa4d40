/**
 * Reads a V8 .cpuprofile (node --cpu-prof) of the built app: self and total time per function, each
 * function placed at its original file and line through the chunk's source map when there is one
 * (Turbopack bundles our lib/* with zod and @prisma/client into .next/server/chunks; Next.js ships
 * maps for its compiled runtimes, so React's server renderer can be told apart from Next itself),
 * and each given an area (package or folder of ours) for the summary.
 */
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type CpuProfile = { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] };

export type FunctionCost = {
  key: string;
  name: string;
  location: string;
  area: string;
  selfMs: number;
  totalMs: number;
};
export type ProfileCosts = {
  busyMs: number;
  idleMs: number;
  spanMs: number;
  functions: FunctionCost[];
  /** Self time per area with native and builtin frames (socket writes, Intl, JSON) charged to their JS caller's area. */
  chargedToCaller: Map<string, number>;
};

export const nativeArea = 'native / V8 builtins (no script)';

const projectRoot = process.cwd();
const maps = new Map<string, { map: SourceMap; dir: string } | null>();

function sourceMapOf(file: string): { map: SourceMap; dir: string } | null {
  if (maps.has(file)) return maps.get(file)!;
  let map: { map: SourceMap; dir: string } | null = null;
  try {
    const beside = `${file}.map`;
    const named = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(readFileSync(file, 'utf8').slice(-500))?.[1];
    const mapFile = existsSync(beside)
      ? beside
      : named && !named.startsWith('data:')
        ? path.resolve(path.dirname(file), named)
        : null;
    if (mapFile && existsSync(mapFile)) {
      map = { map: new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8'))), dir: path.dirname(mapFile) };
    }
  } catch {
    map = null; // unreadable or malformed: the generated position stands
  }
  maps.set(file, map);
  return map;
}

/** The original source and 1-based line of a frame, or its generated file and line. */
function locate(frame: CallFrame): { source: string; line: number } {
  const { url, lineNumber, columnNumber } = frame;
  if (!url.startsWith('file://')) return { source: url, line: lineNumber + 1 };
  const file = fileURLToPath(url);
  const found = sourceMapOf(file);
  const entry = found?.map.findEntry(lineNumber, columnNumber);
  if (found && entry && 'originalSource' in entry && entry.originalSource) {
    // Turbopack's sources are relative to the map ("../../../lib/http/route.ts").
    const source = /^\.\.?\//.test(entry.originalSource)
      ? path.resolve(found.dir, entry.originalSource)
      : entry.originalSource;
    return { source, line: entry.originalLine + 1 };
  }
  return { source: file, line: lineNumber + 1 };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Strips bundler prefixes so the path reads from the project root (node_modules/..., lib/...). */
function cleanSource(source: string): string {
  const cleaned = source
    .replace(/^webpack:\/\/([^/]+)\/\.\//, 'node_modules/$1/') // Next's compiled runtimes: webpack://next/./dist/...
    .replace(/^(turbopack|webpack):\/\/+(\[project\]\/)?/, '')
    .replace(/^\[project\]\//, '')
    .replace(/^file:\/\//, '')
    .replace(/^\(rsc\)\/|^\(ssr\)\//, '');
  const decoded = cleaned.includes('%') ? safeDecode(cleaned) : cleaned; // node_modules/%40date-fns/...
  const fromRoot = decoded.startsWith(projectRoot) ? path.relative(projectRoot, decoded) : decoded;
  // Next's compiled runtimes map to their own sources (next/dist/compiled/react-dom/...): keep the package path.
  const inModules = fromRoot.lastIndexOf('node_modules/');
  return inModules >= 0 ? fromRoot.slice(inModules) : fromRoot;
}

const packageAreas: [RegExp, string][] = [
  [/(^|\/)(react-dom|react-server-dom-[a-z]+|react)\//, 'react-dom server (render, RSC)'],
  [/(^|\/)next\//, 'next'],
  [
    /(^|\/)(@prisma\/|prisma\/|pg|pg-[a-z]+|postgres-[a-z]+|generated\/prisma)|query_compiler|^wasm:/,
    '@prisma/client + adapter-pg + pg',
  ],
  [/(^|\/)zod\//, 'zod'],
  [/(^|\/)(pino|pino-[a-z]+|sonic-boom|thread-stream|fast-redact|quick-format-unescaped)\//, 'pino'],
  [/(^|\/)(@date-fns\/tz|date-fns(-tz)?)\//, 'date-fns / @date-fns/tz'],
];

function areaOf(frame: CallFrame, source: string): string {
  if (frame.functionName === '(garbage collector)') return 'GC';
  if (frame.functionName === '(program)') return '(program: native, unattributed)';
  if (frame.functionName === '(idle)') return '(idle)';
  if (frame.functionName === '(root)') return '(root)';
  if (source.startsWith('node:') || /^(internal|node)\//.test(source)) return 'node internals';
  if (!source) return nativeArea;
  for (const [pattern, area] of packageAreas) if (pattern.test(source)) return area;
  const ours = /^(lib\/[^/]+|app|components|proxy\.ts|instrumentation[^/]*|server)(\/|$)/.exec(source);
  if (ours) return ours[1]!.startsWith('lib/') ? ours[1]! : `${ours[1]!.replace(/\.ts$/, '')}/*`;
  const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return `other package: ${pkg[1]}`;
  if (source.startsWith('[turbopack]/')) return 'next'; // Turbopack's module runtime inside the chunks
  if (source.includes('.next/server/')) return 'app chunks (no source map)';
  return 'other';
}

/**
 * Self time per sample is the gap to the next sample (what DevTools shows). `skipMs` drops the first
 * milliseconds of the profile (start-up and compilation before the load began).
 */
export function readCpuProfile(file: string, { skipMs = 0 } = {}): ProfileCosts {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

  const selfUs = new Map<number, number>();
  let clock = profile.startTime;
  const skipUntil = profile.startTime + skipMs * 1000;
  for (let index = 0; index < profile.samples.length; index++) {
    clock += profile.timeDeltas[index] ?? 0;
    const next = profile.timeDeltas[index + 1] ?? 0;
    if (clock < skipUntil) continue;
    const id = profile.samples[index]!;
    selfUs.set(id, (selfUs.get(id) ?? 0) + next);
  }

  const functions = new Map<string, FunctionCost>();
  const keyOf = new Map<number, string>();
  for (const node of profile.nodes) {
    const { source, line } = locate(node.callFrame);
    const cleaned = cleanSource(source);
    const name = node.callFrame.functionName || '(anonymous)';
    const location = cleaned ? `${cleaned}:${line}` : '';
    const key = `${name} ${location}`;
    keyOf.set(node.id, key);
    if (!functions.has(key)) {
      functions.set(key, { key, name, location, area: areaOf(node.callFrame, cleaned), selfMs: 0, totalMs: 0 });
    }
  }
  let busyMs = 0;
  let idleMs = 0;
  const chargedToCaller = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const cost = functions.get(keyOf.get(id)!)!;
    cost.selfMs += us / 1000;
    if (cost.area === '(idle)') idleMs += us / 1000;
    else busyMs += us / 1000;
    // Total time: each function on the stack once (recursion counted once).
    const seen = new Set<string>();
    let charged = cost.area === nativeArea ? undefined : cost.area;
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const key = keyOf.get(at)!;
      const area = functions.get(key)!.area;
      if (!charged && area !== nativeArea && !area.startsWith('(')) charged = area;
      if (seen.has(key) || !byId.has(at)) continue;
      seen.add(key);
      functions.get(key)!.totalMs += us / 1000;
    }
    if (cost.area !== '(idle)') {
      const area = charged ?? nativeArea;
      chargedToCaller.set(area, (chargedToCaller.get(area) ?? 0) + us / 1000);
    }
  }
  const spanMs = (profile.endTime - profile.startTime) / 1000 - skipMs;
  return { busyMs, idleMs, spanMs, functions: [...functions.values()], chargedToCaller };
}
