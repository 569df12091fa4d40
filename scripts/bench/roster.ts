// npm run bench:roster [-- --reseed]
// The roster's first page and a search for a teacher with 2,000 students and 30,000 sessions:
// p50/p95/p99 over N=200 calls of the domain function after a warm-up, and SQL statements per call.
// Uses DATABASE_URL when set, else its own embedded database in .data/bench-roster (seeded once).
import { performance } from 'node:perf_hooks';
import { PrismaClient } from '@/generated/prisma/client';
import { setDatabase } from '@/lib/core/db';
import { openPglite, pgliteAdapter, postgresAdapter } from '@/lib/core/db/adapters';
import { applyMigrations } from '@/lib/core/db/migrate';
import { listStudents } from '@/lib/students/list-students';
import { ZListStudentsQuery } from '@/lib/students/schemas';
import { benchTeacherSlug, seedRoster } from './seed-roster';
import { StatementCounter } from './statement-counter';

const runs = 200;
const warmUp = 30;
const studentCount = 2000;
const sessionCount = 30_000;

const url = process.env.DATABASE_URL;
const pglite = url ? undefined : await openPglite({ dataDir: '.data/bench-roster' });
const factory = pglite ? pgliteAdapter(pglite) : postgresAdapter(url!);
await applyMigrations(factory);
const counter = new StatementCounter();
const client = new PrismaClient({ adapter: counter.wrap(factory) });
setDatabase(client, pglite);

let teacher = await client.teacher.findUnique({ where: { slug: benchTeacherSlug }, select: { id: true } });
const seeded =
  teacher &&
  (await client.student.count({ where: { teacherId: teacher.id } })) === studentCount &&
  (await client.session.count({ where: { teacherId: teacher.id } })) === sessionCount;
if (!seeded || process.argv.includes('--reseed')) {
  const started = performance.now();
  teacher = { id: await seedRoster(client, { students: studentCount, sessions: sessionCount }) };
  console.info(
    `seeded ${studentCount} students, ${sessionCount} sessions in ${Math.round(performance.now() - started)} ms`,
  );
}
const teacherId = teacher!.id;
// PostgreSQL's autovacuum keeps planner statistics fresh after bulk inserts; PGlite has no autovacuum.
await client.$executeRawUnsafe('VACUUM ANALYZE');

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function measure(label: string, input: Record<string, unknown>) {
  const query = ZListStudentsQuery.parse(input);
  for (let index = 0; index < warmUp; index += 1) await listStudents({ teacherId, query });
  const times: number[] = [];
  const before = counter.count;
  const cpuBefore = process.cpuUsage();
  let rows = 0;
  let total = 0;
  for (let index = 0; index < runs; index += 1) {
    const started = performance.now();
    const page = await listStudents({ teacherId, query });
    times.push(performance.now() - started);
    rows = page.data.length;
    total = page.total;
  }
  const statements = (counter.count - before) / runs;
  // CPU time of this process per call: with PGlite the database runs in-process too, so this is the
  // work a request costs, whatever else the machine is doing (wall-clock figures include waiting).
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000 / runs;
  times.sort((a, b) => a - b);
  const ms = (value: number) => value.toFixed(1).padStart(6);
  console.info(
    `${label.padEnd(34)} p50 ${ms(percentile(times, 50))} ms  p95 ${ms(percentile(times, 95))} ms  p99 ${ms(percentile(times, 99))} ms  ` +
      `cpu ${ms(cpuMs)} ms  ${statements} SQL/request  (${rows} rows of ${total})`,
  );
}

console.info(
  `roster bench: ${url ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite (.data/bench-roster)'}, N=${runs} after ${warmUp} warm-up calls`,
);
await measure('first page (20, by name)', {});
await measure('search "garcía" (name)', { search: 'garcía' });
await measure('search "student.1" (e-mail)', { search: 'student.1' });
await measure('search "ana" + status + tag', {
  search: 'ana',
  status: 'active',
  tagId: (await client.tag.findFirst({ where: { teacherId } }))!.id,
});
await client.$disconnect();
await pglite?.close();
