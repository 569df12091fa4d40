import 'server-only';
import { db, type Prisma } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { pageWindow, type TPagination } from '@/lib/core/pagination';
import { studentsHoldingPlaces } from '@/lib/enrollment-facts/students-holding-places';
import { toWaitlistPlace } from './find-waitlist-place';
import type { TServiceWaitlist, TServiceWaitlistEntry, TWaitlistPlace } from './schemas';
import { waitlistPositionSql } from './waitlist-position-sql';

type Row = {
  id: string;
  serviceId: string;
  status: TWaitlistPlace['status'];
  createdAt: Date;
  notifiedAt: Date | null;
  position: number;
  studentId: string;
  studentName: string;
  studentEmail: string;
};

type Client = Prisma.TransactionClient | typeof db;

/**
 * The open entries (waiting and notified) of one service of the teacher, first in line first, each
 * with the position its student is told (findWaitlistPlace counts the same way), in ONE statement.
 * Students the teacher deleted are left out (nobody offers them a place); `entryId` narrows to one.
 */
export async function serviceWaitlistEntries(
  {
    teacherId,
    serviceId,
    entryId,
    skip = 0,
    take = 100,
  }: { teacherId: string; serviceId: string; entryId?: string; skip?: number; take?: number },
  client: Client = db,
): Promise<TServiceWaitlistEntry[]> {
  const rows = await client.$queryRaw<Row[]>`
    SELECT e."id", e."serviceId", e."status"::text AS "status", e."createdAt", e."notifiedAt",
           st."id" AS "studentId", st."name" AS "studentName", st."email" AS "studentEmail",
           ${waitlistPositionSql}
      FROM "waitlist_entries" e
      JOIN "students" st ON st."id" = e."studentId" AND st."teacherId" = e."teacherId"
     WHERE e."teacherId" = ${teacherId}::uuid AND e."serviceId" = ${serviceId}::uuid
       AND e."status" IN ('waiting', 'notified') AND st."deletedAt" IS NULL
       AND (${entryId ?? null}::uuid IS NULL OR e."id" = ${entryId ?? null}::uuid)
     ORDER BY e."createdAt", e."id"
     OFFSET ${skip} LIMIT ${take}`;
  return rows.map(({ id, studentId, studentName, studentEmail, ...place }) => {
    const { serviceId: _serviceId, ...rest } = toWaitlistPlace(place);
    return { id, ...rest, student: { id: studentId, name: studentName, email: studentEmail } };
  });
}

/** How many places of the service are free: null without a capacity (never full). */
export async function placesLeft(
  { teacherId, serviceId, capacity }: { teacherId: string; serviceId: string; capacity: number | null },
  client: Client = db,
): Promise<number | null> {
  if (capacity == null) return null;
  const holders = await studentsHoldingPlaces({ teacherId, serviceId }, client);
  return Math.max(0, capacity - holders.size);
}

/**
 * Who waits for a service of the teacher (the roster's waitlist and `GET
 * /api/teacher/services/:id/waitlist`), a page at a time, with the service's capacity and the places
 * free to offer. Another teacher's service, or a deleted one, is 404.
 */
export async function listServiceWaitlist({
  teacherId,
  serviceId,
  query,
}: {
  teacherId: string;
  serviceId: string;
  query: TPagination;
}): Promise<TServiceWaitlist> {
  const service = await db.service.findFirst({
    where: { id: serviceId, teacherId, deletedAt: null },
    select: { capacity: true },
  });
  if (!service) throw new NotFoundError('Service');
  const [data, total, left] = await Promise.all([
    serviceWaitlistEntries({ teacherId, serviceId, ...pageWindow(query) }),
    db.waitlistEntry.count({
      where: { teacherId, serviceId, status: { in: ['waiting', 'notified'] }, student: { deletedAt: null } },
    }),
    placesLeft({ teacherId, serviceId, capacity: service.capacity }),
  ]);
  return { data, page: query.page, limit: query.limit, total, capacity: service.capacity, placesLeft: left };
}
