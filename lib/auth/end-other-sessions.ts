import { db, type Prisma } from '@/lib/core/db';

/**
 * Ends every session of a teacher except the one in use (spec: when the account changes, and on
 * request from settings). Student sessions the teacher holds through impersonation end too.
 */
export async function endOtherTeacherSessions(
  teacherId: string,
  keepSessionKey?: string,
  client: Prisma.TransactionClient = db,
): Promise<number> {
  const { count } = await client.authSession.deleteMany({
    where: {
      OR: [{ teacherId }, { impersonatorTeacherId: teacherId }],
      ...(keepSessionKey ? { id: { not: keepSessionKey } } : {}),
    },
  });
  return count;
}
