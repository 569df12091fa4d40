/**
 * Bench data for the insights: one Madrid teacher with `students` students and `sessions` sessions
 * spread over three years (the last 2% ahead of now, scheduled), written by set-based SQL so that
 * 100,000 sessions take seconds. Students arrive evenly over the three years and each takes lessons
 * for about a year, so cohorts, churn and reactivation all have work to do. Every student's first
 * session is a trial; 2% of the sessions are pairs (a second participant). Two paid enrollments a
 * student, each with a payment (one in seven in USD, one in twenty partly refunded).
 * Replaced on every run.
 */
import { db } from '@/lib/core/db';

const dayMs = 24 * 3_600_000;
const spanMs = 3 * 365 * dayMs;

export type InsightsPracticeSize = { slug: string; students: number; sessions: number };

export async function seedInsightsPractice({ slug, students, sessions }: InsightsPracticeSize, now: number) {
  await db.teacher.deleteMany({ where: { slug } });
  const teacher = await db.teacher.create({
    data: {
      name: 'Bench Practice',
      email: `${slug}@example.test`,
      slug,
      timezone: 'Europe/Madrid',
      onboardingCompleted: true,
    },
  });
  const service = await db.service.create({
    data: {
      teacherId: teacher.id,
      name: 'Lesson',
      slug: 'lesson',
      status: 'active',
      currency: 'EUR',
      priceAmount: 4000,
      durationMinutes: 15,
    },
  });
  const t = teacher.id;
  const first = new Date(now - spanMs * 0.98);
  // Back-to-back 15-minute slots (the overlap constraint holds): spacing fits `sessions` in three years.
  const spacingMinutes = Math.max(15, Math.floor(spanMs / 60_000 / sessions));
  const activeWindow = Math.max(1, Math.round(students / 3));

  await db.$executeRaw`
    INSERT INTO "students" ("id", "teacherId", "name", "email", "timezone", "status", "createdAt", "updatedAt")
    SELECT gen_random_uuid(), ${t}::uuid, 'Bench Student ' || j, 'bench.student.' || j || '@example.test', 'Europe/Madrid',
           (CASE WHEN j % 10 = 0 THEN 'inactive' ELSE 'active' END)::"StudentStatus",
           ${first}::timestamptz + (j::float / ${students}) * interval '1 day' * ${spanMs / dayMs}, now()
      FROM generate_series(0, ${students - 1}) j`;
  // Session i goes to one of the students who had arrived by then, mostly a recent arrival.
  await db.$executeRaw`
    WITH roster AS (
      SELECT "id", (row_number() OVER (ORDER BY "createdAt", "id") - 1)::int AS j FROM "students" WHERE "teacherId" = ${t}::uuid
    ),
    slots AS (
      SELECT i, ${first}::timestamptz + i * ${spacingMinutes} * interval '1 minute' AS start_at,
             greatest(0, least(${students - 1}, floor(i::float / ${sessions} * ${students})::int
               - (abs(hashint4(i)) % ${activeWindow}))) AS j
        FROM generate_series(0, ${sessions - 1}) i
    )
    INSERT INTO "sessions" ("id", "teacherId", "serviceId", "studentId", "startUtc", "endUtc", "timezone", "status",
                            "completedAt", "createdAt", "updatedAt")
    SELECT gen_random_uuid(), ${t}::uuid, ${service.id}::uuid, r."id", s.start_at, s.start_at + interval '15 minutes',
           'Europe/Madrid',
           (CASE WHEN s.start_at > ${new Date(now)}::timestamptz THEN 'scheduled'
                 WHEN abs(hashint4(s.i + 7)) % 20 = 0 THEN 'cancelled'
                 WHEN abs(hashint4(s.i + 7)) % 20 = 1 THEN 'no_show'
                 ELSE 'completed' END)::"SessionStatus",
           CASE WHEN s.start_at <= ${new Date(now)}::timestamptz THEN s.start_at + interval '15 minutes' END,
           s.start_at, now()
      FROM slots s JOIN roster r ON r.j = s.j`;
  await db.$executeRaw`
    UPDATE "sessions" s SET "isTrialSession" = true
      FROM (SELECT DISTINCT ON ("studentId") "id" FROM "sessions" WHERE "teacherId" = ${t}::uuid
             ORDER BY "studentId", "startUtc") f
     WHERE s."id" = f."id"`;
  await db.$executeRaw`
    INSERT INTO "session_participants" ("id", "teacherId", "sessionId", "studentId", "status", "createdAt", "updatedAt")
    SELECT gen_random_uuid(), ${t}::uuid, s."id", other."id",
           (CASE WHEN s."status" = 'completed' THEN 'completed' ELSE 'scheduled' END)::"ParticipantStatus", now(), now()
      FROM "sessions" s
      JOIN LATERAL (SELECT "id" FROM "students" WHERE "teacherId" = ${t}::uuid AND "id" <> s."studentId"
                     ORDER BY "id" LIMIT 1 OFFSET (abs(hashtext(s."id"::text)) % ${students - 1})) other ON true
     WHERE s."teacherId" = ${t}::uuid AND abs(hashtext(s."id"::text)) % 50 = 0`;
  await db.$executeRaw`
    INSERT INTO "enrollments" ("id", "teacherId", "serviceId", "studentId", "status", "sessionsTotal", "pricePaid",
                               "currency", "enrolledAt", "createdAt", "updatedAt")
    SELECT gen_random_uuid(), ${t}::uuid, ${service.id}::uuid, st."id",
           (CASE WHEN round = 0 THEN 'completed' ELSE 'active' END)::"EnrollmentStatus", 10, 36000,
           CASE WHEN abs(hashtext(st."id"::text)) % 7 = 0 THEN 'USD' ELSE 'EUR' END,
           st."createdAt" + (1 + round * 120) * interval '1 day', now(), now()
      FROM "students" st CROSS JOIN generate_series(0, 1) round
     WHERE st."teacherId" = ${t}::uuid AND st."createdAt" + (1 + round * 120) * interval '1 day' < ${new Date(now)}::timestamptz`;
  await db.$executeRaw`
    INSERT INTO "payments" ("id", "teacherId", "studentId", "enrollmentId", "amount", "currency", "status", "paidAt",
                            "refundedAmount", "createdAt", "updatedAt")
    SELECT gen_random_uuid(), e."teacherId", e."studentId", e."id", e."pricePaid", e."currency",
           (CASE WHEN abs(hashtext(e."id"::text)) % 20 = 0 THEN 'partially_refunded' ELSE 'succeeded' END)::"PaymentStatus",
           e."enrolledAt", CASE WHEN abs(hashtext(e."id"::text)) % 20 = 0 THEN 12000 ELSE 0 END, e."enrolledAt", now()
      FROM "enrollments" e WHERE e."teacherId" = ${t}::uuid`;
  return { teacherId: t };
}
