/**
 * Benchmark of GET /api/public/:slug/service-availability (issue 6, Speed): a 31-day window for a
 * teacher with three years of history. Not a test: it prints figures and never fails on time.
 *
 *   npm run bench:availability [-- --requests 200 --warmup 30]
 *
 * Data goes to its own embedded database (.data/bench) unless DATABASE_URL is set. The route handler
 * is called in-process the way Next.js calls it, rate limit included (each request gets its own IP);
 * the domain function alone is timed as well, and the SQL statements of one request are counted.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { requests: { type: 'string', default: '200' }, warmup: { type: 'string', default: '30' } },
});
const requests = Number(values.requests);
const warmup = Number(values.warmup);

process.env.PGLITE_DIR ??= '.data/bench';
process.env.LOG_LEVEL ??= 'silent';
process.env.APP_ENV ??= 'development';

// Imported after the environment is set: the logger and the database read it when they load.
const { disconnectDatabase } = await import('@/lib/core/db');
const { migrateCurrentDatabase } = await import('@/lib/core/db/migrate-embedded');
const { GET } = await import('@/app/api/public/[slug]/service-availability/route');
const { getServiceAvailability } = await import('@/lib/availability/get-service-availability');
const { countQueries } = await import('@/test/count-queries');
const { benchTeacherSlug, seedAvailabilityHistory } = await import('./seed-availability-history');
const { timeCalls } = await import('./percentiles');
const { edgeHeaders } = await import('@/test/http');

await migrateCurrentDatabase();
const seedStarted = performance.now();
const seeded = await seedAvailabilityHistory(Date.now());
console.info(
  `seeded ${seeded.sessions} sessions (${seeded.pastSessions} past) in ${Math.round(performance.now() - seedStarted)} ms ` +
    `on ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${process.env.PGLITE_DIR})`}`,
);

// 31 dates from tomorrow, read in New York: the teacher's history is behind, a half-booked month ahead.
const start = new Date(Date.now() + 24 * 3_600_000).toISOString().slice(0, 10);
const end = new Date(Date.now() + 30 * 24 * 3_600_000).toISOString().slice(0, 10);
const query = {
  serviceId: seeded.service.id,
  timezone: 'America/New_York',
  start,
  end,
  preferredStart: '09:00',
  preferredDays: '1,3,5',
};
const url = `http://localhost:3000/api/public/${benchTeacherSlug}/service-availability?${new URLSearchParams(query)}`;

let ipCounter = 0;
async function callRoute() {
  ipCounter++;
  // What server.mjs would hand the app for a new client each request.
  const headers = edgeHeaders(`10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`);
  const response = await GET(new Request(url, { headers }), { params: Promise.resolve({ slug: benchTeacherSlug }) });
  const body = (await response.json()) as { slots?: unknown[] };
  if (response.status !== 200) throw new Error(`status ${response.status}: ${JSON.stringify(body)}`);
  return body.slots?.length ?? 0;
}

const time = (label: string, work: () => Promise<unknown>) => timeCalls(label, work, { warmup, requests });

console.info(
  `machine: ${os.availableParallelism()} cores, load average ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`,
);
const slots = await callRoute();
const counted = await countQueries(callRoute);
const domainStatements = counted.statements.filter((sql) => !sql.includes('rate_limits')).length;
console.info(`window ${start}..${end} (31 days, America/New_York): ${slots} slots`);
console.info(
  `SQL statements per request: ${counted.count} (${domainStatements} availability, ${counted.count - domainStatements} rate limit)`,
);

const route = await time('route handler (with rate limit)', callRoute);
const domainQuery = { ...query, preferredDays: [1, 3, 5] };
await time('getServiceAvailability (domain only)', () =>
  getServiceAvailability({ teacherSlug: benchTeacherSlug, query: domainQuery }),
);
console.info(
  `load average after: ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`,
);
console.info(
  route.p95 < 50 ? 'route p95 under the 50 ms target' : 'route p95 ABOVE the 50 ms target (reported, not a failure)',
);

await disconnectDatabase();
