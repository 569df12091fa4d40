// The long tasks of a page load and what ran in them, from a Chromium trace that holds V8's sampling
// profiler (scripts/bench/hydration-profile.ts). Each profiler sample is charged to the leaf frame's
// script (a chunk, named by the libraries its text holds, or the page's inline scripts: Next's RSC
// payload) or, when no script ran, to the browser's innermost work at that moment (HTML parsing,
// style, layout, compiling, garbage collection).
import { gzipSync } from 'node:zlib';

export type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event: unlike `dur`, not lengthened by other processes on the machine. */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: TraceArgs;
};
type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; parent?: number };
/** The fields of a trace event's `args` read here (thread names, script URLs, profiler chunks). */
type TraceArgs = {
  name?: string;
  fileName?: string;
  beginData?: { url?: string };
  data?: {
    url?: string;
    startTime?: number;
    cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
    timeDeltas?: number[];
  };
};

/** Strings that name a library inside a minified chunk. */
const markers: [string, RegExp][] = [
  ['react-dom', /__reactFiber|react-dom/],
  ['next-router', /__next_f|next-router-state-tree/],
  ['zod', /ZodError|\$ZodType/],
  ['react-query', /No mutationFn found|QueryClient/],
  ['sonner', /data-sonner-toaster/],
  ['react-hook-form', /HookFormContext/],
  ['tailwind-merge', /fvn-normal/],
  ['next-intl', /IntlMessageFormat/],
  ['date-fns', /in the afternoon|constructDateFrom/],
  ['lucide', /lucide/],
];

/** Browser work with no script on the stack, innermost first wins. */
const browserWork: Record<string, string> = {
  ParseHTML: 'browser: parse HTML',
  UpdateLayoutTree: 'browser: style',
  Layout: 'browser: layout',
  Layerize: 'browser: paint/layers',
  PrePaint: 'browser: paint/layers',
  Paint: 'browser: paint/layers',
  'v8.compile': 'browser: compile script',
  'v8.compileModule': 'browser: compile script',
  'V8.CompileCode': 'browser: compile script',
  'v8.produceCache': 'browser: compile script',
  MajorGC: 'browser: garbage collection',
  MinorGC: 'browser: garbage collection',
};

const ms = (us: number) => us / 1000;
const fmt = (value: number) => value.toFixed(0).padStart(5);

export async function summariseTrace(events: TraceEvent[], base: string, fetchText: (url: string) => Promise<string>) {
  // The page's renderer main thread: the CrRendererMain that ran the most tasks.
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const busy = (e: { pid: number; tid: number }) =>
    events
      .filter((t) => t.pid === e.pid && t.tid === e.tid && t.name === 'RunTask' && t.ph === 'X')
      .reduce((sum, t) => sum + (t.dur ?? 0), 0);
  const main = mains.sort((a, b) => busy(b) - busy(a))[0]!;
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined);
  const firstParse = onMain.find(
    (e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').startsWith(base),
  );
  const start = firstParse?.ts ?? 0;
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ts >= start);
  // Long and blocking by the thread's CPU time: a shared machine's other work lengthens the wall time.
  const cpu = (e: TraceEvent) => ms(e.tdur ?? e.dur!);
  const long = tasks.filter((e) => cpu(e) > 50);
  const blockingMs = long.reduce((sum, e) => sum + cpu(e) - 50, 0);
  const wallBlockingMs = tasks.reduce((sum, e) => sum + Math.max(0, ms(e.dur!) - 50), 0);
  // Total blocking time counts from the first contentful paint: the first style and layout come before it.
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid)?.ts;
  const afterPaintMs = long.filter((e) => fcp !== undefined && e.ts >= fcp).reduce((sum, e) => sum + cpu(e) - 50, 0);

  // The sampling profile of that thread.
  const profile =
    events.find((e) => e.name === 'Profile' && e.pid === main.pid && e.tid === main.tid) ??
    events.find((e) => e.name === 'Profile' && e.pid === main.pid);
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  let clock = profile?.args?.data?.startTime ?? 0;
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.id === profile?.id && e.pid === main.pid)) {
    const data = chunk.args?.data ?? {};
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids: number[] = data.cpuProfile?.samples ?? [];
    const deltas: number[] = data.timeDeltas ?? [];
    ids.forEach((id, index) => {
      clock += deltas[index] ?? 0;
      samples.push({ ts: clock, node: id });
    });
  }

  // Chunk names: the file and the libraries its text holds.
  const labels = new Map<string, string>();
  const label = async (url: string) => {
    if (!labels.has(url)) {
      if (!url.includes('/_next/static/'))
        labels.set(url, url.startsWith(base) ? 'page inline scripts (RSC payload)' : url || 'unknown');
      else {
        const text = await fetchText(url);
        const holds = markers.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
        const file = url.replace(/^.*\/_next\/static\/chunks\//, '').replace(/\?.*$/, '');
        labels.set(
          url,
          `${file} (${(gzipSync(text).length / 1024).toFixed(1)} KB${holds.length ? `: ${holds.join(', ')}` : ''})`,
        );
      }
    }
    return labels.get(url)!;
  };
  const knownWork = onMain.filter((e) => e.name in browserWork);
  // V8 compiling a function on its first call (lazy compilation) shows as that function's own time.
  const lazyCompiles = onMain.filter((e) => e.name === 'V8.CompileCode' || e.name === 'V8.ParseFunction');
  const compiling = (ts: number) => lazyCompiles.some((e) => e.ts <= ts && ts < e.ts + e.dur!);
  const innermostWork = (ts: number) =>
    knownWork.filter((e) => e.ts <= ts && ts < e.ts + e.dur!).sort((a, b) => a.dur! - b.dur!)[0];

  /** What a sample charges: a script, or the browser's work when no script was on the stack. */
  const chargeOf = async (ts: number, id: number) => {
    const frame = nodes.get(id)?.callFrame;
    if (!frame) return 'unknown';
    if (frame.functionName === '(garbage collector)') return 'browser: garbage collection';
    if (frame.url) return compiling(ts) ? `compile on first call: ${await label(frame.url)}` : label(frame.url);
    // A built-in (JSON.parse, a regexp) charges the script that called it.
    for (let node = nodes.get(id); node; node = node.parent ? nodes.get(node.parent) : undefined) {
      if (node.callFrame.url) return label(node.callFrame.url);
    }
    const work = innermostWork(ts);
    return work ? browserWork[work.name]! : `browser: other (${frame.functionName})`;
  };
  // The interval a sample stands for: up to the next one.
  const split = async (from: number, to: number) => {
    const totals = new Map<string, number>();
    const inside = samples.filter((s) => s.ts >= from && s.ts < to);
    for (let i = 0; i < inside.length; i++) {
      const { ts, node } = inside[i]!;
      const until = inside[i + 1]?.ts ?? to;
      const name = nodes.get(node)?.callFrame.functionName;
      if (name === '(idle)') continue;
      const key = await chargeOf(ts, node);
      totals.set(key, (totals.get(key) ?? 0) + ms(until - ts));
    }
    return [...totals].sort((a, b) => b[1] - a[1]);
  };
  /** What started a task: its outermost script evaluation, function call, timer or parse. */
  const trigger = (task: TraceEvent) => {
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur!);
    const first = inside.find((e) =>
      ['EvaluateScript', 'v8.run', 'FunctionCall', 'TimerFire', 'ParseHTML', 'RunMicrotasks', 'EventDispatch'].includes(
        e.name,
      ),
    );
    const url = first?.args?.data?.url ?? first?.args?.beginData?.url ?? first?.args?.fileName ?? '';
    return first
      ? `${first.name}${url ? ` ${url.replace(/^.*\/_next\/static\/chunks\//, '').replace(base, '')}` : ''}`
      : 'other';
  };

  const lines: string[] = [];
  const totalMain = tasks.reduce((sum, e) => sum + cpu(e), 0);
  lines.push(
    `main thread from the HTML's first byte: ${tasks.length} tasks, ${totalMain.toFixed(0)} ms of CPU; ` +
      `${long.length} over 50 ms, ${blockingMs.toFixed(0)} ms blocking (their CPU time over 50 ms; ` +
      `${wallBlockingMs.toFixed(0)} ms by wall time); ` +
      (fcp === undefined
        ? 'no first contentful paint in the trace'
        : `first contentful paint at +${ms(fcp - start).toFixed(0)} ms, ${afterPaintMs.toFixed(0)} ms blocking after it`),
  );
  for (const task of long) {
    const share = ((cpu(task) - 50) / blockingMs) * 100;
    lines.push(
      `  long task at +${fmt(ms(task.ts - start))} ms: ${fmt(cpu(task))} ms CPU, ${fmt(ms(task.dur!))} ms wall ` +
        `(${share.toFixed(0)}% of the blocking), started by ${trigger(task)}`,
    );
    for (const [key, value] of (await split(task.ts, task.ts + task.dur!)).slice(0, 8)) {
      lines.push(`      ${fmt(value)} ms  ${key}`);
    }
  }
  lines.push('  all tasks, by what ran:');
  const end = tasks.at(-1) ? tasks.at(-1)!.ts + tasks.at(-1)!.dur! : start;
  for (const [key, value] of (await split(start, end)).slice(0, 14)) lines.push(`      ${fmt(value)} ms  ${key}`);
  return { blockingMs, afterPaintMs, report: lines.join('\n') };
}
