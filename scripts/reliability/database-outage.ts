// npm run reliability:db
// The database goes away for a few seconds while clients book sessions and probe readiness
// (docs/reliability.md, docs/decisions/0060). The route handlers run in this process, called the
// way Next.js calls them, against a throwaway PostgreSQL database on RELIABILITY_DATABASE_URL's
// server (default: TEST_DATABASE_URL, else postgresql://postgres@127.0.0.1:5432/postgres).
// Prints every request (status, latency), the time to recover, and what the database holds afterwards.
// Exits 1 if a booking kept half of itself or a request took 5 s or more; stops by itself.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { GET as ready } from '@/app/api/health/ready/route';
import { POST as book } from '@/app/api/teacher/sessions/route';
import { db } from '@/lib/core/db';
import { sweepOutbox } from '@/lib/outbox/sweep-outbox';
import { createEnrollment, createService, createStudent, createTeacher } from '@/test/factories';
import { quoteIdent, withAdmin } from '@/test/database-server';
import { edgeHeaders, sessionCookie, testOrigin } from '@/test/http';
import { giveUpAfter, openThrowawayDatabase, reliabilityServerUrl as serverUrl } from './throwaway-database';

const name = `lektio_reliability_${process.pid}`;

/** The timeline: traffic from the start, the cut at `cutAt` ms, back `outageMs` later, traffic `afterMs` more. */
const cutAt = 3_000;
const outageMs = 5_000;
const afterMs = 4_000;
const tickMs = 400;

giveUpAfter('database-outage', 90_000);

const admin = <T>(run: (client: pg.Client) => Promise<T>) => withAdmin(serverUrl, run);
const setConnections = (allowed: boolean) =>
  admin((c) => c.query(`ALTER DATABASE ${quoteIdent(name)} ALLOW_CONNECTIONS ${allowed}`));
const terminateAll = () =>
  admin(async (c) => {
    const { rowCount } = await c.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [name],
    );
    return rowCount ?? 0;
  });

console.info(`database-outage: throwaway database ${name} on ${new URL(serverUrl).host}`);
const { url, drop } = await openThrowawayDatabase(name);

const teacher = await createTeacher();
const service = await createService({ teacherId: teacher.id, durationMinutes: 30 });
const student = await createStudent({ teacherId: teacher.id });
const enrollment = await createEnrollment({
  teacherId: teacher.id,
  serviceId: service.id,
  studentId: student.id,
  sessionsTotal: 500,
});
// Several sessions: the per-session limit is 60 requests a minute.
const cookies = await Promise.all([1, 2, 3].map(() => sessionCookie({ role: 'teacher', teacherId: teacher.id })));

type Outcome = {
  at: number;
  what: string;
  status: number;
  ms: number;
  /** Answered this long after the cut, for a request in flight when the connections were cut. */
  afterCutMs?: number;
  code?: string;
  startUtc?: string;
};
const outcomes: Outcome[] = [];
let cutTime: number | undefined;
let t0 = performance.now();
const now = () => Math.round(performance.now() - t0);
let slot = 0;
const nextStart = () => new Date(Date.UTC(2031, 0, 6, 6) + slot++ * 60 * 60_000).toISOString();

async function request(what: string, handler: typeof book, init: RequestInit & { path: string }, startUtc?: string) {
  const at = now();
  const headers = new Headers(edgeHeaders(`10.9.${slot % 250}.${(at >> 4) % 250}`));
  for (const [key, value] of new Headers(init.headers)) headers.set(key, value);
  const started = performance.now();
  const response = await handler(new Request(`${testOrigin}${init.path}`, { ...init, headers }), {
    params: Promise.resolve({}),
  });
  const body = (await response.json()) as { error?: { code?: string } };
  const answered = now();
  const outcome: Outcome = {
    at,
    what,
    status: response.status,
    ms: Math.round(performance.now() - started),
    ...(cutTime !== undefined && at < cutTime && answered >= cutTime ? { afterCutMs: answered - cutTime } : {}),
    code: body.error?.code,
    startUtc,
  };
  outcomes.push(outcome);
  return outcome;
}

const bookOne = (what = 'book') => {
  const startUtc = nextStart();
  return request(
    what,
    book,
    {
      path: '/api/teacher/sessions',
      method: 'POST',
      headers: { cookie: cookies[slot % cookies.length]!, origin: testOrigin, 'content-type': 'application/json' },
      body: JSON.stringify({ serviceId: service.id, studentId: student.id, startUtc }),
    },
    startUtc,
  );
};
const probe = () => request('ready', ready, { path: '/api/health/ready' });

// Warm up (the client's first query loads its query compiler, the first booking its e-mail templates),
// with a student of its own, so the figures below are about the outage.
const warmStudent = await createStudent({ teacherId: teacher.id });
await createEnrollment({ teacherId: teacher.id, serviceId: service.id, studentId: warmStudent.id });
await probe();
await request('warm-up', book, {
  path: '/api/teacher/sessions',
  method: 'POST',
  headers: { cookie: cookies[0]!, origin: testOrigin, 'content-type': 'application/json' },
  body: JSON.stringify({ serviceId: service.id, studentId: warmStudent.id, startUtc: nextStart() }),
});
outcomes.length = 0;
t0 = performance.now();

const inFlight: Promise<unknown>[] = [];
let cutBooking: Promise<Outcome> | undefined;
let restoredAt: number | undefined;
let recoveredAt: number | undefined;

const cut = async () => {
  // A booking caught mid-transaction: another connection holds the student row, so the booking has
  // taken its credit and waits on its INSERT when the connections are cut.
  const blocker = new pg.Client({ connectionString: url });
  await blocker.connect();
  blocker.on('error', () => {}); // it is terminated with the rest
  await blocker.query('BEGIN');
  await blocker.query('SELECT 1 FROM students WHERE id = $1 FOR UPDATE', [student.id]);
  cutBooking = bookOne('book (in flight at the cut)');
  const watcher = new pg.Client({ connectionString: url });
  await watcher.connect();
  for (let tries = 0; tries < 100; tries++) {
    const { rowCount } = await watcher.query(
      `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (rowCount) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await watcher.end();
  await setConnections(false);
  cutTime = now();
  const terminated = await terminateAll();
  console.info(`t=${cutTime} ms  outage: ALLOW_CONNECTIONS false, ${terminated} connection(s) terminated`);
};

const restore = async () => {
  await setConnections(true);
  restoredAt = now();
  console.info(`t=${restoredAt} ms  database back: ALLOW_CONNECTIONS true`);
};

let cutDone = false;
let restoreDone = false;
while (restoredAt === undefined || now() < restoredAt + afterMs) {
  if (!cutDone && now() >= cutAt) {
    cutDone = true;
    await cut();
  }
  if (!restoreDone && cutTime !== undefined && now() >= cutTime + outageMs) {
    restoreDone = true;
    await restore();
  }
  inFlight.push(bookOne());
  inFlight.push(
    probe().then((outcome) => {
      if (restoredAt !== undefined && recoveredAt === undefined && outcome.status === 200 && outcome.at >= restoredAt)
        recoveredAt = outcome.at + outcome.ms;
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, tickMs));
}
await Promise.all([...inFlight, cutBooking]);

console.info('\n   t(ms)  request                        status  latency(ms)  code');
for (const outcome of outcomes.sort((a, b) => a.at - b.at)) {
  const latency = `${outcome.ms}${outcome.afterCutMs !== undefined ? ` (${outcome.afterCutMs} after the cut)` : ''}`;
  console.info(
    `${String(outcome.at).padStart(8)}  ${outcome.what.padEnd(30)} ${String(outcome.status).padStart(6)}  ${latency.padStart(11)}  ${outcome.code ?? ''}`,
  );
}

const failed = outcomes.filter((outcome) => outcome.status >= 500);
// A request in flight at the cut had been waiting on the script's own lock: it counts from the cut.
const answerMs = (outcome: Outcome) => outcome.afterCutMs ?? outcome.ms;
const duringOutage = outcomes.filter(
  (outcome) =>
    outcome.afterCutMs !== undefined || (outcome.at >= (cutTime ?? Infinity) && outcome.at < (restoredAt ?? Infinity)),
);
const slowest = Math.max(...outcomes.map(answerMs));
const slowestFailure = Math.max(0, ...failed.map(answerMs));
const booked = outcomes.filter((outcome) => outcome.what.startsWith('book') && outcome.status === 201);
const refused = outcomes.filter((outcome) => outcome.what.startsWith('book') && outcome.status === 503);
const other = outcomes.filter((outcome) => ![200, 201, 503].includes(outcome.status));

// What the database holds afterwards: one session per 201, one credit per session, none for a 503.
const stored = await db.$transaction(async (tx) => ({
  sessions: await tx.session.findMany({
    where: { studentId: student.id },
    select: { startUtc: true, enrollmentId: true },
  }),
  credits: await tx.enrollment.findUniqueOrThrow({ where: { id: enrollment.id }, select: { sessionsScheduled: true } }),
  outbox: await tx.outboxEffect.groupBy({ by: ['status'], _count: true }),
}));
const storedStarts = new Set(stored.sessions.map((session) => session.startUtc.toISOString()));
const refusedButStored = refused.filter((outcome) => storedStarts.has(outcome.startUtc!));
const bookedButMissing = booked.filter((outcome) => !storedStarts.has(outcome.startUtc!));
const cutOutcome = await cutBooking!;
const swept = await sweepOutbox();

console.info(`
requests: ${outcomes.length}  (bookings 201: ${booked.length}, 503: ${refused.length}; other statuses: ${other.length})
outage: ${cutTime} ms -> ${restoredAt} ms, ${duringOutage.length} request(s) answered in it: ${duringOutage.filter((o) => o.status === 503).length} x 503
slowest answer ${slowest} ms, slowest 503 ${slowestFailure} ms (counted from the cut for requests in flight then; must be < 5000)
recovery: first ready 200 ${recoveredAt !== undefined && restoredAt !== undefined ? `${recoveredAt - restoredAt} ms after the database returned` : 'never'} (must be < 10000)
booking in flight at the cut: ${cutOutcome.status} ${cutOutcome.code ?? ''}, stored: ${storedStarts.has(cutOutcome.startUtc!) ? 'yes' : 'no'}
database afterwards: ${stored.sessions.length} session(s), enrollment.sessionsScheduled = ${stored.credits.sessionsScheduled}, sessions charged to it = ${stored.sessions.filter((session) => session.enrollmentId).length}
  503 bookings that left a session: ${refusedButStored.length}; 201 bookings without a session: ${bookedButMissing.length}
outbox before the sweep: ${stored.outbox.map((row) => `${row.status} ${row._count}`).join(', ')}; sweep afterwards: delivered ${swept.delivered}, retried ${swept.retried}, failed ${swept.failed}`);

const consistent =
  refusedButStored.length === 0 &&
  bookedButMissing.length === 0 &&
  stored.sessions.length === booked.length &&
  stored.credits.sessionsScheduled === stored.sessions.length;
const fastEnough =
  slowest < 5_000 && recoveredAt !== undefined && restoredAt !== undefined && recoveredAt - restoredAt < 10_000;
console.info(
  `\nresult: ${consistent ? 'consistent' : 'INCONSISTENT'}, ${fastEnough ? 'within the bounds' : 'OUT OF BOUNDS'}`,
);

await drop();
process.exit(consistent && fastEnough && other.length === 0 ? 0 : 1);
