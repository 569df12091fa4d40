import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { ForbiddenError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { eraseStudent } from '@/lib/privacy/erase-student';
import { isValidDeletionToken } from './deletion-token';
import { anonymiseTeacher, endPracticeSessions, removeTeacherData } from './remove-teacher-data';
import type { TDeleteAccountResult } from './schemas';

/**
 * Step 2 of account deletion, only with the token of step 1 (another teacher's, tampered or expired
 * is 403 and nothing changes). First every student is erased (`eraseStudent`, one transaction each:
 * it also ends their enrollments and asks the processor, through the outbox, to cancel each
 * subscription). Then, in one transaction: every session of the practice ends, the practice's data
 * is removed, the teacher row is anonymised and `account.delete` is audited (counts only). Erasing
 * first makes a failure half-way harmless: the account still works and the call can be repeated
 * (erasing is idempotent).
 */
export async function deleteTeacherAccount({
  teacherId,
  confirmationToken,
  meta,
  now = new Date(),
}: {
  teacherId: string;
  confirmationToken: string;
  meta?: RequestMeta;
  now?: Date;
}): Promise<TDeleteAccountResult> {
  if (!isValidDeletionToken(confirmationToken, teacherId, now)) {
    throw new ForbiddenError('The confirmation is not valid or has expired: confirm your page address again');
  }
  const actor = { type: 'teacher' as const, id: teacherId };
  const students = await db.student.findMany({ where: { teacherId }, select: { id: true }, orderBy: { id: 'asc' } });
  let subscriptionsCancelled = 0;
  for (const { id } of students) {
    const report = await eraseStudent({ teacherId, studentId: id, actor, meta, now });
    subscriptionsCancelled += report.counts.subscriptionsCancelled;
  }
  await transaction(
    async (tx) => {
      const sessionsEnded = await endPracticeSessions(tx, teacherId);
      const rowsRemoved = await removeTeacherData(tx, teacherId);
      await anonymiseTeacher(tx, teacherId, now);
      await recordAudit(tx, {
        teacherId,
        actor,
        action: 'account.delete',
        entity: { type: 'teacher', id: teacherId },
        metadata: { studentsErased: students.length, subscriptionsCancelled, sessionsEnded, rowsRemoved },
        request: meta,
      });
    },
    { timeout: 60_000 },
  );
  return { deleted: true, studentsErased: students.length, subscriptionsCancelled };
}
