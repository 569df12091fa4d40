import 'server-only';
import { db, type Prisma } from '@/lib/core/db';
import type { TWaitlistPlace } from './schemas';
import { waitlistPositionSql } from './waitlist-position-sql';

type PlaceRow = {
  serviceId: string;
  status: TWaitlistPlace['status'];
  createdAt: Date;
  notifiedAt: Date | null;
  position: number;
};

type Client = Prisma.TransactionClient | typeof db;

/**
 * The student's open (waiting or notified) entry for a service with its position, in ONE statement:
 * the position counts the service's open entries created before or at this one (ties by id), so it
 * needs no stored rank and stays right when someone ahead leaves. Null when not on the list.
 */
export async function findWaitlistPlace(
  { teacherId, studentId, serviceId }: { teacherId: string; studentId: string; serviceId: string },
  client: Client = db,
): Promise<TWaitlistPlace | null> {
  const [row] = await client.$queryRaw<PlaceRow[]>`
    SELECT e."serviceId", e."status"::text AS "status", e."createdAt", e."notifiedAt",
           ${waitlistPositionSql}
      FROM "waitlist_entries" e
     WHERE e."teacherId" = ${teacherId}::uuid AND e."studentId" = ${studentId}::uuid
       AND e."serviceId" = ${serviceId}::uuid AND e."status" IN ('waiting', 'notified')`;
  return row ? toWaitlistPlace(row) : null;
}

export function toWaitlistPlace(row: PlaceRow): TWaitlistPlace {
  return {
    serviceId: row.serviceId,
    status: row.status,
    position: row.position,
    joinedAt: row.createdAt.toISOString(),
    notifiedAt: row.notifiedAt?.toISOString() ?? null,
  };
}
