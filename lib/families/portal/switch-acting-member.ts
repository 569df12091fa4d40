import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { readPayerFamily, type PayerSessionFacts } from './read-payer-family';
import type { TPayerFamily } from './schemas';

/**
 * Points a payer's session at another member of their family (issue 34): from the next request on,
 * every `/api/student/*` route acts for `studentId`. One conditional update: the session must be this
 * family's and the student a live member of it with the same teacher; anything else is NOT_FOUND
 * and changes nothing (a student of another family or teacher looks exactly like an unknown id).
 */
export async function switchActingMember(
  facts: PayerSessionFacts & { sessionKey: string },
  studentId: string,
): Promise<TPayerFamily> {
  const { payer, teacherId, sessionKey } = facts;
  if (!payer) throw new NotFoundError('Family');
  const switched = await db.authSession.updateMany({
    where: {
      id: sessionKey,
      familyId: payer.familyId,
      family: { teacherId, members: { some: { id: studentId, teacherId, deletedAt: null } } },
    },
    data: { studentId },
  });
  if (switched.count !== 1) throw new NotFoundError('Student');
  return readPayerFamily({ ...facts, actingStudentId: studentId });
}
