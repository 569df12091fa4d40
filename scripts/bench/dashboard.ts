/**
 * Benchmark of GET /api/teacher/dashboard/summary and /smart-actions (issue 15, Speed): the hot
 * tenant of the availability bench (three years, about 9,000 sessions) with 70 students given its
 * sessions, enrollments, reviews, lifecycle events and a fresh content-insight cache. Not a test:
 * it prints figures and never fails on time. Target: p95 under 50 ms each.
 *
 *   npm run bench:dashboard [-- --requests 200 --warmup 30]
 *
 * Data goes to its own embedded database (.data/bench-dashboard) unless DATABASE_URL is set. The
 * route handlers are called in-process the way Next.js calls them (scripts/bench/route-caller.ts); the domain functions alone
 * are timed as well, and the SQL statements of one request are counted.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { requests: { type: 'string', default: '200' }, warmup: { type: 'string', default: '30' } },
});
const requests = Number(values.requests);
const warmup = Number(values.warmup);

process.env.PGLITE_DIR ??= '.data/bench-dashboard';
process.env.LOG_LEVEL ??= 'silent';
process.env.APP_ENV ??= 'development';

// Imported after the environment is set: the logger and the database read it when they load.
const { db, disconnectDatabase } = await import('@/lib/core/db');
const { migrateCurrentDatabase } = await import('@/lib/core/db/migrate-embedded');
const { GET: summaryRoute } = await import('@/app/api/teacher/dashboard/summary/route');
const { GET: actionsRoute } = await import('@/app/api/teacher/dashboard/smart-actions/route');
const { getDashboardSummary } = await import('@/lib/dashboard/get-dashboard-summary');
const { getSmartActions } = await import('@/lib/dashboard/get-smart-actions');
const { countQueries } = await import('@/test/count-queries');
const { seedAvailabilityHistory } = await import('./seed-availability-history');
const { timeCalls } = await import('./percentiles');
const { teacherRouteCaller } = await import('./route-caller');

const dayMs = 24 * 3_600_000;
const studentCount = 70;

/** The availability bench's teacher, plus what the dashboard reads: students, money, reviews, events. */
async function seedDashboard(now: number) {
  const seeded = await seedAvailabilityHistory(now);
  const teacherId = seeded.teacher.id;
  const serviceId = seeded.service.id;
  const students = Array.from({ length: studentCount }, (_, index) => ({
    id: crypto.randomUUID(),
    teacherId,
    name: `Bench Student ${String(index + 1)}`,
    email: `bench.student.${String(index + 1)}@example.test`,
    status: index % 10 === 0 ? ('inactive' as const) : index % 10 === 1 ? ('trial' as const) : ('active' as const),
    createdAt: new Date(now - index * 15 * dayMs),
  }));
  await db.student.createMany({ data: students });
  // Every session gets one of the students (deterministically), so per-student conditions have work to do.
  await db.$executeRaw`
    UPDATE "sessions" s SET "studentId" = (${students.map((student) => student.id)}::uuid[])[1 + (abs(hashtext(s."id"::text)) % ${studentCount})]
     WHERE s."teacherId" = ${teacherId}::uuid`;
  // A few recent completed sessions were trials (unconverted_trials has rows to look at).
  await db.$executeRaw`
    UPDATE "sessions" SET "isTrialSession" = true
     WHERE "teacherId" = ${teacherId}::uuid AND "status" = 'completed'
       AND "startUtc" >= ${new Date(now - 30 * dayMs)}::timestamptz AND abs(hashtext("id"::text)) % 10 = 0`;
  await db.enrollment.createMany({
    data: students.flatMap((student, index) =>
      Array.from({ length: 6 }, (_, round) => ({
        teacherId,
        serviceId,
        studentId: student.id,
        status: round === 0 ? ('active' as const) : ('completed' as const),
        sessionsTotal: 10,
        pricePaid: 30_000 + index * 100,
        currency: index % 7 === 0 ? 'USD' : 'EUR',
        enrolledAt: new Date(now - (round * 60 + index) * dayMs),
        validUntil: new Date(now + ((index % 20) - round * 60 + 2) * dayMs),
      })),
    ),
  });
  await db.review.createMany({
    data: Array.from({ length: 300 }, (_, index) => ({
      teacherId,
      studentId: students[index % studentCount]!.id,
      rating: 1 + (index % 5),
      content: 'Great lesson',
      status: index % 5 === 0 ? ('pending' as const) : ('approved' as const),
      teacherResponse: index % 2 ? 'Thank you!' : null,
      createdAt: new Date(now - index * 3 * dayMs),
    })),
  });
  await db.studentLifecycleEvent.createMany({
    data: Array.from({ length: 2000 }, (_, index) => ({
      teacherId,
      studentId: students[index % studentCount]!.id,
      type: index % 3 ? ('session_completed' as const) : ('gap_detected' as const),
      occurredAt: new Date(now - index * 0.5 * dayMs),
    })),
  });
  await db.contentInsightCache.create({
    data: {
      teacherId,
      computedAt: new Date(now - 3_600_000),
      payload: { insights: [{ message: 'Sessions with a worksheet are rebooked more often', priority: 'medium' }] },
    },
  });
  // A best streak no run reaches: a record would write an audit entry, and audit_logs is
  // append-only, so the next run's reseed could not delete the teacher. (The record path runs at
  // most once a day per teacher; it is not what this bench measures.)
  await db.teacher.update({ where: { id: teacherId }, data: { bestStreak: 10_000 } });
  return { ...seeded, teacherId };
}

await migrateCurrentDatabase();
const seedStarted = performance.now();
const seeded = await seedDashboard(Date.now());
// PostgreSQL's autovacuum keeps planner statistics and the visibility map (index-only scans) fresh
// after bulk inserts; PGlite has no autovacuum.
await db.$executeRawUnsafe('VACUUM ANALYZE');
console.info(
  `seeded ${seeded.sessions} sessions (${seeded.pastSessions} past), ${studentCount} students, 420 enrollments, ` +
    `300 reviews, 2,000 lifecycle events in ${Math.round(performance.now() - seedStarted)} ms on ` +
    `${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${process.env.PGLITE_DIR})`}`,
);

const time = (label: string, work: () => Promise<unknown>) => timeCalls(label, work, { warmup, requests });

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ');
console.info(`machine: ${os.availableParallelism()} cores, load average ${loadAverage()}`);

const summary = teacherRouteCaller(seeded.teacherId, summaryRoute, '/api/teacher/dashboard/summary');
const actions = teacherRouteCaller(seeded.teacherId, actionsRoute, '/api/teacher/dashboard/smart-actions');
await summary.prepare(warmup + requests + 2);
await actions.prepare(warmup + requests + 2);

const first = (await summary.call()) as Record<string, unknown>;
console.info(
  `summary: ${JSON.stringify({
    monthRevenue: first.monthRevenue,
    monthLessons: first.monthLessons,
    activeStudents: first.activeStudents,
    attendanceRate: first.attendanceRate,
    pendingRevenue: first.pendingRevenue,
    teachingStreak: first.teachingStreak,
    isNewRecord: first.isNewRecord,
  })}`,
);
console.info(`smart actions: ${JSON.stringify((await actions.call()) as unknown[])}`);

for (const [label, call] of [
  ['summary', summary.call],
  ['smart actions', actions.call],
] as const) {
  const counted = await countQueries(call);
  console.info(`SQL statements per ${label} request: ${counted.count}`);
  for (const sql of counted.statements) console.info(`  ${sql.replace(/\s+/g, ' ').slice(0, 110)}`);
}

const results = {
  summaryRoute: await time('summary route handler', summary.call),
  summaryDomain: await time('getDashboardSummary (domain only)', () =>
    getDashboardSummary({ teacherId: seeded.teacherId }),
  ),
  actionsRoute: await time('smart-actions route handler', actions.call),
  actionsDomain: await time('getSmartActions (domain only)', () => getSmartActions({ teacherId: seeded.teacherId })),
};
console.info(`load average after: ${loadAverage()}`);
for (const [label, figures] of [
  ['summary', results.summaryRoute],
  ['smart actions', results.actionsRoute],
] as const) {
  console.info(
    figures.p95 < 50
      ? `${label} route p95 under the 50 ms target`
      : `${label} route p95 ABOVE the 50 ms target (reported, not a failure)`,
  );
}

await disconnectDatabase();
