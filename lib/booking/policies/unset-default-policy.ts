import 'server-only';
import type { Prisma } from '@/lib/core/db';

/**
 * Clears the teacher's current default before another policy becomes it, inside the caller's
 * transaction. The partial unique index (teacherId) WHERE isDefault is the referee between two
 * concurrent requests: the loser's write fails with a unique violation (answered 409).
 */
export async function unsetDefaultPolicy(tx: Prisma.TransactionClient, teacherId: string, exceptPolicyId?: string) {
  await tx.cancellationPolicy.updateMany({
    where: { teacherId, isDefault: true, ...(exceptPolicyId ? { id: { not: exceptPolicyId } } : {}) },
    data: { isDefault: false },
  });
}
