import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import type { StudentRef } from '@/lib/booking/student/student-session-fields';
import { NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';

/** The student deletes their own review (another's is 404); the session may then be reviewed again. */
export async function deleteOwnReview({
  student,
  reviewId,
  meta,
}: {
  student: StudentRef;
  reviewId: string;
  meta?: RequestMeta;
}): Promise<void> {
  await transaction(async (tx) => {
    const removed = await tx.review.deleteMany({
      where: { id: reviewId, teacherId: student.teacherId, studentId: student.id },
    });
    if (removed.count === 0) throw new NotFoundError('Review');
    await recordAudit(tx, {
      teacherId: student.teacherId,
      actor: { type: 'student', id: student.id },
      action: 'review.delete',
      entity: { type: 'review', id: reviewId },
      request: meta,
    });
  });
}
