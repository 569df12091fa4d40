import 'server-only';
import { db } from '@/lib/core/db';
import type { StudentRef } from '@/lib/booking/student/student-session-fields';
import { erasureRequestSelect, toErasureRequest } from './erasure-request-fields';
import { exportCategories, exportCategoryLabels, type TExportCategory, type TMyDataSummary } from './schemas';

type CountRow = Record<TExportCategory, number>;

/**
 * How many records of each export category the teacher's practice holds about the student, in ONE
 * statement (a scalar count per category, each scoped by teacher and student), with the student's
 * latest erasure request. Sessions count the student's own bookings and their seats in group ones.
 */
export async function getMyDataSummary({
  student,
  now = new Date(),
}: {
  student: StudentRef;
  now?: Date;
}): Promise<TMyDataSummary> {
  const t = student.teacherId;
  const s = student.id;
  const [[row], latest] = await Promise.all([
    db.$queryRaw<CountRow[]>`
      SELECT
        (SELECT count(*) FROM "students" WHERE "id" = ${s}::uuid AND "teacherId" = ${t}::uuid)::int AS "student",
        (SELECT count(*) FROM "enrollments" WHERE "teacherId" = ${t}::uuid AND "studentId" = ${s}::uuid)::int AS "enrollments",
        (SELECT count(*) FROM "sessions" se WHERE se."teacherId" = ${t}::uuid AND (se."studentId" = ${s}::uuid
           OR EXISTS (SELECT 1 FROM "session_participants" p WHERE p."sessionId" = se."id" AND p."studentId" = ${s}::uuid)))::int AS "sessions",
        (SELECT count(*) FROM "sessions" se WHERE se."teacherId" = ${t}::uuid AND se."studentId" = ${s}::uuid
           AND (se."summary" IS NOT NULL OR se."homework" IS NOT NULL OR se."teacherNotes" IS NOT NULL))::int AS "sessionContent",
        (SELECT count(*) FROM "reviews" WHERE "teacherId" = ${t}::uuid AND "studentId" = ${s}::uuid)::int AS "reviews",
        (SELECT count(*) FROM "review_requests" WHERE "teacherId" = ${t}::uuid AND "studentId" = ${s}::uuid)::int AS "reviewRequests",
        (SELECT count(*) FROM "legal_acceptances" WHERE "teacherId" = ${t}::uuid AND "studentId" = ${s}::uuid)::int AS "legalAcceptances",
        (SELECT count(*) FROM "contact_log_entries" WHERE "teacherId" = ${t}::uuid AND "studentId" = ${s}::uuid)::int AS "contactLog",
        (SELECT count(*) FROM "waitlist_entries" WHERE "teacherId" = ${t}::uuid AND "studentId" = ${s}::uuid)::int AS "waitlistEntries",
        (SELECT count(*) FROM "student_lifecycle_events" WHERE "teacherId" = ${t}::uuid AND "studentId" = ${s}::uuid)::int AS "lifecycleEvents",
        (SELECT count(*) FROM "notifications" WHERE "teacherId" = ${t}::uuid AND "studentId" = ${s}::uuid)::int AS "notifications",
        (SELECT count(*) FROM "students" WHERE "id" = ${s}::uuid AND "teacherId" = ${t}::uuid
           AND ("preferredStartTime" IS NOT NULL OR "preferredEndTime" IS NOT NULL OR cardinality("preferredDays") > 0))::int AS "preferredHours",
        (SELECT count(*) FROM "drive_file_copies" WHERE "teacherId" = ${t}::uuid AND "studentId" = ${s}::uuid)::int AS "driveFileCopies",
        (SELECT count(*) FROM "payments" WHERE "teacherId" = ${t}::uuid AND "studentId" = ${s}::uuid)::int AS "payments",
        (SELECT count(*) FROM "practice_logs" WHERE "teacherId" = ${t}::uuid AND "studentId" = ${s}::uuid)::int AS "practiceLogs"`,
    db.dataErasureRequest.findFirst({
      where: { teacherId: t, studentId: s },
      select: erasureRequestSelect,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    }),
  ]);
  return {
    categories: exportCategories.map((key) => ({ key, label: exportCategoryLabels[key], count: row?.[key] ?? 0 })),
    erasureRequest: latest ? toErasureRequest(latest, now) : null,
  };
}
