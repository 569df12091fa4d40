import 'server-only';
import type { Prisma } from '@/lib/core/db';

/**
 * Serialises changes to one teacher's folder structure (create, move, delete, restore) until the
 * caller's transaction ends. Depth and cycle checks read the tree and then write it; two moves
 * that each pass their check alone could otherwise together build a 6-deep chain or a cycle.
 * Other teachers are not blocked (the lock key is the teacher id).
 */
export async function lockMaterialTree(tx: Prisma.TransactionClient, teacherId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`materials:${teacherId}`}, 0))`;
}
