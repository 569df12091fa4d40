// npm run bench:public-page [-- --seconds 20 --rounds 4 --connections 10 --port 3396 --url http://127.0.0.1:3000]
// Issue 38, item 3: the teacher's public page (`/demo`, served from the page cache) against
// `/api/health` at the same connection count, interleaved in one run (health, page, health, page...
// in `rounds` slices of `seconds / rounds`), so both meet the same machine. Prints req/s, p50/p95,
// the app's CPU per request (/proc) and the page's size, the ratio and the target (0.6 of health).
// Without --url it starts the build in NEXT_DIST_DIR on the embedded default (./embedded-app.ts), or
// on PostgreSQL with --database-url (the demo data is seeded into it).
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { startEmbeddedApp } from './embedded-app';
import { emptySample, figures, runLoad, type LoadSample } from './scale/load';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '4' },
    connections: { type: 'string', default: '10' },
    port: { type: 'string', default: '3396' },
    url: { type: 'string' },
    page: { type: 'string', default: '/demo' },
    // A PostgreSQL database for the app (DEMO_DATA=1 migrates and seeds it); default: the embedded
    // PGlite, which runs in the app's own process and so takes CPU from every request.
    'database-url': { type: 'string' },
  },
});
const connections = Number(values.connections);
const rounds = Math.max(1, Number(values.rounds));
const slice = Number(values.seconds) / rounds;
const say = (line: string) => console.info(line);
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

/** User + system CPU of a process in ms (Linux /proc; clock ticks of 10 ms). */
function cpuMs(pid: number | undefined): number {
  if (!pid) return NaN;
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const app = values.url ? { url: values.url.replace(/\/$/, ''), pid: undefined, stop: async () => {} } : await startEmbeddedApp(Number(values.port), values['database-url'] ? { DATABASE_URL: values['database-url'] } : {});
try {
  const page = await fetch(new URL(values.page, app.url));
  const body = await page.arrayBuffer();
  const headers = ['cache-control', 'vary', 'x-nextjs-cache', 'etag'].map((name) => `${name}: ${page.headers.get(name)}`);
  say(`${values.page}: ${page.status}, ${(body.byteLength / 1024).toFixed(1)} KB; ${headers.join('; ')}`);
  const routes = [
    { name: '/api/health', path: '/api/health' },
    { name: values.page, path: values.page },
  ];
  // Warm both (the page's first render fills the cache; JIT).
  for (const route of routes) await runLoad(app.url, () => ({ method: 'GET', path: route.path, headers: {} }), { connections, seconds: 2 });
  const samples = new Map<string, { sample: LoadSample; cpu: number }>(routes.map((r) => [r.name, { sample: emptySample(), cpu: 0 }]));
  say(`load average before: ${load()}`);
  for (let round = 0; round < rounds; round++) {
    for (const route of round % 2 ? [...routes].reverse() : routes) {
      const entry = samples.get(route.name)!;
      const before = cpuMs(app.pid);
      await runLoad(app.url, () => ({ method: 'GET', path: route.path, headers: {} }), { connections, seconds: slice }, entry.sample);
      entry.cpu += cpuMs(app.pid) - before;
    }
  }
  say(`load average after: ${load()}`);
  const health = figures(samples.get('/api/health')!.sample).rps;
  say(`${'route'.padEnd(14)} conn   req/s   p50 ms   p95 ms  cpu ms/req  failed  ratio`);
  for (const route of routes) {
    const { sample, cpu } = samples.get(route.name)!;
    const f = figures(sample);
    say(
      `${route.name.padEnd(14)} ${String(connections).padStart(4)} ${f.rps.toFixed(0).padStart(7)} ${f.p50.toFixed(1).padStart(8)} ` +
        `${f.p95.toFixed(1).padStart(8)} ${(cpu / Math.max(sample.ok, 1)).toFixed(2).padStart(11)} ${String(sample.failed).padStart(7)} ` +
        `${(f.rps / health).toFixed(2).padStart(6)}`,
    );
  }
  const ratio = figures(samples.get(values.page)!.sample).rps / health;
  say(`target: ${values.page} >= 0.6 of /api/health at ${connections} connections: ${ratio >= 0.6 ? 'met' : 'MISSED'} (${ratio.toFixed(2)})`);
} finally {
  await app.stop();
}
