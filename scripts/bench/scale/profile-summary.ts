// npm run bench:scale:profile-summary -- [file.cpuprofile | dir, default .data/profiles] [--top 25] [--skip-ms 0] [--requests N]
// Issue #20: the "profile excerpt". Self time of a CPU profile of the app (node --cpu-prof) grouped
// by area (next, React's server renderer, Prisma and pg, zod, pino, our lib/* and app/*, node
// internals, GC), the top functions by self time with file:line, and our own functions by total
// time (with what they call), which says which of our calls owns a library's cost.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readCpuProfile, type FunctionCost, type ProfileCosts } from './cpu-profile';

export function newestProfile(target: string): string {
  if (!statSync(target).isDirectory()) return target;
  const files = readdirSync(target)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => path.join(target, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (!files.length) throw new Error(`no .cpuprofile in ${target}`);
  return files[0]!;
}

const isOurs = (area: string) => /^(lib\/|app\/|components\/|proxy|instrumentation|server)/.test(area);
const pct = (ms: number, of: number) => `${((ms / of) * 100).toFixed(1).padStart(5)}%`;
const msText = (ms: number) => ms.toFixed(0).padStart(7);

/** `requests`: how many the profiled span served, for the CPU time per request (profile.ts knows it). */
export function summaryLines(costs: ProfileCosts, { top = 25, ours = 15, requests = 0 } = {}): string[] {
  const { busyMs, idleMs, spanMs, functions } = costs;
  const perRequest = (ms: number) => (requests ? `  ${(ms / requests).toFixed(2).padStart(6)} ms/req` : '');
  const lines = [
    `profile: ${(spanMs / 1000).toFixed(1)} s, busy ${(busyMs / 1000).toFixed(1)} s, idle ${(idleMs / 1000).toFixed(1)} s; percentages are of busy time` +
      (requests ? `; ${requests} requests, ${(busyMs / requests).toFixed(2)} ms of CPU each` : ''),
    '',
    '(a) self time by area; "charged": native and builtin frames (socket writes, Intl, JSON) counted to their JS caller',
    `  ${'self'.padStart(10)} ${''.padStart(6)}  ${'charged'.padStart(10)} ${''.padStart(6)}`,
  ];
  const areas = new Map<string, number>();
  for (const fn of functions) if (fn.area !== '(idle)') areas.set(fn.area, (areas.get(fn.area) ?? 0) + fn.selfMs);
  const sumOurs = (entries: Iterable<[string, number]>) =>
    [...entries].filter(([area]) => isOurs(area)).reduce((sum, [, ms]) => sum + ms, 0);
  const both = (self: number, charged: number) =>
    `  ${msText(self)} ms ${pct(self, busyMs)}  ${msText(charged)} ms ${pct(charged, busyMs)}`;
  for (const [area, ms] of [...areas].sort((a, b) => b[1] - a[1])) {
    if (ms / busyMs < 0.002 && (costs.chargedToCaller.get(area) ?? 0) / busyMs < 0.002) continue;
    const charged = costs.chargedToCaller.get(area) ?? 0;
    lines.push(`${both(ms, charged)}${perRequest(charged)}  ${area}`);
  }
  const oursCharged = sumOurs(costs.chargedToCaller);
  lines.push(
    `${both(sumOurs(areas), oursCharged)}${perRequest(oursCharged)}  (our code together: lib/*, app/*, components/*, proxy, server)`,
  );

  lines.push('', `(b) top ${top} functions by self time`);
  const row = (fn: FunctionCost, ms: number) =>
    `  ${msText(ms)} ms ${pct(ms, busyMs)}  ${fn.name.slice(0, 40).padEnd(40)} ${fn.location || '-'}  [${fn.area}]`;
  const bySelf = functions.filter((fn) => fn.area !== '(idle)').sort((a, b) => b.selfMs - a.selfMs);
  for (const fn of bySelf.slice(0, top)) lines.push(row(fn, fn.selfMs));

  lines.push('', `(c) our functions by total time (self + what they call), top ${ours}`);
  const byTotal = functions.filter((fn) => isOurs(fn.area)).sort((a, b) => b.totalMs - a.totalMs);
  for (const fn of byTotal.slice(0, ours)) lines.push(row(fn, fn.totalMs));
  return lines;
}

const invokedDirectly = process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]));
if (invokedDirectly) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      top: { type: 'string', default: '25' },
      ours: { type: 'string', default: '15' },
      'skip-ms': { type: 'string', default: '0' },
      requests: { type: 'string', default: '0' },
    },
  });
  const file = newestProfile(positionals[0] ?? '.data/profiles');
  console.info(`file: ${file}`);
  const costs = readCpuProfile(file, { skipMs: Number(values['skip-ms']) });
  for (const line of summaryLines(costs, {
    top: Number(values.top),
    ours: Number(values.ours),
    requests: Number(values.requests),
  }))
    console.info(line);
}
