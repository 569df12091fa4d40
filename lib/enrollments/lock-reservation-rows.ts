import 'server-only';
import type { Prisma } from '@/lib/core/db';

/**
 * Row locks taken before a checkout's reservation is counted and written: the service's (when it has
 * a capacity) and the discount code's. Two buyers of the last place, or of a code's last use, then
 * count one after the other, and the second sees the first one's reservation (PostgreSQL and PGlite
 * alike; PGlite runs one transaction at a time anyway). Always service first, then code, so two
 * checkouts never wait on each other crosswise. `FOR NO KEY UPDATE`: it serialises checkouts and the
 * payment confirmation's `usesCount` update, but does not block rows that merely reference the
 * service or the code (a session booked meanwhile).
 */
export async function lockReservationRows(
  tx: Prisma.TransactionClient,
  {
    teacherId,
    serviceId,
    discountCodeId,
  }: { teacherId: string; serviceId: string | null; discountCodeId: string | null },
) {
  if (serviceId) {
    await tx.$queryRaw`
      SELECT "id" FROM "services" WHERE "id" = ${serviceId}::uuid AND "teacherId" = ${teacherId}::uuid
      FOR NO KEY UPDATE`;
  }
  if (discountCodeId) {
    await tx.$queryRaw`
      SELECT "id" FROM "discount_codes" WHERE "id" = ${discountCodeId}::uuid AND "teacherId" = ${teacherId}::uuid
      FOR NO KEY UPDATE`;
  }
}
