import { db } from '@/lib/core/db';

/**
 * Ends every session of a teacher except the one in use (spec: when the account changes, and on
 * request from settings). Student sessions the teacher holds through impersonation end too.
 */
export async function endOtherTeacherSessions(teacherId: string, keepSessionKey?: string): Promise<number> {
  const { count } = await db.authSession.deleteMany({
    where: {
      OR: [{ teacherId }, { impersonatorTeacherId: teacherId }],
      ...(keepSessionKey ? { id: { not: keepSessionKey } } : {}),
    },
  });
  return count;
}
