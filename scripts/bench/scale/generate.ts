// npm run bench:scale:seed [-- --factor 10] [-- --keep]
// The scale dataset (scripts/bench/scale/dataset.ts) in its own PostgreSQL database (lektio_scale,
// SCALE_DATABASE to change), recreated and migrated, then filled by set-based SQL: generate_series
// and INSERT ... SELECT, no per-row round trips. Prints how long each step took and the table sizes.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { recreateDatabase } from '@/test/database-server';
import { prepareDatabase } from '../../reliability/prepare-database';
import { scaleDatabaseName, scaleDatabaseUrl, scalePlan, scaleServerUrl } from './dataset';

const { values } = parseArgs({ options: { factor: { type: 'string', default: '1' } } });
const factor = Number(values.factor);
const plan = scalePlan(factor);

const t0 = performance.now();
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
await recreateDatabase(scaleServerUrl, scaleDatabaseName);
console.info(`database ${scaleDatabaseName}: ${await prepareDatabase(scaleDatabaseUrl)} (${seconds(t0)} s)`);

const sql = new pg.Client({ connectionString: scaleDatabaseUrl });
await sql.connect();
async function step(label: string, statement: string, params: unknown[] = []) {
  const started = performance.now();
  const result = await sql.query(statement, params);
  console.info(`${label.padEnd(34)} ${String(result.rowCount ?? '').padStart(9)} rows  ${seconds(started)} s`);
}

await sql.query('SET synchronous_commit = off');
// Deterministic ids (a v4-shaped UUID from a hash), so sessions can name their student without a lookup.
await sql.query(`CREATE FUNCTION pg_temp.scale_uuid(seed text) RETURNS uuid IMMUTABLE LANGUAGE sql AS $$
  SELECT (substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-4' || substr(h, 14, 3) || '-8' || substr(h, 18, 3) || '-' || substr(h, 21, 12))::uuid
    FROM md5(seed) AS h $$`);
await sql.query(`CREATE TEMP TABLE plan (slug text PRIMARY KEY, students int, sessions int, slots_per_day int)`);
await sql.query(`INSERT INTO plan SELECT * FROM unnest($1::text[], $2::int[], $3::int[], $4::int[])`, [
  plan.map((t) => t.slug),
  plan.map((t) => t.students),
  plan.map((t) => t.sessions),
  plan.map((t) => t.slotsPerDay),
]);

await step(
  'teachers',
  `
  INSERT INTO teachers (id, name, email, slug, timezone, "onboardingCompleted", "updatedAt")
  SELECT pg_temp.scale_uuid(slug), 'Teacher ' || slug, slug || '@scale.example.test', slug, 'Europe/Madrid', true, now()
    FROM plan`,
);
await step(
  'services',
  `
  INSERT INTO services (id, "teacherId", name, slug, status, "priceAmount", currency, "durationMinutes", "updatedAt")
  SELECT pg_temp.scale_uuid(slug || ':service'), pg_temp.scale_uuid(slug), 'Lesson', 'lesson', 'active', 4000, 'EUR', 45, now()
    FROM plan`,
);
await step(
  'availability schedules',
  `
  INSERT INTO availability_schedules (id, "teacherId", name, timezone, "updatedAt")
  SELECT pg_temp.scale_uuid(slug || ':schedule'), pg_temp.scale_uuid(slug), 'Working week', 'Europe/Madrid', now() FROM plan`,
);
await step(
  'availability rules',
  `
  INSERT INTO availability_rules (id, "scheduleId", weekday, "startTime", "endTime", "updatedAt")
  SELECT gen_random_uuid(), pg_temp.scale_uuid(slug || ':schedule'), weekday, window_start, window_end, now()
    FROM plan, generate_series(1, 5) AS weekday, (VALUES ('09:00', '13:00'), ('15:00', '19:00')) AS w(window_start, window_end)`,
);
await step(
  'students',
  `
  INSERT INTO students (id, "teacherId", name, email, status, level, timezone, "createdAt", "updatedAt")
  SELECT pg_temp.scale_uuid(slug || ':student:' || n), pg_temp.scale_uuid(slug),
         (ARRAY['Ana','Bruno','Carla','David','Elena','Farid','Greta','Hugo','Inés','Jonas'])[1 + n % 10] || ' ' ||
         (ARRAY['García','Müller','Rossi','Dubois','Smith','Novak','Silva','Jensen'])[1 + n % 8] || ' ' || n,
         'student.' || n || '@' || slug || '.example.test',
         (CASE WHEN n % 10 = 0 THEN 'trial' WHEN n % 7 = 0 THEN 'inactive' ELSE 'active' END)::"StudentStatus",
         (ARRAY['A1','A2','B1','B2','C1','C2'])[1 + n % 6]::"StudentLevel", 'Europe/Madrid',
         now() - (n % 1000) * interval '1 day', now()
    FROM plan, generate_series(1, plan.students) AS n`,
);
await step(
  'enrollments',
  `
  INSERT INTO enrollments (id, "teacherId", "serviceId", "studentId", status, "sessionsTotal", "sessionsCompleted",
                           "pricePaid", currency, "validUntil", "enrolledAt", "updatedAt")
  SELECT gen_random_uuid(), pg_temp.scale_uuid(slug), pg_temp.scale_uuid(slug || ':service'),
         pg_temp.scale_uuid(slug || ':student:' || n), 'active', 10, n % 8, 40000, 'EUR',
         now() + (n % 60) * interval '1 day', now() - (n % 300) * interval '1 day', now()
    FROM plan, generate_series(1, plan.students) AS n`,
);
// Slot i counts back from 60 days ahead: 8 lesson hours a day (24 for the 10x hot tenant), so a
// teacher's sessions never overlap. Past ones completed (some cancelled / no-show); in the future
// every other slot is booked and the rest cancelled, which leaves them free for availability.
await step(
  'sessions',
  `
  INSERT INTO sessions (id, "teacherId", "serviceId", "studentId", "startUtc", "endUtc", timezone, status,
                        "completedAt", "createdAt", "updatedAt")
  SELECT gen_random_uuid(), pg_temp.scale_uuid(slug), pg_temp.scale_uuid(slug || ':service'),
         pg_temp.scale_uuid(slug || ':student:' || (1 + i % plan.students)), start_utc, start_utc + interval '45 minutes',
         'Europe/Madrid', status::"SessionStatus",
         CASE WHEN status = 'completed' THEN start_utc + interval '45 minutes' END, least(start_utc, now()), now()
    FROM plan, generate_series(0, plan.sessions - 1) AS i,
         LATERAL (SELECT date_trunc('day', now()) + interval '60 days' - (i / slots_per_day) * interval '1 day'
                         + (CASE WHEN slots_per_day = 24 THEN i % 24
                                 ELSE (ARRAY[9,10,11,12,15,16,17,18])[1 + i % 8] END) * interval '1 hour' AS start_utc) AS slot,
         LATERAL (SELECT CASE WHEN start_utc > now() THEN (CASE WHEN i % 2 = 0 THEN 'scheduled' ELSE 'cancelled' END)
                              WHEN i % 20 = 3 THEN 'cancelled' WHEN i % 20 = 7 THEN 'no_show' ELSE 'completed' END AS status) AS s`,
);
await step('analyze', 'ANALYZE');

const sizes = await sql.query<{ table: string; rows: string; size: string }>(`
  SELECT relname AS table, n_live_tup AS rows, pg_size_pretty(pg_total_relation_size(relid)) AS size
    FROM pg_stat_user_tables WHERE n_live_tup > 0 ORDER BY pg_total_relation_size(relid) DESC LIMIT 8`);
for (const row of sizes.rows) console.info(`  ${row.table.padEnd(26)} ${row.rows.padStart(9)} rows  ${row.size}`);
const total = await sql.query<{ size: string }>(`SELECT pg_size_pretty(pg_database_size(current_database())) AS size`);
console.info(
  `dataset factor ${factor}: ${plan.length} teachers, database ${total.rows[0]!.size}, ${seconds(t0)} s in all`,
);
await sql.end();
