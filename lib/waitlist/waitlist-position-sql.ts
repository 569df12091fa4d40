import { Prisma } from '@/generated/prisma/client';

/**
 * The place in line of the entry `e` (1 = first): the open entries (waiting or notified) of the same
 * service that joined before it, or at the same moment with a smaller id, itself included. The one
 * definition behind what the student is told, the portal's list and the teacher's roster.
 */
export const waitlistPositionSql = Prisma.sql`(SELECT count(*)::int FROM "waitlist_entries" o
             WHERE o."teacherId" = e."teacherId" AND o."serviceId" = e."serviceId"
               AND o."status" IN ('waiting', 'notified')
               AND (o."createdAt", o."id") <= (e."createdAt", e."id")) AS "position"`;
