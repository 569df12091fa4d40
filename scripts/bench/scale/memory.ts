// npm run bench:scale:memory [-- --duration 20 --connections 10]   (after bench:scale:seed and a build)
// Issue #20, item 3: where an instance's memory goes under load. One instance on the scale database
// with --heapsnapshot-signal; a heap snapshot (V8 runs a full GC first, so it is the live heap)
// when warm and after `duration` seconds of the hot routes at 10 connections, the RSS beside each,
// and the constructors that grew. Extra V8 flags for the app come from APP_NODE_OPTIONS.
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startApp } from '../../reliability/app-cluster';
import { scaleDatabaseUrl } from './dataset';
import { heapGrowth } from './heap-summary';
import { runLoad } from './load';
import { benchAppEnv, datasetRoutes, findScaleTenants } from './dataset-routes';

const { values } = parseArgs({
  options: { duration: { type: 'string', default: '20' }, connections: { type: 'string', default: '10' } },
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const snapshotDir = `/tmp/lektio-heap-${process.pid}`;

const sql = new pg.Client({ connectionString: scaleDatabaseUrl });
await sql.connect();
const tenants = await findScaleTenants(sql);
const routes = await datasetRoutes(sql, tenants);
await sql.end();

mkdirSync(snapshotDir, { recursive: true }); // V8 writes nowhere if it is missing
const nodeOptions = `--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${snapshotDir} ${process.env.APP_NODE_OPTIONS ?? ''}`;
const app = await startApp(Number(process.env.SCALE_PORT ?? 3376), {
  ...benchAppEnv,
  LOG_LEVEL: 'warn',
  NODE_OPTIONS: nodeOptions,
});
const rss = () => {
  const status = readFileSync(`/proc/${app.child.pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
};
async function snapshot(): Promise<string> {
  const before = new Set(readdirSafe());
  app.child.kill('SIGUSR2');
  for (let waited = 0; waited < 180_000; waited += 1000) {
    await sleep(1000);
    const fresh = readdirSafe().find((name) => !before.has(name) && name.endsWith('.heapsnapshot'));
    // Written once its size stops changing.
    if (fresh) {
      const path = `${snapshotDir}/${fresh}`;
      const size = () => readFileSync(path).length;
      let last = -1;
      while (last !== size() || last === 0) {
        last = size();
        await sleep(1000);
      }
      return path;
    }
  }
  throw new Error('no heap snapshot within 180 s');
}
function readdirSafe() {
  try {
    return readdirSync(snapshotDir);
  } catch {
    return [];
  }
}

console.info(`app flags: ${nodeOptions}`);
console.info(`RSS after start ${rss()} MB`);
for (const route of routes) await runLoad(app.url, route.next, { connections: 1, seconds: 1 });
const warmRss = rss();
const warm = await snapshot();
console.info(`RSS warm ${warmRss} MB (after the snapshot's GC: ${rss()} MB)`);
let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, rss())), 500);
const connections = Number(values.connections);
const perRoute = Number(values.duration) / routes.length;
for (const route of routes) await runLoad(app.url, route.next, { connections, seconds: perRoute });
clearInterval(sampler);
const loadedRss = rss();
const loaded = await snapshot();
console.info(
  `RSS peak under ${connections} connections ${peak} MB, after ${loadedRss} MB (after the snapshot's GC: ${rss()} MB)`,
);
await sleep(30_000);
console.info(`RSS 30 s idle later ${rss()} MB`);
const growth = heapGrowth(warm, loaded);
console.info(`live heap: ${growth.beforeMb.toFixed(1)} MB warm, ${growth.afterMb.toFixed(1)} MB after load`);
for (const row of growth.top) console.info(`  ${row.mb.toFixed(2).padStart(7)} MB  ${row.name}`);
await app.stop();
rmSync(snapshotDir, { recursive: true, force: true });
process.exit(0);
