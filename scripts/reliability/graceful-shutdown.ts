// npm run reliability:shutdown        (after `npm run build`; NEXT_DIST_DIR picks another build folder)
// Starts the built server (node server.mjs) on a throwaway PostgreSQL database, sends a booking that
// is held mid-transaction (another connection holds the student row), sends SIGTERM, lets the
// booking go, and prints what came back, how the process ended and what the database holds
// (docs/reliability.md, docs/decisions/0060). Stops by itself; exits 1 if shutdown was not graceful.
import { spawn, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { PrismaClient } from '@/generated/prisma/client';
import { createSession } from '@/lib/auth/create-session';
import { sessionCookieName } from '@/lib/auth/cookies';
import { disconnectDatabase, db, setDatabase } from '@/lib/core/db';
import { postgresAdapter } from '@/lib/core/db/adapters';
import { applyMigrations } from '@/lib/core/db/migrate';
import { createEnrollment, createService, createStudent, createTeacher } from '@/test/factories';
import { databaseUrl, quoteIdent, recreateDatabase, withAdmin } from '@/test/database-server';

const serverUrl =
  process.env.RELIABILITY_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgresql://postgres@127.0.0.1:5432/postgres';
const name = `lektio_shutdown_${process.pid}`;
const url = databaseUrl(serverUrl, name);
const port = Number(process.env.RELIABILITY_PORT ?? 3350);
const origin = `http://127.0.0.1:${port}`;
/**
 * How long the booking is held after SIGTERM: under server/shutdown.mjs's 10 s for requests, and the
 * whole wait under Prisma's 5 s interactive-transaction timeout (past it the booking fails: 500).
 */
const holdAfterSignalMs = 1_500;

setTimeout(() => {
  console.error('graceful-shutdown: gave up after 120 s');
  process.exit(2);
}, 120_000).unref();

const t0 = performance.now();
const now = () => Math.round(performance.now() - t0);
const say = (line: string) => console.info(`t=${String(now()).padStart(6)} ms  ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A crash still stops the server and drops the throwaway database.
const running: { server?: ChildProcess } = {};
process.once('uncaughtException', (error) => {
  console.error(error);
  running.server?.kill('SIGKILL');
  void withAdmin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`)).finally(() =>
    process.exit(1),
  );
});
process.once('unhandledRejection', (error) => process.emit('uncaughtException', error as Error));

await recreateDatabase(serverUrl, name);
await applyMigrations(postgresAdapter(url));
setDatabase(new PrismaClient({ adapter: postgresAdapter(url) }));
const teacher = await createTeacher();
const service = await createService({ teacherId: teacher.id, durationMinutes: 30 });
const student = await createStudent({ teacherId: teacher.id });
const enrollment = await createEnrollment({ teacherId: teacher.id, serviceId: service.id, studentId: student.id });
const warmStudent = await createStudent({ teacherId: teacher.id });
const { sessionId } = await createSession({ role: 'teacher', teacherId: teacher.id });

say(`starting node server.mjs -p ${port} on database ${name} (${process.env.NEXT_DIST_DIR ?? '.next'})`);
const server = spawn(process.execPath, ['server.mjs', '-p', String(port), '-H', '127.0.0.1'], {
  env: { ...process.env, DATABASE_URL: url, APP_ENV: 'development', APP_URL: origin, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
running.server = server;
const serverLines: string[] = [];
for (const stream of [server.stdout, server.stderr]) {
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    for (const line of chunk.split('\n').filter(Boolean)) {
      serverLines.push(line);
      if (line.startsWith('shutdown:')) say(`server: ${line}`);
    }
  });
}
const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
  server.once('exit', (code, signal) => resolve({ code, signal, at: now() })),
);

let up = false;
for (let tries = 0; tries < 240 && !up; tries++) {
  up = await fetch(`${origin}/api/health`).then(
    (response) => response.ok,
    () => false,
  );
  if (!up) await sleep(250);
}
if (!up) throw new Error(`the server did not come up:\n${serverLines.join('\n')}`);
say('server up (GET /api/health -> 200)');

// Warm-up (a cold server compiles the route and loads Prisma's query compiler), with another student.
const bookingRequest = (studentId: string, startUtc: string) =>
  fetch(`${origin}/api/teacher/sessions`, {
    method: 'POST',
    headers: { cookie: `${sessionCookieName}=${sessionId}`, origin, 'content-type': 'application/json' },
    body: JSON.stringify({ serviceId: service.id, studentId, startUtc }),
  });
const warm = await bookingRequest(warmStudent.id, new Date(Date.UTC(2031, 0, 7, 9)).toISOString());
say(`warm-up booking (another student) -> ${warm.status}`);
const readyBefore = await fetch(`${origin}/api/health/ready`);
say(`GET /api/health/ready -> ${readyBefore.status} ${await readyBefore.text()}`);

const blocker = new pg.Client({ connectionString: url });
await blocker.connect();
await blocker.query('BEGIN');
await blocker.query('SELECT 1 FROM students WHERE id = $1 FOR UPDATE', [student.id]);
const startUtc = new Date(Date.UTC(2031, 0, 6, 9)).toISOString();
const sentAt = now();
say(`POST /api/teacher/sessions (startUtc ${startUtc}); another connection holds the student row`);
const booking = bookingRequest(student.id, startUtc).then(async (response) => ({
  status: response.status,
  body: await response.text(),
  at: now(),
}));

const watcher = new pg.Client({ connectionString: url });
await watcher.connect();
for (let tries = 0; tries < 200; tries++) {
  const { rowCount } = await watcher.query(
    `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
  );
  if (rowCount) break;
  await sleep(10);
}
say('the booking waits on the lock, mid-transaction (its credit taken, its INSERT waiting)');

server.kill('SIGTERM');
const signalAt = now();
say('SIGTERM sent');
await sleep(300);
const newConnection = await fetch(`${origin}/api/health/ready`).then(
  (response) => `${response.status}`,
  (error: unknown) =>
    `refused (${error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : error})`,
);
say(`a new request during shutdown: ${newConnection}`);
await sleep(holdAfterSignalMs - 300);
await blocker.query('ROLLBACK');
await blocker.end();
say('lock released');

const answered = await booking;
say(`booking answered ${answered.status} after ${answered.at - sentAt} ms: ${answered.body.slice(0, 120)}`);
const exit = await exited;
say(
  `server exited: code ${exit.code}${exit.signal ? ` signal ${exit.signal}` : ''}, ${exit.at - signalAt} ms after SIGTERM`,
);

const sessions = await db.session.findMany({ where: { studentId: student.id }, select: { id: true, startUtc: true } });
const credits = await db.enrollment.findUniqueOrThrow({
  where: { id: enrollment.id },
  select: { sessionsScheduled: true },
});
const outbox = await db.outboxEffect.groupBy({ by: ['kind', 'status'], _count: true });
console.info(`
database afterwards: ${sessions.length} session(s) ${sessions.map((s) => s.startUtc.toISOString()).join(', ')}; enrollment.sessionsScheduled = ${credits.sessionsScheduled}
outbox: ${outbox.map((row) => `${row.kind} ${row.status} ${row._count}`).join(', ') || 'empty'}`);
await watcher.end();

const graceful = answered.status === 201 && exit.code === 0 && sessions.length === 1 && credits.sessionsScheduled === 1;
console.info(
  `result: ${graceful ? 'graceful (request completed, exit 0, booking and credit stored once)' : 'NOT GRACEFUL'}`,
);
if (!graceful) console.info(serverLines.slice(-30).join('\n'));

await disconnectDatabase();
await withAdmin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`));
process.exit(graceful ? 0 : 1);
