// npm run bench:scale:targets [-- --duration 10 --rounds 2 --lighthouse-runs 3]
// After a build (NEXT_DIST_DIR, default .next), `npm run bench:scale:seed` and
// `SCALE_DATABASE=lektio_scale10 npm run bench:scale:seed -- --factor 10`.
// Issue 38's Done-when: every target of the issue in one run, beside /api/health, on the scale
// dataset and at ten times its history. Side by side, the same build runs as shipped on the scale
// database, without its V8 flags (item 5's throughput baseline), and on the 10x database (item 4),
// with a bare node:http server for item 7's floor. Loads are interleaved round by round, so a change
// of the machine's load falls on every lane alike. Figures only: it exits 0 whatever they are.
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { databaseUrl } from '@/test/database-server';
import { startApp } from '../../reliability/app-cluster';
import { auditPageMedian, firstServicePage, launchAuditBrowser } from '../lighthouse-audit';
import { startBareServer } from './bare-server';
import { hotTenantSlug, scaleDatabaseName, scaleDatabaseUrl, scaleServerUrl } from './dataset';
import { benchAppEnv, datasetRoutes, findScaleTenants } from './dataset-routes';
import { emptySample, figures, runLoad, type LoadSample, type RequestShape } from './load';
import { cpuMs, loadAverage, rssMb } from './process-meter';
import { statementTimes } from './roster-targets';
import type { ScaleRoute } from './routes';
import { startStatementTap } from './statement-tap';
import { printTargets, type Measurements } from './targets-report';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '2' },
    port: { type: 'string', default: process.env.SCALE_PORT ?? '3380' },
    'history-database': { type: 'string', default: 'lektio_scale10' },
    'lighthouse-runs': { type: 'string', default: '3' },
  },
});
const secondsPerPass = Number(values.duration) / Number(values.rounds);
const basePort = Number(values.port);
const distDir = process.env.NEXT_DIST_DIR ?? '.next';
if (!existsSync(`${distDir}/BUILD_ID`)) throw new Error(`no build in ${distDir}: run next build first`);
const say = (line: string) => console.info(line);
const historyUrl = databaseUrl(scaleServerUrl, values['history-database']);

const one = new pg.Client({ connectionString: scaleDatabaseUrl });
const ten = new pg.Client({ connectionString: historyUrl });
await Promise.all([one.connect(), ten.connect()]);
const tenants = { one: await findScaleTenants(one), ten: await findScaleTenants(ten) };
const routesOf = async (sql: pg.Client, found: typeof tenants.one, names: string[]) => {
  const all = await datasetRoutes(sql, found);
  return names.map((name) => all.find((route) => route.name === name) ?? fail(`no route ${name}`));
};
const fail = (message: string): never => {
  throw new Error(message);
};

const env = { ...benchAppEnv, LOG_LEVEL: 'warn', UPLOADS_DIR: `.data/scale-${process.pid}/uploads` };
const shipped = await startApp(basePort, env);
process.env.LEKTIO_V8_DEFAULTS = 'off';
const uncapped = await startApp(basePort + 1, env);
delete process.env.LEKTIO_V8_DEFAULTS;
const history = await startApp(basePort + 2, { ...env, DATABASE_URL: historyUrl });
const bare = await startBareServer(basePort + 3);
const bareRoute: ScaleRoute = {
  name: 'bare',
  kind: 'trivial',
  next: () => ({ method: 'GET', path: '/', headers: {} }),
};

type Lane = { key: string; url: string; pid: number; route: ScaleRoute };
const lanesOf = (prefix: string, app: { url: string; child: { pid?: number } }, routes: ScaleRoute[]): Lane[] =>
  routes.map((route) => ({ key: `${prefix} ${route.name}`, url: app.url, pid: app.child.pid!, route }));
const lanes: Lane[] = [
  ...lanesOf(
    '1x',
    shipped,
    await routesOf(one, tenants.one, [
      '/api/health',
      'roster page (20k)',
      'roster search (20k)',
      'public page',
      'dashboard summary',
      'insights overview',
    ]),
  ),
  ...lanesOf(
    '10x',
    history,
    await routesOf(ten, tenants.ten, ['/api/health', 'dashboard summary', 'insights overview']),
  ),
  ...lanesOf(
    'uncapped',
    uncapped,
    await routesOf(one, tenants.one, ['/api/health', 'roster page (20k)', 'public page', 'dashboard summary']),
  ),
  { key: 'bare node', url: bare.url, pid: bare.pid, route: bareRoute },
];

say(`build ${distDir} (BUILD_ID ${readFileSync(`${distDir}/BUILD_ID`, 'utf8').trim()})`);
say(`databases ${scaleDatabaseName} (1x) and ${values['history-database']} (10x); load average ${loadAverage()}`);

const bytes = new Map<string, number>();
async function send(baseUrl: string, shape: RequestShape) {
  const response = await fetch(new URL(shape.path, baseUrl), { ...shape, redirect: 'manual' });
  const body = await response.arrayBuffer();
  if (response.status >= 400) say(`warning: ${shape.path} answered ${response.status}`);
  return body.byteLength;
}
for (const lane of lanes)
  for (let index = 0; index < 20; index++) bytes.set(lane.key, await send(lane.url, lane.route.next()));

const samples = new Map<string, LoadSample>();
const cpu = new Map<string, number>();
const rss = { shipped: 0, uncapped: 0 };
const sampler = setInterval(() => {
  rss.shipped = Math.max(rss.shipped, rssMb(shipped.child.pid!));
  rss.uncapped = Math.max(rss.uncapped, rssMb(uncapped.child.pid!));
}, 500);
for (let round = 0; round < Number(values.rounds); round++) {
  for (const connections of [1, 10] as const) {
    for (const lane of lanes) {
      const key = `${lane.key}@${connections}`;
      if (!samples.has(key)) samples.set(key, emptySample());
      const before = cpuMs(lane.pid);
      await runLoad(lane.url, lane.route.next, { connections, seconds: secondsPerPass }, samples.get(key));
      cpu.set(key, (cpu.get(key) ?? 0) + cpuMs(lane.pid) - before);
    }
  }
}
clearInterval(sampler);
const loadAfterLoads = loadAverage();

// Statements: instances whose database connection runs through the wire-protocol tap.
const tap = await startStatementTap(
  { host: '127.0.0.1', port: Number(new URL(scaleDatabaseUrl).port || 5432) },
  basePort + 4,
);
const throughTap = (url: string) => Object.assign(new URL(url), { port: String(tap.port) }).toString();
const counters = {
  '1x': { app: await startApp(basePort + 5, { ...env, DATABASE_URL: throughTap(scaleDatabaseUrl) }), sql: one },
  '10x': { app: await startApp(basePort + 6, { ...env, DATABASE_URL: throughTap(historyUrl) }), sql: ten },
};
const statements = new Map<string, { count: number; insideMs: number }>();
for (const lane of lanes.filter((lane) => /^(1x|10x) /.test(lane.key) && !lane.key.endsWith('/api/health'))) {
  const counter = counters[lane.key.split(' ')[0] as '1x' | '10x'];
  for (let index = 0; index < 3; index++) await send(counter.app.url, lane.route.next());
  const five = await tap.capture(async () => {
    for (let index = 0; index < 5; index++) await send(counter.app.url, lane.route.next());
  });
  const single = await tap.capture(() => send(counter.app.url, lane.route.next()).then(() => undefined));
  const inside = (await statementTimes(counter.sql, single)).reduce((sum, row) => sum + row.ms, 0);
  statements.set(lane.key, { count: five.length / 5, insideMs: inside });
}
await Promise.all([counters['1x'].app.stop(), counters['10x'].app.stop()]);
await tap.close();

// The phone: Lighthouse on the hot tenant's public page and its first service page, as shipped.
const chrome = await launchAuditBrowser();
const teacherPage = `/${hotTenantSlug}`;
const phonePages = [teacherPage, (await firstServicePage(shipped.url, teacherPage)) ?? fail('no service page')];
const phone: Measurements['phone'] = [];
for (const page of phonePages) {
  const figuresOfPage = await auditPageMedian(
    new URL(page, shipped.url).toString(),
    chrome.port,
    Number(values['lighthouse-runs']),
  );
  phone.push({ page, figures: figuresOfPage });
}
chrome.kill();

await Promise.all([shipped.stop(), uncapped.stop(), history.stop()]);
bare.stop();
for (const [sql, found] of [
  [one, tenants.one],
  [ten, tenants.ten],
] as const) {
  await sql.query(
    `DELETE FROM auth_sessions WHERE "teacherId" = ANY($1) AND "userAgent" IS NULL AND "ipAddress" IS NULL`,
    [[found.hot.id, found.roster.id]],
  );
  await sql.end();
}

const lane = (key: string, connections: 1 | 10) => {
  const sample = samples.get(`${key}@${connections}`) ?? fail(`no lane ${key}`);
  const figure = figures(sample);
  const answered = sample.ok + sample.failed;
  return { ...figure, cpuMs: (cpu.get(`${key}@${connections}`) ?? NaN) / answered, kb: (bytes.get(key) ?? NaN) / 1024 };
};
say('');
say(`${'lane'.padEnd(32)} conn   p50    p95  req/s  cpu ms     KB  failed`);
for (const { key } of lanes) {
  for (const connections of [1, 10] as const) {
    const figure = lane(key, connections);
    const failed = samples.get(`${key}@${connections}`)!.failed;
    say(
      `${key.padEnd(32)} ${String(connections).padStart(4)} ${figure.p50.toFixed(1).padStart(5)} ${figure.p95.toFixed(1).padStart(6)} ` +
        `${figure.rps.toFixed(0).padStart(6)} ${figure.cpuMs.toFixed(2).padStart(7)} ${figure.kb.toFixed(1).padStart(6)} ${String(failed).padStart(7)}`,
    );
  }
}
say(
  "cpu ms: user + system CPU of the lane's process per answered request (/proc, 10 ms ticks); KB: one answer, uncompressed",
);
printTargets(say, {
  lane,
  statements: (key) => statements.get(key) ?? fail(`no statements for ${key}`),
  rss,
  phone,
});
say('');
say(`load average: after the loads ${loadAfterLoads}, at the end ${loadAverage()}`);
process.exit(0);
