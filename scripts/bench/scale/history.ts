// SCALE_DATABASE=lektio_scale10 npm run bench:scale:history [-- --iterations 300]
// Issue 38, item 4: the dashboard summary's and the insights overview's domain functions on the
// scale dataset's hot tenant, called in turn (no HTTP), with the time of each call: run it on the
// factor-1 and the factor-10 databases and compare (p95 at 10x <= 1.15x of 1x). Figures only.
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { hotTenantSlug, scaleDatabaseName, scaleDatabaseUrl } from './dataset';

const { values } = parseArgs({ options: { iterations: { type: 'string', default: '300' } } });
const iterations = Number(values.iterations);
process.env.DATABASE_URL = scaleDatabaseUrl;
const { getDashboardSummary } = await import('@/lib/dashboard/get-dashboard-summary');
const { getInsightsOverview } = await import('@/lib/insights/performance/get-insights-overview');
const { db } = await import('@/lib/core/db');

const sql = new pg.Client({ connectionString: scaleDatabaseUrl });
await sql.connect();
const { rows } = await sql.query<{ id: string; sessions: string; rollup: boolean }>(
  `SELECT t.id, (SELECT count(*) FROM sessions s WHERE s."teacherId" = t.id) AS sessions,
          to_regclass('teacher_day_figures') IS NOT NULL AS rollup
     FROM teachers t WHERE t.slug = $1`,
  [hotTenantSlug],
);
await sql.end();
const hot = rows[0];
if (!hot) throw new Error(`${scaleDatabaseName} has no scale dataset: npm run bench:scale:seed first`);

const calls = {
  'dashboard summary': () => getDashboardSummary({ teacherId: hot.id }),
  'insights overview (30 days)': () => getInsightsOverview({ teacherId: hot.id, days: 30 }),
  'insights overview (90 days)': () => getInsightsOverview({ teacherId: hot.id, days: 90 }),
};
const times = new Map<string, number[]>(Object.keys(calls).map((name) => [name, []]));
for (const call of Object.values(calls)) for (let index = 0; index < 20; index++) await call();
// Interleaved, so a change of the machine's load falls on every call alike.
for (let index = 0; index < iterations; index++) {
  for (const [name, call] of Object.entries(calls)) {
    const started = performance.now();
    await call();
    times.get(name)!.push(performance.now() - started);
  }
}
const pick = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
console.info(
  `database ${scaleDatabaseName}: hot tenant ${hot.sessions} sessions, day rollups ${hot.rollup ? 'present' : 'absent'}; ` +
    `load average ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
);
for (const [name, list] of times) {
  const sorted = [...list].sort((a, b) => a - b);
  console.info(
    `${name.padEnd(30)} p50 ${pick(sorted, 0.5).toFixed(2).padStart(6)} ms  p95 ${pick(sorted, 0.95).toFixed(2).padStart(6)} ms  (${iterations} calls)`,
  );
}
await db.$disconnect();
process.exit(0);
