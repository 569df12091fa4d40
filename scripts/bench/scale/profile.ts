// npm run bench:scale:profile -- [--duration 15 --connections 10 --each --routes availability,roster page,...]
// Issue #20: where the app's time goes. The built app (NEXT_DIST_DIR) on the scale database, started
// with node --cpu-prof, loaded route after route, stopped with SIGTERM (its graceful shutdown exits,
// so V8 writes the profile) and summarized (profile-summary.ts) without the start-up and warm-up.
// --each: one instance and one profile per route. Needs bench:scale:seed and a build; APP_NODE_OPTIONS adds flags.
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startProfiledApp } from './profiled-app';
import { scaleDatabaseUrl } from './dataset';
import { readCpuProfile } from './cpu-profile';
import { figures, runLoad } from './load';
import { summaryLines } from './profile-summary';
import { benchAppEnv, datasetRoutes, findScaleTenants } from './dataset-routes';
import type { ScaleRoute } from './routes';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '10' },
    routes: { type: 'string', default: 'availability,roster page,calendar week,dashboard summary' },
    each: { type: 'boolean', default: false },
    port: { type: 'string', default: process.env.SCALE_PORT ?? '3380' },
  },
});
const distDir = process.env.NEXT_DIST_DIR ?? '.next';
if (!existsSync(`${distDir}/BUILD_ID`)) throw new Error(`no build in ${distDir}: run next build (NEXT_DIST_DIR)`);
const outDir = path.resolve(`.data/profiles/${new Date().toISOString().replace(/[:.]/g, '-')}`);
mkdirSync(outDir, { recursive: true });
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

const sql = new pg.Client({ connectionString: scaleDatabaseUrl });
await sql.connect();
const { hot, roster } = await findScaleTenants(sql);
const wanted = values.routes.split(',').map((name) => name.trim());
const routes = (await datasetRoutes(sql, { hot, roster })).filter((route) =>
  wanted.some((name) => route.name.startsWith(name)),
);

async function profileRoutes(group: ScaleRoute[], label: string) {
  const dir = path.join(outDir, label.replace(/\W+/g, '-'));
  mkdirSync(dir, { recursive: true });
  const spawnedAt = performance.now();
  const app = await startProfiledApp(Number(values.port), dir, {
    ...benchAppEnv,
    LOG_LEVEL: 'warn',
    UPLOADS_DIR: `.data/scale-${process.pid}/uploads`,
  });
  for (const route of group) await runLoad(app.url, route.next, { connections: 1, seconds: 2 }); // warm-up, skipped
  const loadFrom = performance.now() - spawnedAt;
  console.info(`\n== ${label}: load average ${loadAverage()}`);
  let requests = 0;
  for (const route of group) {
    const sample = await runLoad(app.url, route.next, {
      connections: Number(values.connections),
      seconds: Number(values.duration),
    });
    const figure = figures(sample);
    requests += sample.ok + sample.failed;
    console.info(
      `  ${route.name}: ${values.connections} conn, p50 ${figure.p50} ms, ${figure.rps.toFixed(0)} req/s, failed ${sample.failed}`,
    );
  }
  const pid = app.child.pid;
  await app.stop();
  const file = readdirSync(dir)
    .filter((name) => name.endsWith('.cpuprofile') && name.includes(`.${pid}.`))
    .map((name) => path.join(dir, name))
    .sort((a, b) => statSync(b).size - statSync(a).size)[0];
  if (!file) throw new Error(`no profile written in ${dir}`);
  console.info(`  profile ${path.relative(process.cwd(), file)} (first ${(loadFrom / 1000).toFixed(1)} s skipped)`);
  for (const line of summaryLines(readCpuProfile(file, { skipMs: loadFrom }), { requests })) console.info(`  ${line}`);
}

console.info(`build ${distDir}, ${os.availableParallelism()} cores, load average ${loadAverage()}`);
if (values.each) for (const route of routes) await profileRoutes([route], route.name);
else await profileRoutes(routes, routes.map((route) => route.name.split(' ')[0]).join('+'));
await sql.query(
  `DELETE FROM auth_sessions WHERE "teacherId" = ANY($1) AND "userAgent" IS NULL AND "ipAddress" IS NULL`,
  [[hot.id, roster.id]],
);
await sql.end();
process.exit(0);
