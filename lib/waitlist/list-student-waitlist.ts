import 'server-only';
import { db } from '@/lib/core/db';
import { toWaitlistPlace } from './find-waitlist-place';
import type { TWaitlistPlace, TWaitlistPlaceRow } from './schemas';
import type { WaitlistStudent } from './waitlist-student';
import { waitlistPositionSql } from './waitlist-position-sql';

type Row = {
  serviceId: string;
  status: TWaitlistPlace['status'];
  createdAt: Date;
  notifiedAt: Date | null;
  position: number;
  serviceName: string;
  serviceSlug: string;
  teacherSlug: string;
};

/**
 * Every waitlist place of the student (waiting or notified, services not deleted), newest first,
 * with each position, in ONE statement whatever the number of places (the portal's waitlist page).
 */
export async function listStudentWaitlist({ student }: { student: WaitlistStudent }): Promise<TWaitlistPlaceRow[]> {
  const rows = await db.$queryRaw<Row[]>`
    SELECT e."serviceId", e."status"::text AS "status", e."createdAt", e."notifiedAt",
           s."name" AS "serviceName", s."slug" AS "serviceSlug", t."slug" AS "teacherSlug",
           ${waitlistPositionSql}
      FROM "waitlist_entries" e
      JOIN "services" s ON s."id" = e."serviceId" AND s."teacherId" = e."teacherId"
      JOIN "teachers" t ON t."id" = e."teacherId"
     WHERE e."teacherId" = ${student.teacherId}::uuid AND e."studentId" = ${student.id}::uuid
       AND e."status" IN ('waiting', 'notified') AND s."deletedAt" IS NULL
     ORDER BY e."createdAt" DESC, e."id"`;
  return rows.map(({ serviceName, serviceSlug, teacherSlug, ...place }) => ({
    ...toWaitlistPlace(place),
    serviceName,
    serviceSlug,
    teacherSlug,
  }));
}
