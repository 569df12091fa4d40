/**
 * Benchmark of the insights (issue 19, Speed): GET /api/teacher/insights/overview, /retention and
 * /retention/cohorts for the hot tenant (70 students, 9,000 sessions) and a large practice (2,000
 * students, 100,000 sessions), three years of history each (scripts/bench/seed-insights.ts). Not a
 * test: it prints p50/p95/p99 and the SQL statements of one request, and never fails on time.
 * Target: p95 under 100 ms each on PostgreSQL.
 *
 *   DATABASE_URL=postgresql://... npm run bench:insights [-- --requests 200 --warmup 20]
 *
 * Without DATABASE_URL the data goes to its own embedded database (.data/bench-insights).
 */
import os from 'node:os';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { requests: { type: 'string', default: '200' }, warmup: { type: 'string', default: '20' } },
});
const requests = Number(values.requests);
const warmup = Number(values.warmup);

process.env.PGLITE_DIR ??= '.data/bench-insights';
process.env.LOG_LEVEL ??= 'silent';
process.env.APP_ENV ??= 'development';

// Imported after the environment is set: the logger and the database read it when they load.
const { db, disconnectDatabase } = await import('@/lib/core/db');
const { migrateCurrentDatabase } = await import('@/lib/core/db/migrate-embedded');
const { GET: overviewRoute } = await import('@/app/api/teacher/insights/overview/route');
const { GET: retentionRoute } = await import('@/app/api/teacher/insights/retention/route');
const { GET: cohortsRoute } = await import('@/app/api/teacher/insights/retention/cohorts/route');
const { countQueries } = await import('@/test/count-queries');
const { seedInsightsPractice } = await import('./seed-insights');
const { timeCalls } = await import('./percentiles');
const { teacherRouteCaller } = await import('./route-caller');

const practices = [
  { label: 'hot tenant', slug: 'bench-insights-hot', students: 70, sessions: 9_000 },
  { label: 'large practice', slug: 'bench-insights-large', students: 2_000, sessions: 100_000 },
];
const endpoints = [
  { label: 'overview 30', handler: overviewRoute, path: '/api/teacher/insights/overview?period=30' },
  { label: 'overview 90', handler: overviewRoute, path: '/api/teacher/insights/overview?period=90' },
  { label: 'retention 90d', handler: retentionRoute, path: '/api/teacher/insights/retention?period=90d' },
  { label: 'retention 12m', handler: retentionRoute, path: '/api/teacher/insights/retention?period=12m' },
  { label: 'cohorts 12', handler: cohortsRoute, path: '/api/teacher/insights/retention/cohorts?months=12' },
];

await migrateCurrentDatabase();
const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ');
console.info(
  `${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${process.env.PGLITE_DIR})`}; ` +
    `machine: ${os.availableParallelism()} cores, load average ${loadAverage()}`,
);

const failures: string[] = [];
for (const practice of practices) {
  const started = performance.now();
  const { teacherId } = await seedInsightsPractice(practice, Date.now());
  // PostgreSQL's autovacuum would refresh planner statistics after bulk inserts; PGlite has none.
  await db.$executeRawUnsafe('VACUUM ANALYZE');
  console.info(
    `\n${practice.label}: ${practice.students} students, ${practice.sessions} sessions seeded in ` +
      `${Math.round(performance.now() - started)} ms`,
  );
  for (const endpoint of endpoints) {
    const caller = teacherRouteCaller(teacherId, endpoint.handler, endpoint.path);
    await caller.prepare(warmup + requests + 2);
    const counted = await countQueries(caller.call);
    console.info(`${endpoint.path}: ${counted.count} SQL statements per request`);
    for (const sql of counted.statements) console.info(`  ${sql.replace(/\s+/g, ' ').slice(0, 110)}`);
    const figures = await timeCalls(`${practice.label}, ${endpoint.label}`, caller.call, { warmup, requests });
    if (figures.p95 >= 100) failures.push(`${practice.label}, ${endpoint.label}: p95 ${figures.p95} ms`);
  }
}
console.info(`\nload average after: ${loadAverage()}`);
console.info(
  failures.length
    ? `ABOVE the 100 ms p95 target (reported, not a failure):\n  ${failures.join('\n  ')}`
    : 'every p95 under the 100 ms target',
);
await disconnectDatabase();
