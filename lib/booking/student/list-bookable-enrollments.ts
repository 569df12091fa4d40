import 'server-only';
import { db } from '@/lib/core/db';
import type { StudentRef } from './student-session-fields';

export type BookableEnrollment = {
  enrollmentId: string;
  service: { id: string; name: string; slug: string; isPrivate: boolean; durationMinutes: number };
  teacherSlug: string;
  remaining: number;
  /** ISO instant; null when the enrollment never expires. */
  validUntil: string | null;
};

type Row = {
  enrollmentId: string;
  remaining: number;
  validUntil: Date | null;
  serviceId: string;
  serviceName: string;
  serviceSlug: string;
  isPrivate: boolean;
  durationMinutes: number;
  teacherSlug: string;
};

/**
 * The student's enrollments they can book a session with right now: `active`, not expired, in an
 * active, non-deleted service of their own teacher, with a credit left (remaining = total -
 * completed - scheduled - forfeited, as in enrollment-fields). Private services are included: the
 * student's own teacher sold it to them. Trial services are left out: their booking page takes a
 * trial request, never a credit. Soonest to expire first (never-expiring last), the order in which
 * chargeScheduledCredit spends them. Raw SQL because Prisma would load the service and the teacher
 * with one query each: this is ONE statement whatever the number of enrollments.
 */
export async function listBookableEnrollments({
  student,
  now = new Date(),
}: {
  student: StudentRef;
  now?: Date;
}): Promise<BookableEnrollment[]> {
  const rows = await db.$queryRaw<Row[]>`
    SELECT e."id" AS "enrollmentId", e."validUntil",
           (e."sessionsTotal" - e."sessionsCompleted" - e."sessionsScheduled" - e."sessionsForfeited")::int AS "remaining",
           s."id" AS "serviceId", s."name" AS "serviceName", s."slug" AS "serviceSlug", s."isPrivate",
           s."durationMinutes", t."slug" AS "teacherSlug"
      FROM "enrollments" e
      JOIN "services" s ON s."id" = e."serviceId" AND s."teacherId" = e."teacherId"
      JOIN "teachers" t ON t."id" = e."teacherId"
     WHERE e."teacherId" = ${student.teacherId}::uuid AND e."studentId" = ${student.id}::uuid
       AND e."status" = 'active' AND (e."validUntil" IS NULL OR e."validUntil" > ${now})
       AND s."status" = 'active' AND s."deletedAt" IS NULL AND NOT s."isTrial"
       AND e."sessionsTotal" - e."sessionsCompleted" - e."sessionsScheduled" - e."sessionsForfeited" > 0
     ORDER BY e."validUntil" ASC NULLS LAST, e."createdAt", e."id"`;
  return rows.map(({ enrollmentId, remaining, validUntil, teacherSlug, ...service }) => ({
    enrollmentId,
    service: {
      id: service.serviceId,
      name: service.serviceName,
      slug: service.serviceSlug,
      isPrivate: service.isPrivate,
      durationMinutes: service.durationMinutes,
    },
    teacherSlug,
    remaining,
    validUntil: validUntil?.toISOString() ?? null,
  }));
}
